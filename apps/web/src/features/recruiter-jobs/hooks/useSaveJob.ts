import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';

import {
  PostJobDocument,
  UpdateJobDocument,
  type JobInput,
  type RecruiterJobFieldsFragment,
} from '../../../gql/graphql';

/** Job lists, counts and the posting limit are asked for again after a job changes. */
function forgetJobLists(cache: ApolloCache) {
  for (const fieldName of ['myJobs', 'companyJobs', 'postingLimit']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

/** Posts a job for one of my companies (FORBIDDEN at the plan's limit). */
export function usePostJob(): {
  post: (companyId: string, input: JobInput) => Promise<{ id: string; title: string }>;
  posting: boolean;
} {
  const [mutate, { loading }] = useMutation(PostJobDocument);
  const post = async (companyId: string, input: JobInput) => {
    const result = await mutate({ variables: { companyId, input }, update: forgetJobLists });
    if (!result.data) throw new Error('The job was not posted');
    return result.data.postJob;
  };
  return { post, posting: loading };
}

/** Edits one of my jobs (every field but its company). */
export function useUpdateJob(): {
  update: (id: string, input: JobInput) => Promise<RecruiterJobFieldsFragment>;
  updating: boolean;
} {
  const [mutate, { loading }] = useMutation(UpdateJobDocument);
  const update = async (id: string, input: JobInput) => {
    const result = await mutate({ variables: { id, input }, update: forgetJobLists });
    if (!result.data) throw new Error('The job was not updated');
    return result.data.updateJob;
  };
  return { update, updating: loading };
}
