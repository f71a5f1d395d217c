import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';
import { BACKGROUND_JOB_MESSAGES } from '@hireloop/schema';

import {
  AdminBackgroundJobsDocument,
  AdminDiscardBackgroundJobDocument,
  AdminRetryBackgroundJobDocument,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { adminPage } from '../test/fixtures';
import { BackgroundJobsSection, scheduleLabel } from './BackgroundJobsSection';

const FAILED_MAIL = {
  __typename: 'AdminFailedJob',
  id: 'job-1',
  queue: 'mail.send',
  error: 'connect ECONNREFUSED 127.0.0.1:2525',
  retries: 8,
  createdAt: '2026-11-20T10:00:00.000Z',
  failedAt: '2026-11-20T10:09:00.000Z',
};

function jobsAnswer(failed: (typeof FAILED_MAIL)[], failedInQueue = failed.length): MockLink.MockedResponse {
  return {
    request: { query: AdminBackgroundJobsDocument },
    result: {
      data: {
        adminBackgroundJobs: {
          __typename: 'AdminBackgroundJobs',
          queues: [
            {
              __typename: 'AdminQueueCounts',
              name: 'housekeeping',
              queued: 0,
              active: 0,
              failed: 0,
              completed: 1,
              cron: '30 3 * * *',
            },
            {
              __typename: 'AdminQueueCounts',
              name: 'mail.send',
              queued: 2,
              active: 1,
              failed: failedInQueue,
              completed: 1250,
              cron: null,
            },
          ],
          failed,
        },
      },
    },
  };
}

const vars = { queue: 'mail.send', id: 'job-1' };

beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('BackgroundJobsSection', () => {
  it('shows each queue with its counts and a failed job with its error and tries; Retry runs it and the list refreshes', async () => {
    const retried = vi.fn(() => ({ data: { adminRetryBackgroundJob: true } }));
    renderWithProviders(<BackgroundJobsSection />, {
      ...adminPage,
      route: '/admin/background-jobs',
      mocks: [
        jobsAnswer([FAILED_MAIL]),
        { request: { query: AdminRetryBackgroundJobDocument, variables: vars }, result: retried },
        jobsAnswer([]),
      ],
    });
    const queues = await screen.findAllByTestId('queue-row');
    expect(queues.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['housekeeping', 'Daily at 03:30 IST', '0', '0', '0', '1'],
      ['mail.send', '—', '2', '1', '1', '1,250'],
    ]);
    const [job] = screen.getAllByTestId('failed-job');
    expect(job).toHaveTextContent('mail.send');
    expect(job).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
    expect(job.querySelectorAll('td')[2]).toHaveTextContent('9');
    expect(screen.getByTestId('failed-summary')).toHaveTextContent('1 job failed every try');

    fireEvent.click(within(job).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(BACKGROUND_JOB_MESSAGES.retried)).toBeInTheDocument();
    expect(retried).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('failed-job')).not.toBeInTheDocument());
    expect(screen.getByText('No failed jobs')).toBeInTheDocument();
  });

  it('discards a failed job only after the confirmation', async () => {
    const discarded = vi.fn(() => ({ data: { adminDiscardBackgroundJob: true } }));
    renderWithProviders(<BackgroundJobsSection />, {
      ...adminPage,
      route: '/admin/background-jobs',
      mocks: [
        jobsAnswer([FAILED_MAIL]),
        { request: { query: AdminDiscardBackgroundJobDocument, variables: vars }, result: discarded },
        jobsAnswer([]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard failed job' });
    expect(dialog).toHaveTextContent('Are you sure you want to discard this mail.send job?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(discarded).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard failed job' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByText(BACKGROUND_JOB_MESSAGES.discarded)).toBeInTheDocument();
    expect(discarded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('failed-job')).not.toBeInTheDocument());
  });

  it.each([
    ['30 3 * * *', 'Daily at 03:30 IST'],
    ['5 22 * * *', 'Daily at 22:05 IST'],
    ['0 9 * * 1', '0 9 * * 1 (IST)'],
  ])('writes the schedule %j as %j', (cron, label) => {
    expect(scheduleLabel(cron)).toBe(label);
  });

  it('says when only the newest failed jobs are listed', async () => {
    renderWithProviders(<BackgroundJobsSection />, {
      ...adminPage,
      route: '/admin/background-jobs',
      mocks: [jobsAnswer([FAILED_MAIL, { ...FAILED_MAIL, id: 'job-2' }], 1200)],
    });
    expect(await screen.findByTestId('failed-summary')).toHaveTextContent(
      '1,200 jobs failed every try; the newest 2 are listed',
    );
  });

  it("shows the server's message when a job is no longer there, and keeps the list", async () => {
    renderWithProviders(<BackgroundJobsSection />, {
      ...adminPage,
      route: '/admin/background-jobs',
      mocks: [
        jobsAnswer([FAILED_MAIL]),
        {
          request: { query: AdminRetryBackgroundJobDocument, variables: vars },
          result: {
            errors: [{ message: BACKGROUND_JOB_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(BACKGROUND_JOB_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getAllByTestId('failed-job')).toHaveLength(1);
  });
});
