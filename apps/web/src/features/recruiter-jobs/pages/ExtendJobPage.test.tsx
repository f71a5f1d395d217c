import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { JOB_EXPIRY_MESSAGES } from '@hireloop/schema';

import { ExtendJobByLinkDocument } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { makeRecruiterJob } from '../test/fixtures';
import { ExtendJobPage } from './ExtendJobPage';

const PATH = '/recruiter/jobs/extend';

function visit(route: string, mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<ExtendJobPage />, { session: recruiter, path: PATH, route, mocks });
}

describe('ExtendJobPage (the link of an expiry mail)', () => {
  it('extends the job of the link and says until when it takes applications', async () => {
    visit(`${PATH}?token=signed.link.token`, [
      {
        request: { query: ExtendJobByLinkDocument, variables: { token: 'signed.link.token' } },
        result: {
          data: { extendJobByLink: makeRecruiterJob(1, { validThrough: '2027-01-19T10:00:00.000Z' }) },
        },
      },
    ]);
    expect(await screen.findByText(JOB_EXPIRY_MESSAGES.extended)).toBeInTheDocument();
    expect(
      screen.getByText('Frontend Engineer 1 takes applications until Jan 19, 2027.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Jobs' })).toHaveAttribute('href', '/recruiter/jobs');
  });

  it("shows the server's reason when the link is refused", async () => {
    visit(`${PATH}?token=forged`, [
      {
        request: { query: ExtendJobByLinkDocument, variables: { token: 'forged' } },
        result: graphqlError(JOB_EXPIRY_MESSAGES.extendLinkInvalid, 'BAD_USER_INPUT'),
      },
    ]);
    expect(await screen.findByText('The job was not extended')).toBeInTheDocument();
    expect(screen.getByText(JOB_EXPIRY_MESSAGES.extendLinkInvalid)).toBeInTheDocument();
  });

  it('asks nothing of the server without a token', async () => {
    visit(PATH);
    expect(await screen.findByText(JOB_EXPIRY_MESSAGES.extendLinkInvalid)).toBeInTheDocument();
  });
});
