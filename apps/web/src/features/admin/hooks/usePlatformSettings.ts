import { useMutation, useQuery } from '@apollo/client/react';

import {
  PlatformSettingsDocument,
  UpdatePlatformSettingsDocument,
  type PlatformSettingsInput,
  type PlatformSettingsQuery,
} from '../../../gql/graphql';
import { loadState, type LoadState } from './loadState';

export type PlatformSettingsData = PlatformSettingsQuery['platformSettings'];

export interface PlatformSettingsState extends LoadState<PlatformSettingsData> {
  save: (input: PlatformSettingsInput) => Promise<PlatformSettingsData>;
  saving: boolean;
}

/** The platform settings and their save (the answer updates the cached settings). */
export function usePlatformSettings(): PlatformSettingsState {
  const result = useQuery(PlatformSettingsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [mutate, { loading: saving }] = useMutation(UpdatePlatformSettingsDocument, {
    update: (cache, { data }) => {
      if (data) {
        cache.writeQuery({
          query: PlatformSettingsDocument,
          data: { platformSettings: data.updatePlatformSettings },
        });
      }
    },
  });
  const save = async (input: PlatformSettingsInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('The server did not answer the save.');
    return data.updatePlatformSettings;
  };
  return { ...loadState(result, (data) => data.platformSettings), save, saving };
}
