import { WITHDRAWAL_MESSAGES } from '@hireloop/schema';
import { describe, expect, it } from 'vitest';

import { timelineStepLabel, withdrawalReasonProblem } from './timeline';

describe('timelineStepLabel', () => {
  it.each([
    [null, 'PENDING', 'Applied'],
    ['PENDING', 'SEEN', 'Seen by the recruiter'],
    ['SEEN', 'REVIEWED', 'Reviewed by the recruiter'],
    ['REVIEWED', 'SHORTLISTED', 'Status changed to Shortlisted'],
    ['SHORTLISTED', 'REJECT', 'Status changed to Rejected'],
    ['ACCEPT', 'RECRUITED', 'Status changed to Recruited'],
    ['SEEN', 'WITHDRAWN', 'You withdrew your application'],
    ['WITHDRAWN', 'PENDING', 'Applied again'],
    ['SEEN', 'PENDING', 'Moved back to Sent'],
  ] as const)('%s → %s reads %j', (fromStatus, status, label) => {
    expect(timelineStepLabel({ fromStatus, status })).toBe(label);
  });
});

describe('withdrawalReasonProblem', () => {
  it('takes no reason, a reason of several lines, and 500 characters after trimming', () => {
    expect(withdrawalReasonProblem('')).toBeNull();
    expect(withdrawalReasonProblem('Took another offer.\nThanks!')).toBeNull();
    expect(withdrawalReasonProblem(` ${'x'.repeat(500)} `)).toBeNull();
  });

  it('refuses 501 characters and hidden characters with the server’s words', () => {
    expect(withdrawalReasonProblem('x'.repeat(501))).toBe(WITHDRAWAL_MESSAGES.reasonTooLong);
    expect(withdrawalReasonProblem('Other\u202Eoffer')).toBe(WITHDRAWAL_MESSAGES.reasonHidden);
    expect(withdrawalReasonProblem('Tab\there')).toBe(WITHDRAWAL_MESSAGES.reasonHidden);
  });
});
