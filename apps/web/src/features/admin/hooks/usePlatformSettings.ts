import { useState } from 'react';

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';

import { postMultipart, useUploadProgress, type UploadTracking } from '../../../app/multipart';
import { useSession } from '../../../app/session';
import {
  PlatformSettingsDocument,
  RemovePlatformLogoDocument,
  SiteConfigDocument,
  UpdatePlatformSettingsDocument,
  UploadPlatformLogoDocument,
  type PlatformSettingsFieldsFragment,
  type PlatformSettingsInput,
} from '../../../gql/graphql';
import { loadState, type LoadState } from './loadState';

export type PlatformSettingsData = PlatformSettingsFieldsFragment;

export interface PlatformSettingsState extends LoadState<PlatformSettingsData> {
  save: (input: PlatformSettingsInput) => Promise<PlatformSettingsData>;
  saving: boolean;
  /** Sends the picked logo; rejects with a MultipartRequestError carrying the server's message. */
  uploadLogo: (logo: File) => Promise<void>;
  /** The logo's upload while it is sent (cancelling rejects uploadLogo with an UploadCancelledError). */
  logoUpload: Pick<UploadTracking, 'percent' | 'cancel'>;
  removeLogo: () => Promise<void>;
  logoBusy: boolean;
}

/**
 * The platform settings, their save and the logo's upload and removal. Each answer updates the cached
 * settings, and the nav bar, footer and title (the site config) follow at once.
 */
export function usePlatformSettings(): PlatformSettingsState {
  const client = useApolloClient();
  const { token } = useSession();
  const result = useQuery(PlatformSettingsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const show = (settings: PlatformSettingsData) => {
    client.writeQuery({ query: PlatformSettingsDocument, data: { platformSettings: settings } });
    client.cache.updateQuery({ query: SiteConfigDocument }, (site) =>
      site
        ? {
            siteConfig: {
              ...site.siteConfig,
              platformName: settings.platformName,
              contactEmail: settings.contactEmail,
              supportPhone: settings.supportPhone,
              logoUrl: settings.logoUrl ?? null,
            },
          }
        : site,
    );
  };
  const [mutate, { loading: saving }] = useMutation(UpdatePlatformSettingsDocument);
  const [removeMutation] = useMutation(RemovePlatformLogoDocument);
  const [logoBusy, setLogoBusy] = useState(false);
  const upload = useUploadProgress();

  const save = async (input: PlatformSettingsInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('The server did not answer the save.');
    show(data.updatePlatformSettings);
    return data.updatePlatformSettings;
  };
  const runLogo = async (action: () => Promise<PlatformSettingsData | undefined>) => {
    setLogoBusy(true);
    try {
      const settings = await action();
      if (settings) show(settings);
    } finally {
      setLogoBusy(false);
    }
  };

  return {
    ...loadState(result, (data) => data.platformSettings),
    save,
    saving,
    logoBusy,
    logoUpload: { percent: upload.percent, cancel: upload.cancel },
    uploadLogo: (logo) =>
      runLogo(async () => {
        try {
          const data = await postMultipart({
            document: UploadPlatformLogoDocument,
            variables: { logo: null },
            files: { logo },
            token,
            ...upload.track(),
          });
          return data.uploadPlatformLogo;
        } finally {
          upload.done();
        }
      }),
    removeLogo: () => runLogo(async () => (await removeMutation()).data?.removePlatformLogo),
  };
}
