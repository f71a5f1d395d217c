import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { JobsPageDocument } from '../../../gql/graphql';
import { makeJob } from '../../../test/fixtures';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import { JobsPage } from './JobsPage';

function pageAnswer(page: number, total: number, count = 6): MockLink.MockedResponse {
  const pageCount = Math.ceil(total / 6);
  const items = Array.from({ length: count }, (_, i) => makeJob((page - 1) * 6 + i + 1));
  return {
    request: { query: JobsPageDocument, variables: { page, pageSize: 6 } },
    result: { data: { jobs: { __typename: 'JobPage', total, page, pageSize: 6, pageCount, items } } },
  };
}

describe('JobsPage', () => {
  it('lists a page of jobs with the count, page number and range', async () => {
    renderWithProviders(<JobsPage />, { route: '/jobs', mocks: [pageAnswer(1, 14)] });
    expect(await screen.findAllByTestId('job-card')).toHaveLength(6);
    expect(screen.getByTestId('jobs-found')).toHaveTextContent(/^14 jobs found$/);
    expect(screen.getByTestId('jobs-page-of')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByTestId('jobs-showing')).toHaveTextContent('Showing 1 to 6 of 14 jobs');
  });

  it('moves to another page with the pager', async () => {
    renderWithProviders(<JobsPage />, { route: '/jobs', mocks: [pageAnswer(1, 14), pageAnswer(3, 14, 2)] });
    await screen.findAllByTestId('job-card');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=3');
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(2));
    expect(screen.getByTestId('jobs-page-of')).toHaveTextContent('Page 3 of 3');
    expect(screen.getByTestId('jobs-showing')).toHaveTextContent('Showing 13 to 14 of 14 jobs');
  });

  it('reads the term from ?search= and names it in the header', async () => {
    renderWithProviders(<JobsPage />, { route: '/jobs?search=react', mocks: [pageAnswer(1, 6)] });
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('react');
    await screen.findAllByTestId('job-card');
    expect(screen.getByTestId('jobs-found')).toHaveTextContent('6 jobs found for "react"');
  });

  it('mirrors the typed term into ?search= after a pause', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/search?page=2',
      mocks: [pageAnswer(2, 14), pageAnswer(1, 14)],
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search jobs' }), { target: { value: 'designer' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/search?page=2');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?search=designer'), {
      timeout: 2000,
    });
  });

  it('searches at once on submit', async () => {
    renderWithProviders(<JobsPage />, { route: '/jobs', mocks: [pageAnswer(1, 6)] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search jobs' }), {
      target: { value: 'data analyst' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs?search=data+analyst');
    await screen.findAllByTestId('job-card');
  });

  it('shows the category of /jobs/{category} in the title', async () => {
    renderRoutes([{ path: '/jobs/:category', element: <JobsPage /> }], {
      route: '/jobs/Marketing',
      mocks: [pageAnswer(1, 6)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing Jobs' })).toBeInTheDocument();
    await screen.findAllByTestId('job-card');
  });

  it('shows the empty state for a search without results', async () => {
    renderWithProviders(<JobsPage />, { route: '/jobs?search=zzz', mocks: [pageAnswer(1, 0, 0)] });
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No matching jobs found')).toBeInTheDocument();
    expect(
      empty.getByText('Try adjusting your search terms or filters, or clear them to see posted jobs.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Refresh', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs',
      mocks: [
        {
          request: { query: JobsPageDocument, variables: { page: 1, pageSize: 6 } },
          error: new Error('down'),
        },
      ],
    });
    expect(await screen.findByText('Failed to fetch jobs. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
