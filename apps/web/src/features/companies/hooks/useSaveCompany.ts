import { useState } from 'react';

import { useApolloClient } from '@apollo/client/react';

import { postMultipart } from '../../../app/multipart';
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
  /** Creates (no id) or updates (id) the company; rejects with a MultipartRequestError. */
  save: (args: SaveCompanyArgs) => Promise<CompanyFieldsFragment>;
  saving: boolean;
}

/**
 * Saves a company with its logo in one multipart request, then updates the cached company and drops the
 * cached company list, so every screen shows the saved profile.
 */
export function useSaveCompany(id?: string): SaveCompany {
  const client = useApolloClient();
  const { token } = useSession();
  const [saving, setSaving] = useState(false);

  const save = async ({ input, logo, removeLogo = false }: SaveCompanyArgs) => {
    setSaving(true);
    try {
      const company = id
        ? (
            await postMultipart({
              document: UpdateCompanyDocument,
              variables: { id, input, logo: null, removeLogo },
              files: { logo },
              token,
            })
          ).updateCompany
        : (
            await postMultipart({
              document: CreateCompanyDocument,
              variables: { input, logo: null },
              files: { logo },
              token,
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
    }
  };

  return { save, saving };
}
