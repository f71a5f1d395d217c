import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { MyJobsDocument, PostingLimitDocument, type JobStatus } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeRecruiterJob } from '../test/fixtures';
import { MyJobsPage } from './MyJobsPage';

const PATH = '/recruiter/jobs';

const COUNTS: [JobStatus, number][] = [
  ['ACTIVE', 9],
  ['DRAFT', 2],
  ['CLOSED', 1],
];

/** One page of My Jobs for a search term, status and page (6 a page). */
function jobs(
  keyword: string | null,
  status: JobStatus | null,
  page: number,
  count: number,
  total = count,
): MockLink.MockedResponse {
  return {
    request: { query: MyJobsDocument, variables: { keyword, status, page, pageSize: 6 } },
    result: {
      data: {
        myJobs: {
          __typename: 'RecruiterJobPage',
          items: Array.from({ length: count }, (_, i) =>
            makeRecruiterJob((page - 1) * 6 + i + 1, { title: `${keyword ?? 'Job'} ${page}-${i + 1}` }),
          ),
          total,
          page,
          pageSize: 6,
          pageCount: Math.ceil(total / 6),
          statusCounts: COUNTS.map(([s, n]) => ({ __typename: 'StatusCount', status: s, count: n })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const limit: MockLink.MockedResponse = {
  request: { query: PostingLimitDocument },
  result: {
    data: {
      postingLimit: { __typename: 'PostingLimit', plan: 'PREMIUM', used: 12, limit: null, canPost: true },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function titles() {
  return screen.getAllByTestId('recruiter-job-title').map((title) => title.textContent);
}

describe('MyJobsPage list', () => {
  it('shows tiles and status chips with counts, pages of 6, and goes back to page 1 on a search', async () => {
    renderWithProviders(<MyJobsPage />, {
      session: recruiter,
      path: PATH,
      route: `${PATH}?page=2`,
      mocks: [limit, jobs(null, null, 2, 6, 12), jobs('react', null, 1, 2)],
    });
    await waitFor(() => expect(screen.getAllByTestId('recruiter-job-card')).toHaveLength(6));
    expect(titles()[0]).toBe('Job 2-1');
    expect(screen.getByTestId('stat-total')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-active')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-drafts')).toHaveTextContent('2');
    const chips = within(screen.getByRole('group', { name: 'Filter by status' }));
    for (const label of [
      'All (12)',
      'Active (9)',
      'Inactive (0)',
      'Draft (2)',
      'Closed (1)',
      'Expired (0)',
    ]) {
      expect(chips.getByRole('button', { name: label })).toBeInTheDocument();
    }
    const pager = within(screen.getByRole('navigation', { name: 'My jobs pages' }));
    expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search my jobs' }), {
      target: { value: 'react' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search my jobs' }), { key: 'Enter' });
    await waitFor(() => expect(titles()).toEqual(['react 1-1', 'react 1-2']));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruiter\/jobs\?q=react$/);
    expect(screen.queryByRole('navigation', { name: 'My jobs pages' })).not.toBeInTheDocument();
  });

  it("filters by status from page 1 and says 'No {status} jobs found' when none match", async () => {
    renderWithProviders(<MyJobsPage />, {
      session: recruiter,
      path: PATH,
      route: `${PATH}?page=2`,
      mocks: [limit, jobs(null, null, 2, 6, 12), jobs(null, 'INACTIVE', 1, 0)],
    });
    await waitFor(() => expect(screen.getAllByTestId('recruiter-job-card')).toHaveLength(6));
    fireEvent.click(screen.getByRole('button', { name: 'Inactive (0)' }));
    expect(await screen.findByText('No inactive jobs found')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruiter\/jobs\?status=inactive$/);
  });
});
