import { useMutation } from '@apollo/client/react';

import {
  SetApplicationStatusesDocument,
  type ApplicationStatus,
  type SetApplicationStatusesMutation,
} from '../../../gql/graphql';

export type BulkStatusResult = SetApplicationStatusesMutation['setApplicationStatuses'];

/** Moves several applications of my jobs to one status at once (each applicant is notified). */
export function useSetApplicationStatuses(): {
  setStatuses: (applicationIds: string[], status: ApplicationStatus) => Promise<BulkStatusResult>;
  saving: boolean;
} {
  const [mutate, { loading }] = useMutation(SetApplicationStatusesDocument);
  const setStatuses = async (applicationIds: string[], status: ApplicationStatus) => {
    const { data } = await mutate({ variables: { input: { applicationIds, status } } });
    if (!data) throw new Error('No answer');
    return data.setApplicationStatuses;
  };
  return { setStatuses, saving: loading };
}
