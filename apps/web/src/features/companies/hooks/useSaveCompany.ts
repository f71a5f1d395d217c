import { useState } from 'react';

import { useApolloClient } from '@apollo/client/react';

import { postMultipart, useUploadProgress, type UploadTracking } from '../../../app/multipart';
import { useSession } from '../../../app/session';
import {
  CompanyFieldsFragmentDoc,
  CreateCompanyDocument,
  UpdateCompanyDocument,
  type CompanyFieldsFragment,
  type CompanyInput,
} from '../../../gql/graphql';

export interface SaveCompanyArgs {
  input: CompanyInput;
  /** A new logo image. */
  logo: File | null;
  /** Editing only: delete the stored logo. */
  removeLogo?: boolean;
}

export interface SaveCompany {
  /**
   * Creates (no id) or updates (id) the company; rejects with a MultipartRequestError, or an
   * UploadCancelledError when the logo's upload is cancelled (nothing is saved).
   */
  save: (args: SaveCompanyArgs) => Promise<CompanyFieldsFragment>;
  saving: boolean;
  /** The logo's upload while it is sent. */
  upload: Pick<UploadTracking, 'percent' | 'cancel'>;
}

/**
 * Saves a company with its logo in one multipart request, then updates the cached company and drops the
 * cached company list, so every screen shows the saved profile.
 */
export function useSaveCompany(id?: string): SaveCompany {
  const client = useApolloClient();
  const { token } = useSession();
  const [saving, setSaving] = useState(false);
  const upload = useUploadProgress();

  const save = async ({ input, logo, removeLogo = false }: SaveCompanyArgs) => {
    setSaving(true);
    const tracking = logo ? upload.track() : {};
    try {
      const company = id
        ? (
            await postMultipart({
              document: UpdateCompanyDocument,
              variables: { id, input, logo: null, removeLogo },
              files: { logo },
              token,
              ...tracking,
            })
          ).updateCompany
        : (
            await postMultipart({
              document: CreateCompanyDocument,
              variables: { input, logo: null },
              files: { logo },
              token,
              ...tracking,
            })
          ).createCompany;
      client.writeFragment({
        fragment: CompanyFieldsFragmentDoc,
        fragmentName: 'CompanyFields',
        data: company,
      });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myCompanies' });
      if (id) {
        // Job lists embed the company (name, logo).
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'companyJobs' });
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myJobs' });
      }
      client.cache.gc();
      return company;
    } finally {
      setSaving(false);
      upload.done();
    }
  };

  return { save, saving, upload: { percent: upload.percent, cancel: upload.cancel } };
}
