import type { MockLink } from '@apollo/client/testing';

import {
  MyApplicationDocument,
  WithdrawApplicationDocument,
  type ApplicationStatus,
  type ApplicationTimelineFieldsFragment,
  type InterviewFieldsFragment,
} from '../../gql/graphql';

/** Test data of the applications feature (its tests and the job page's). */

type Step = ApplicationTimelineFieldsFragment['timeline'][number] & { __typename: 'ApplicationEvent' };

/** A step of a timeline, `n` hours after 20 Nov 2026 10:00 UTC. */
export function step(
  n: number,
  fromStatus: ApplicationStatus | null,
  status: ApplicationStatus,
  reason: string | null = null,
): Step {
  return {
    __typename: 'ApplicationEvent',
    id: `event-${n}`,
    fromStatus,
    status,
    byApplicant: fromStatus === null || status === 'WITHDRAWN' || fromStatus === 'WITHDRAWN',
    reason,
    at: new Date(Date.UTC(2026, 10, 20, 10 + n)).toISOString(),
  };
}

/** Sent, then seen by the recruiter. */
export const SENT_AND_SEEN: Step[] = [step(0, null, 'PENDING'), step(1, 'PENDING', 'SEEN')];

/** The timeline fields of an application. */
export function timelineFields(id: string, status: ApplicationStatus, timeline: Step[] = SENT_AND_SEEN) {
  return {
    __typename: 'ApplicationModel' as const,
    id,
    status,
    updatedAt: timeline.at(-1)?.at ?? '2026-11-20T10:00:00.000Z',
    timeline,
    interviews: [] as InterviewFieldsFragment[],
  };
}

/** The job page's answer about the seeker's application to a job (null: none). */
export function myApplicationAnswer(
  jobId: string,
  application: ReturnType<typeof timelineFields> | null,
  options: { repeat?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: MyApplicationDocument, variables: { jobId } },
    result: {
      data: { myApplication: application && { ...application, createdAt: application.timeline[0]?.at } },
    },
    ...(options.repeat ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  };
}

/** The answer to withdrawing an application whose timeline was `before`. */
export function withdrawAnswer(
  applicationId: string,
  jobId: string,
  before: Step[],
  reason: string | null,
): MockLink.MockedResponse {
  const timeline = [...before, step(before.length, before.at(-1)!.status, 'WITHDRAWN', reason)];
  return {
    request: { query: WithdrawApplicationDocument, variables: { input: { applicationId, reason } } },
    result: {
      data: {
        withdrawApplication: {
          ...timelineFields(applicationId, 'WITHDRAWN', timeline),
          job: { __typename: 'Job', id: jobId, viewerHasApplied: false, applicationCount: 11 },
        },
      },
    },
  };
}
