import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { JOB_EXPIRY_MESSAGES } from '@hireloop/schema';

import {
  ExtendJobByLinkDocument,
  ExtendJobDocument,
  MyJobsDocument,
  MyUpgradeRequestDocument,
  PostingLimitDocument,
  RequestUpgradeDocument,
} from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { UPGRADE_SENT } from '../components/UpgradeDialog';
import { makeRecruiterJob } from '../test/fixtures';
import { MyJobsPage } from './MyJobsPage';

const PATH = '/recruiter/jobs';

function jobsAnswer(count: number): MockLink.MockedResponse {
  const items = Array.from({ length: count }, (_, i) => makeRecruiterJob(i + 1));
  return {
    request: { query: MyJobsDocument, variables: { keyword: null, status: null, page: 1, pageSize: 6 } },
    result: {
      data: {
        myJobs: {
          __typename: 'RecruiterJobPage',
          items,
          total: count,
          page: 1,
          pageSize: 6,
          pageCount: count ? 1 : 0,
          statusCounts: count ? [{ __typename: 'StatusCount', status: 'ACTIVE', count }] : [],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function limitAnswer(used: number, limit: number | null = 3): MockLink.MockedResponse {
  return {
    request: { query: PostingLimitDocument },
    result: {
      data: {
        postingLimit: {
          __typename: 'PostingLimit',
          plan: 'BASIC',
          used,
          limit,
          canPost: limit === null || used < limit,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const noUpgradeRequest: MockLink.MockedResponse = {
  request: { query: MyUpgradeRequestDocument },
  result: { data: { myUpgradeRequest: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderMyJobs(used: number, extra: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<MyJobsPage />, {
    session: recruiter,
    path: PATH,
    mocks: [jobsAnswer(Math.min(used, 6)), limitAnswer(used), ...extra],
  });
}

describe('MyJobsPage posting limit', () => {
  afterEach(() => vi.useRealTimers());

  it.each([0, 1])('offers Post Job without a warning when %i of 3 are used', async (used) => {
    renderMyJobs(used);
    expect(await screen.findByTestId('posting-usage')).toHaveTextContent(`${used}/3`);
    expect(screen.getByTestId('post-job-button')).toHaveAttribute('href', '/recruiter/job/post/new');
    expect(screen.queryByTestId('upgrade-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('posting-limit-warning')).not.toBeInTheDocument();
    expect(screen.queryByTestId('posting-limit-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-subtitle')).toHaveTextContent(
      `${used} ${used === 1 ? 'job' : 'jobs'} posted`,
    );
  });

  it('warns at 2 of 3 and still offers Post Job', async () => {
    renderMyJobs(2);
    expect(await screen.findByTestId('posting-limit-warning')).toHaveTextContent(
      'You have used 2 of 3 job postings. 1 posting left on your current plan.',
    );
    expect(screen.getByTestId('posting-usage')).toHaveTextContent('2/3');
    expect(screen.getByTestId('post-job-button')).toBeInTheDocument();
    expect(screen.queryByTestId('posting-limit-notice')).not.toBeInTheDocument();
    expect(await screen.findAllByTestId('recruiter-job-card')).toHaveLength(2);
  });

  it('replaces Post Job with Upgrade and shows a red notice at 3 of 3', async () => {
    renderMyJobs(3);
    const notice = await screen.findByTestId('posting-limit-notice');
    expect(notice).toHaveTextContent(
      'You have reached your job posting limit of 3. Upgrade your plan to post more jobs.',
    );
    expect(notice).toHaveClass('MuiAlert-filled', 'MuiAlert-colorError');
    expect(screen.getByTestId('upgrade-button')).toBeInTheDocument();
    expect(screen.queryByTestId('post-job-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('posting-limit-warning')).not.toBeInTheDocument();
    expect(screen.getByTestId('posting-usage')).toHaveTextContent('3/3');
  });

  it('sends a real upgrade request, says so, and closes itself 3 s later', async () => {
    const requested: MockLink.MockedResponse = {
      request: { query: RequestUpgradeDocument, variables: { plan: 'PREMIUM' } },
      result: {
        data: {
          requestUpgrade: {
            __typename: 'UpgradeRequestModel',
            id: 'upgrade-1',
            status: 'OPEN',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        },
      },
      delay: 300,
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderMyJobs(3, [noUpgradeRequest, requested]);
    fireEvent.click(await screen.findByTestId('upgrade-button'));
    const dialog = await screen.findByRole('dialog');
    for (const benefit of ['Unlimited job postings', 'Priority listing', 'Analytics', 'Dedicated support']) {
      expect(within(dialog).getByText(benefit)).toBeInTheDocument();
    }
    const send = within(dialog).getByTestId('upgrade-send');
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(await within(dialog).findByText('Sending request...')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('upgrade-sent')).toHaveTextContent(UPGRADE_SENT);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2800);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when an upgrade request is already in review', async () => {
    const conflict: MockLink.MockedResponse = {
      request: { query: RequestUpgradeDocument, variables: { plan: 'PREMIUM' } },
      result: graphqlError(
        'You already have an upgrade request in review. We will get back to you soon.',
        'CONFLICT',
      ),
    };
    renderMyJobs(3, [noUpgradeRequest, conflict]);
    fireEvent.click(await screen.findByTestId('upgrade-button'));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByTestId('upgrade-send');
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(await within(dialog).findByTestId('upgrade-open')).toHaveTextContent(
      'You already have an upgrade request in review. We will get back to you soon.',
    );
    expect(within(dialog).queryByTestId('upgrade-send')).not.toBeInTheDocument();
  });

  it('knows about a request in review as soon as the modal opens', async () => {
    const open: MockLink.MockedResponse = {
      request: { query: MyUpgradeRequestDocument },
      result: {
        data: {
          myUpgradeRequest: {
            __typename: 'UpgradeRequestModel',
            id: 'upgrade-1',
            status: 'OPEN',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        },
      },
    };
    renderMyJobs(3, [open]);
    fireEvent.click(await screen.findByTestId('upgrade-button'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('upgrade-open')).toHaveTextContent(
      '(requested on Nov 22, 2026)',
    );
    expect(within(dialog).queryByTestId('upgrade-send')).not.toBeInTheDocument();
  });
});

describe('MyJobsPage closing dates', () => {
  it('shows each job’s closing date and extends a job by 30 days', async () => {
    const extended: MockLink.MockedResponse = {
      request: { query: ExtendJobDocument, variables: { id: 'job-1' } },
      result: {
        data: { extendJob: makeRecruiterJob(1, { validThrough: '2027-01-19T10:00:00.000Z' }) },
      },
    };
    renderMyJobs(1, [extended]);
    const card = within(await screen.findByTestId('recruiter-job-card'));
    expect(card.getByTestId('recruiter-job-closing')).toHaveTextContent('Closes Dec 20, 2026');
    fireEvent.click(card.getByRole('button', { name: 'Extend Frontend Engineer 1 by 30 days' }));
    expect(await screen.findByText(JOB_EXPIRY_MESSAGES.extended)).toBeInTheDocument();
  });

  it('says why an expired job cannot be reopened at the posting limit', async () => {
    const message = 'You have reached your job posting limit of 3. Upgrade your plan to post more jobs.';
    const refused: MockLink.MockedResponse = {
      request: { query: ExtendJobDocument, variables: { id: 'job-1' } },
      result: graphqlError(message, 'FORBIDDEN'),
    };
    renderMyJobs(1, [refused]);
    const card = within(await screen.findByTestId('recruiter-job-card'));
    fireEvent.click(card.getByTestId('extend-button'));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(message);
  });
});

describe('MyJobsPage with an expiry mail’s extend link', () => {
  function visitWithLink(token: string, answer: MockLink.MockedResponse['result']) {
    return renderWithProviders(<MyJobsPage />, {
      session: recruiter,
      path: PATH,
      route: `${PATH}?extend=${token}`,
      mocks: [
        jobsAnswer(1),
        limitAnswer(1),
        { request: { query: ExtendJobByLinkDocument, variables: { token } }, result: answer },
      ],
    });
  }

  it('extends the link’s job, says so and takes the token out of the address', async () => {
    visitWithLink('signed.link.token', {
      data: { extendJobByLink: makeRecruiterJob(1, { validThrough: '2027-01-19T10:00:00.000Z' }) },
    });
    expect(await screen.findByText(JOB_EXPIRY_MESSAGES.extended)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruiter\/jobs$/);
  });

  it('says why a link is refused', async () => {
    visitWithLink('forged', graphqlError(JOB_EXPIRY_MESSAGES.extendLinkInvalid, 'BAD_USER_INPUT'));
    expect(await screen.findByText(JOB_EXPIRY_MESSAGES.extendLinkInvalid)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruiter\/jobs$/);
  });
});
