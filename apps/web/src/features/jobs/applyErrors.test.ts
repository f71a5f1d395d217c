import { describe, expect, it } from 'vitest';

import { GraphQLError } from 'graphql';

import { CombinedGraphQLErrors } from '@apollo/client';

import { SCREENING_MESSAGES, SEEKER_MESSAGES } from '@hireloop/schema';

import { applyErrorOutcome, NEED_LOGIN_TO_APPLY, PROFILE_INCOMPLETE_MESSAGE } from './applyErrors';

function graphqlError(code: string, message = 'Server says no') {
  return new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: { code } })] });
}

describe('applyErrorOutcome', () => {
  it("asks for a profile with the spec's text when there is none (PROFILE_REQUIRED)", () => {
    expect(applyErrorOutcome(graphqlError('PROFILE_REQUIRED', 'anything'))).toEqual({
      kind: 'profileRequired',
      message: SEEKER_MESSAGES.profileRequired,
    });
    expect(SEEKER_MESSAGES.profileRequired).toBe(
      'Profile Required: Please create your profile first before applying for jobs.',
    );
  });

  it('offers /profile in a confirm when the profile is empty (PROFILE_INCOMPLETE)', () => {
    expect(applyErrorOutcome(graphqlError('PROFILE_INCOMPLETE', 'Your profile is empty.'))).toEqual({
      kind: 'profileIncomplete',
      message: PROFILE_INCOMPLETE_MESSAGE,
    });
  });

  it("shows the server's message when already applied or the job closed (CONFLICT)", () => {
    expect(applyErrorOutcome(graphqlError('CONFLICT', 'You have already applied for this job'))).toEqual({
      kind: 'conflict',
      message: 'You have already applied for this job',
    });
  });

  it("shows the server's refusal of screening answers in its words (BAD_USER_INPUT with a screening message)", () => {
    expect(applyErrorOutcome(graphqlError('BAD_USER_INPUT', SCREENING_MESSAGES.answerRequired))).toEqual({
      kind: 'answers',
      message: 'Please answer every required screening question',
    });
    expect(applyErrorOutcome(graphqlError('BAD_USER_INPUT', SCREENING_MESSAGES.answerNumber))).toEqual({
      kind: 'answers',
      message: 'Answer with a number',
    });
    // Any other refused input stays a plain failure.
    expect(applyErrorOutcome(graphqlError('BAD_USER_INPUT', 'Invalid job id')).kind).toBe('failed');
  });

  it('asks to log in again when the session is refused (UNAUTHENTICATED)', () => {
    expect(applyErrorOutcome(graphqlError('UNAUTHENTICATED'))).toEqual({
      kind: 'login',
      message: NEED_LOGIN_TO_APPLY,
    });
  });

  it("falls back to 'Failed to apply for job' for other codes and network failures", () => {
    expect(applyErrorOutcome(graphqlError('NOT_FOUND', 'Job not found'))).toEqual({
      kind: 'failed',
      message: 'Failed to apply for job',
    });
    expect(applyErrorOutcome(graphqlError('INTERNAL_SERVER_ERROR'))).toEqual({
      kind: 'failed',
      message: SEEKER_MESSAGES.applyFailed,
    });
    expect(applyErrorOutcome(new Error('Failed to fetch')).kind).toBe('failed');
  });
});
