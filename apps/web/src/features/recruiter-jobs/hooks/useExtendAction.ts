import { useState } from 'react';

import { JOB_EXPIRY_MESSAGES } from '@hireloop/schema';

import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import type { RecruiterJobFieldsFragment } from '../../../gql/graphql';
import { useExtendJob } from './useSaveJob';

export const EXTEND_FAILED = 'Failed to extend the job. Please try again.';

/**
 * The Extend action of a job card: extends the job by 30 days, says so (or why not, e.g. the posting
 * limit when reopening an expired job) and calls `onDone` either way.
 */
export function useExtendAction(onDone?: () => void): {
  extendJob: (job: RecruiterJobFieldsFragment) => void;
  extendingId: string | null;
} {
  const toast = useToast();
  const { extend } = useExtendJob();
  const [extendingId, setExtendingId] = useState<string | null>(null);

  const extendJob = (job: RecruiterJobFieldsFragment) => {
    setExtendingId(job.id);
    extend(job.id)
      .then(() => toast.success(JOB_EXPIRY_MESSAGES.extended))
      .catch((failure: unknown) => toast.error(serverMessage(failure) ?? EXTEND_FAILED, 5000))
      .finally(() => {
        setExtendingId(null);
        onDone?.();
      });
  };

  return { extendJob, extendingId };
}
