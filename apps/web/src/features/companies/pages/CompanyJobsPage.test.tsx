import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { CompanyJobsDocument, type JobStatus } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeCompany, makeRecruiterJob } from '../../recruiter-jobs/test/fixtures';
import { CompanyJobsPage } from './CompanyJobsPage';

const PATH = '/recruiter/company/:id/jobs';
const ROUTE = '/recruiter/company/company-1/jobs';

function answer(
  status: JobStatus | null,
  count: number,
  counts: [JobStatus, number][],
): MockLink.MockedResponse {
  return {
    request: {
      query: CompanyJobsDocument,
      variables: { companyId: 'company-1', status, page: 1, pageSize: 6 },
    },
    result: {
      data: {
        companyJobs: {
          __typename: 'CompanyJobsPage',
          company: makeCompany(1),
          stats: { __typename: 'CompanyJobStats', activeJobs: 2, totalApplicants: 7, totalPositions: 5 },
          items: Array.from({ length: count }, (_, i) => makeRecruiterJob(i + 1)),
          total: count,
          page: 1,
          pageSize: 6,
          pageCount: count ? 1 : 0,
          statusCounts: counts.map(([s, n]) => ({ __typename: 'StatusCount', status: s, count: n })),
        },
      },
    },
  };
}

describe('CompanyJobsPage', () => {
  it('shows the figures, the status chips with counts and the job cards', async () => {
    renderWithProviders(<CompanyJobsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        answer(null, 2, [
          ['ACTIVE', 2],
          ['PAUSED', 1],
        ]),
        answer('DRAFT', 0, [
          ['ACTIVE', 2],
          ['PAUSED', 1],
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'TechNova 1 Jobs' })).toBeInTheDocument();
    expect(screen.getByText('3 jobs posted')).toBeInTheDocument();
    expect(screen.getByTestId('stat-active-jobs')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-total-applicants')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-total-positions')).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paused (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Expired/ })).not.toBeInTheDocument();
    const [card] = screen.getAllByTestId('recruiter-job-card');
    expect(screen.getAllByTestId('applicants-button')[0]).toHaveAttribute(
      'href',
      '/recruiter/job/job-1/applicants',
    );
    expect(screen.getAllByTestId('view-details-button')[0]).toHaveAttribute('href', '/recruiter/job/job-1');
    expect(card).toHaveTextContent('+1 more');
    // Each job's closing date, with Extend.
    expect(card).toHaveTextContent('Closes Dec 20, 2026');
    expect(screen.getAllByRole('button', { name: /^Extend .* by 30 days$/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Draft (0)' }));
    expect(await screen.findByText('No draft jobs found')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTE}?status=draft`);
  });

  it("says when the company hasn't posted any job", async () => {
    renderWithProviders(<CompanyJobsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [answer(null, 0, [])],
    });
    expect(await screen.findByText('No jobs posted yet')).toBeInTheDocument();
    expect(screen.getByText("This company hasn't posted any jobs yet")).toBeInTheDocument();
  });

  it('offers to try again after a failure', async () => {
    renderWithProviders(<CompanyJobsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        {
          request: {
            query: CompanyJobsDocument,
            variables: { companyId: 'company-1', status: null, page: 1, pageSize: 6 },
          },
          error: new Error('offline'),
        },
      ],
    });
    expect(await screen.findByText('Failed to fetch company jobs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
