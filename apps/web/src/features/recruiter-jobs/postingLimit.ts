import { JOB_POSTING_LIMIT, JOB_POSTING_WARNING_AT } from '@hireloop/schema';

import type { PostingLimitQuery } from '../../gql/graphql';

export type PostingLimit = PostingLimitQuery['postingLimit'];

/**
 * What My Jobs shows about the posting limit: 'normal' (room left), 'warning' (one posting left: 2 of 3),
 * 'limit' (3 or more used: Upgrade replaces Post Job and a red notice appears), 'unlimited' (premium).
 */
export type PostingLimitLevel = 'normal' | 'warning' | 'limit' | 'unlimited';

/** How many postings before the limit the warning starts (3 - 2 = 1: the last one). */
const WARNING_MARGIN = JOB_POSTING_LIMIT - JOB_POSTING_WARNING_AT;

export function postingLimitLevel(
  limit: Pick<PostingLimit, 'used' | 'limit' | 'canPost'>,
): PostingLimitLevel {
  if (limit.limit === null) return 'unlimited';
  if (!limit.canPost || limit.used >= limit.limit) return 'limit';
  if (limit.used >= limit.limit - WARNING_MARGIN) return 'warning';
  return 'normal';
}

/** The yellow warning when one posting is left. */
export function postingLimitWarning(used: number, limit: number): string {
  const left = Math.max(limit - used, 0);
  return `You have used ${used} of ${limit} job postings. ${left === 1 ? '1 posting' : `${left} postings`} left on your current plan.`;
}

/** The red notice at the limit (the server's own words when it refuses a post). */
export function postingLimitReached(limit: number): string {
  return `You have reached your job posting limit of ${limit}. Upgrade your plan to post more jobs.`;
}
