import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';

import {
  ExtendJobByLinkDocument,
  ExtendJobDocument,
  PostJobDocument,
  UpdateJobDocument,
  type JobInput,
  type RecruiterJobFieldsFragment,
} from '../../../gql/graphql';

/** Job lists, counts and the posting limit are asked for again after a job changes. */
export function forgetJobLists(cache: ApolloCache) {
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

/** Moves one of my jobs' closing date 30 days later (FORBIDDEN when reopening an expired job at the limit). */
export function useExtendJob(): {
  extend: (id: string) => Promise<RecruiterJobFieldsFragment>;
  extending: boolean;
} {
  const [mutate, { loading }] = useMutation(ExtendJobDocument);
  const extend = async (id: string) => {
    const result = await mutate({ variables: { id }, update: forgetJobLists });
    if (!result.data) throw new Error('The job was not extended');
    return result.data.extendJob;
  };
  return { extend, extending: loading };
}

/** Extends the job of an expiry mail's signed link (my own job only). */
export function useExtendJobByLink(): {
  extendByLink: (token: string) => Promise<RecruiterJobFieldsFragment>;
} {
  const [mutate] = useMutation(ExtendJobByLinkDocument);
  const extendByLink = async (token: string) => {
    const result = await mutate({ variables: { token }, update: forgetJobLists });
    if (!result.data) throw new Error('The job was not extended');
    return result.data.extendJobByLink;
  };
  return { extendByLink };
}
