import { useMutation } from '@apollo/client/react';

import type { ScreeningAnswerShape } from '@hireloop/schema';

import { ApplyToJobDocument, ToggleBookmarkDocument } from '../../../gql/graphql';

/**
 * Saves or un-saves a job for the signed-in seeker. Resolves with whether it is saved now; the job's
 * `viewerHasBookmarked` is updated in the cache and saved-job lists are fetched again when next shown.
 */
export function useToggleBookmark(): { toggle: (jobId: string) => Promise<boolean>; busy: boolean } {
  const [mutate, { loading }] = useMutation(ToggleBookmarkDocument);
  const toggle = async (jobId: string) => {
    const result = await mutate({
      variables: { jobId },
      update(cache, { data }) {
        if (!data) return;
        const { bookmarked } = data.toggleBookmark;
        cache.modify({
          id: cache.identify({ __typename: 'Job', id: jobId }),
          fields: { viewerHasBookmarked: () => bookmarked },
        });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'bookmarks' });
        cache.gc();
      },
    });
    return result.data?.toggleBookmark.bookmarked ?? false;
  };
  return { toggle, busy: loading };
}

/**
 * Applies to a job as the signed-in seeker, with the answers to its screening questions when it asks any
 * (without answers the call sends none). The job's `viewerHasApplied` and applicant count update from
 * the answer; the applied-jobs list and the job page's application (its timeline) are fetched again when
 * next shown. Rejects with the GraphQL error.
 */
export function useApplyToJob(): {
  apply: (jobId: string, answers?: readonly ScreeningAnswerShape[]) => Promise<void>;
  busy: boolean;
} {
  const [mutate, { loading }] = useMutation(ApplyToJobDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myApplications' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myApplication' });
      cache.gc();
    },
  });
  const apply = async (jobId: string, answers?: readonly ScreeningAnswerShape[]) => {
    await mutate({ variables: answers ? { jobId, answers: [...answers] } : { jobId } });
  };
  return { apply, busy: loading };
}
