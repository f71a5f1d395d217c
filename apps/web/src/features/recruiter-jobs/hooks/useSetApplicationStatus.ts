import { useMutation } from '@apollo/client/react';

import { SetApplicationStatusDocument, type ApplicationStatus } from '../../../gql/graphql';

/** Moves an application of my job to any status (the applicant is notified). */
export function useSetApplicationStatus(): {
  setStatus: (applicationId: string, status: ApplicationStatus) => Promise<void>;
  saving: boolean;
} {
  const [mutate, { loading }] = useMutation(SetApplicationStatusDocument);
  const setStatus = async (applicationId: string, status: ApplicationStatus) => {
    await mutate({ variables: { applicationId, status } });
  };
  return { setStatus, saving: loading };
}
