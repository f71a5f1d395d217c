import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { SEARCH_MESSAGES } from '@hireloop/schema';

import { JobsPageDocument } from '../../../gql/graphql';
import { renderRoutes, renderWithProviders, LocationProbe } from '../../../test/render';
import { jobSearchVariables, EMPTY_SEARCH } from '../searchParams';
import { seeker } from '../../../test/fixtures';
import { facet, makeMatch, searchAnswer, SAMPLE_FACETS } from '../testFixtures';
import { JobsPage } from './JobsPage';

function location() {
  return screen.getByTestId('location').textContent;
}

describe('JobsPage', () => {
  it('lists a page of jobs with the count, page number and range', async () => {
    renderWithProviders(<JobsPage />, { route: '/jobs', mocks: [searchAnswer({ total: 14 })] });
    expect(await screen.findAllByTestId('job-card')).toHaveLength(6);
    expect(screen.getByTestId('jobs-found')).toHaveTextContent(/^14 jobs found$/);
    expect(screen.getByTestId('jobs-page-of')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByTestId('jobs-showing')).toHaveTextContent('Showing 1 to 6 of 14 jobs');
  });

  it('moves to another page with the pager and keeps it in the address', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs',
      mocks: [searchAnswer({ total: 14 }), searchAnswer({ total: 14, search: { page: 3 } })],
    });
    await screen.findAllByTestId('job-card');
    // A real link, so crawlers can walk every page; a click stays in the app.
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/jobs?page=3');
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));

    expect(location()).toBe('/jobs?page=3');
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(2));
    expect(screen.getByTestId('jobs-page-of')).toHaveTextContent('Page 3 of 3');
    expect(screen.getByTestId('jobs-showing')).toHaveTextContent('Showing 13 to 14 of 14 jobs');
  });

  it("says '1000+' when a very broad keyword matched more jobs than the server reads", async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=engineer',
      mocks: [
        searchAnswer({
          total: 1000,
          totalIsEstimate: true,
          totalIsLowerBound: true,
          search: { term: 'engineer' },
        }),
      ],
    });
    expect(await screen.findAllByTestId('job-card')).toHaveLength(6);
    expect(screen.getByTestId('jobs-found')).toHaveTextContent('1000+ jobs found for "engineer"');
    expect(screen.getByText('Showing 1 to 6 of 1000+ jobs')).toBeInTheDocument();
  });

  it("says 'about' when a search on a very big site estimated its total", async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=analyst',
      mocks: [searchAnswer({ total: 5400, totalIsEstimate: true, search: { term: 'analyst' } })],
    });
    expect(await screen.findAllByTestId('job-card')).toHaveLength(6);
    expect(screen.getByTestId('jobs-found')).toHaveTextContent('about 5400 jobs found for "analyst"');
    expect(screen.getByText('Showing 1 to 6 of about 5400 jobs')).toBeInTheDocument();
  });

  it('restores term, filters and page from the address (a reload or a shared link)', async () => {
    const search = { term: 'react', jobTypes: ['Full-time'], locations: ['Pune, Maharashtra'], page: 2 };
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=react&type=Full-time&location=Pune%2C+Maharashtra&page=2',
      mocks: [searchAnswer({ total: 8, search })],
    });
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('react');
    expect(await screen.findAllByTestId('job-card')).toHaveLength(2);
    expect(screen.getByTestId('jobs-found')).toHaveTextContent('8 jobs found for "react"');
    expect(screen.getByTestId('jobs-page-of')).toHaveTextContent('Page 2 of 2');
    expect(screen.getByTestId('filter-jobTypes')).toHaveTextContent('1');
    expect(screen.getByTestId('filter-locations')).toHaveTextContent('1');
  });

  it('lists the server facets with counts and writes a chosen filter into the address, back at page 1', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=dev&page=2',
      mocks: [
        searchAnswer({ total: 14, search: { term: 'dev', page: 2 } }),
        searchAnswer({ total: 3, search: { term: 'dev', jobTypes: ['Contract'] } }),
      ],
    });
    await screen.findAllByTestId('job-card');
    fireEvent.click(screen.getByTestId('filter-jobTypes'));
    const panel = within(await screen.findByRole('group', { name: 'Job Type' }));
    expect(panel.getAllByRole('checkbox')).toHaveLength(3);
    // Sorted by value, each with its count.
    expect(panel.getByText('Contract').parentElement).toHaveTextContent('Contract3');
    expect(panel.getByText('Full-time').parentElement).toHaveTextContent('Full-time10');

    fireEvent.click(panel.getByRole('checkbox', { name: /Contract/ }));
    expect(location()).toBe('/jobs?search=dev&type=Contract');
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(3));
  });

  it('shows facet counts the server says are lower bounds with a plus', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=team',
      mocks: [
        searchAnswer({
          total: 1000,
          totalIsEstimate: true,
          totalIsLowerBound: true,
          facetsEstimated: true,
          search: { term: 'team' },
        }),
      ],
    });
    await screen.findAllByTestId('job-card');
    fireEvent.click(screen.getByTestId('filter-categories'));
    const panel = within(await screen.findByRole('group', { name: 'Category' }));
    expect(panel.getByText('Technology').parentElement).toHaveTextContent('Technology12+');
    expect(panel.getByLabelText('at least 12 jobs')).toBeInTheDocument();
  });

  it('sets salary, posted within, remote and order in the address, back at page 1, and sends them', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=dev&page=2',
      mocks: [
        searchAnswer({ total: 14, search: { term: 'dev', page: 2 } }),
        searchAnswer({ total: 5, search: { term: 'dev', salaryMin: 600_000 } }),
        searchAnswer({ total: 4, search: { term: 'dev', salaryMin: 600_000, sort: 'salary' } }),
        searchAnswer({ total: 3, search: { term: 'dev', salaryMin: 600_000, sort: 'salary', remote: true } }),
        searchAnswer({
          total: 2,
          search: { term: 'dev', salaryMin: 600_000, sort: 'salary', remote: true, postedWithin: 7 },
        }),
      ],
    });
    await screen.findAllByTestId('job-card');
    const salary = await screen.findByRole('combobox', { name: 'Salary' });
    expect([...(salary as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Any salary',
      '3 L+',
      '6 L+',
      '10 L+',
      '15 L+',
      '25 L+',
    ]);
    fireEvent.change(salary, { target: { value: '600000' } });
    expect(location()).toBe('/jobs?search=dev&salaryMin=600000');
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(5));

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    // With a term the default is by relevance; a visitor is offered no best match.
    expect(sort).toHaveValue('relevance');
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Relevance',
      'Newest',
      'Highest salary',
    ]);
    fireEvent.change(sort, { target: { value: 'salary' } });
    expect(location()).toBe('/jobs?search=dev&salaryMin=600000&sort=salary');
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(4));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    expect(location()).toBe('/jobs?search=dev&salaryMin=600000&remote=1&sort=salary');
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(3));

    fireEvent.change(screen.getByRole('combobox', { name: 'Posted' }), { target: { value: '7' } });
    expect(location()).toBe('/jobs?search=dev&salaryMin=600000&posted=7&remote=1&sort=salary');
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(2));
  });

  it('offers no relevance order without a term and shows a shared salary that is not a band', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?salaryMin=750000',
      mocks: [searchAnswer({ total: 2, search: { salaryMin: 750_000 } })],
    });
    await screen.findAllByTestId('job-card');
    expect(screen.getByRole('combobox', { name: 'Salary' })).toHaveValue('750000');
    expect(screen.getByRole('option', { name: '7.5 L+' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort).toHaveValue('newest');
    expect([...sort.options].map((o) => o.value)).toEqual(['newest', 'salary']);
  });

  it("shows a seeker each job's match and offers Best match, kept in the address", async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs',
      session: seeker,
      mocks: [
        searchAnswer({ total: 2, match: makeMatch(87) }),
        searchAnswer({ total: 2, search: { sort: 'best_match' }, match: makeMatch(87) }),
      ],
    });
    const cards = await screen.findAllByTestId('job-card');
    expect(await within(cards[0]).findByTestId('job-card-match')).toHaveTextContent('87% match');
    // The top three reasons, most points first.
    expect(within(cards[0]).getByTestId('job-card-reasons')).toHaveTextContent(
      '3 of 4 skills · in Pune · Technology',
    );
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Newest',
      'Highest salary',
      'Best match',
    ]);
    fireEvent.change(sort, { target: { value: 'best_match' } });
    expect(location()).toBe('/jobs?sort=best_match');
    await waitFor(() => expect(sort).toHaveValue('best_match'));
  });

  it('offers a seeker whose profile and survey match nothing no Best match, and shows no match', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs',
      session: seeker,
      mocks: [searchAnswer({ total: 2, match: null })],
    });
    await screen.findAllByTestId('job-card');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.value)).toEqual(['newest', 'salary']);
    expect(screen.queryByTestId('job-card-match')).toBeNull();
  });

  it('mirrors the typed term into ?search= after a pause', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/search?page=2',
      mocks: [
        searchAnswer({ total: 14, search: { page: 2 } }),
        searchAnswer({ total: 2, search: { term: 'designer' } }),
      ],
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search jobs' }), { target: { value: 'designer' } });
    expect(location()).toBe('/search?page=2');
    await waitFor(() => expect(location()).toBe('/search?search=designer'));
  });

  it('searches at once on submit', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs',
      mocks: [searchAnswer({ total: 6 }), searchAnswer({ total: 6, search: { term: 'data analyst' } })],
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search jobs' }), {
      target: { value: 'data analyst' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/jobs?search=data+analyst');
    await screen.findAllByTestId('job-card');
  });

  it('clears the term and every filter with Clear all', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=go&category=Technology',
      mocks: [
        searchAnswer({ total: 6, search: { term: 'go', categories: ['Technology'] } }),
        searchAnswer({ total: 14 }),
      ],
    });
    await screen.findAllByTestId('job-card');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/jobs');
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('takes the category of /jobs/{category} as a filter, and moves to /jobs when the filters change', async () => {
    renderRoutes(
      [
        {
          path: '/jobs/:category',
          element: (
            <>
              <JobsPage />
              <LocationProbe />
            </>
          ),
        },
        { path: '/jobs', element: <LocationProbe /> },
      ],
      {
        route: '/jobs/Marketing',
        mocks: [searchAnswer({ total: 6, search: { categories: ['Marketing'] } })],
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing Jobs' })).toBeInTheDocument();
    await screen.findAllByTestId('job-card');
    expect(screen.getByTestId('filter-categories')).toHaveTextContent('1');

    fireEvent.click(screen.getByTestId('filter-jobTypes'));
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Job Type' })).getByRole('checkbox', {
        name: /Contract/,
      }),
    );
    expect(location()).toBe('/jobs?type=Contract&category=Marketing');
  });

  it('hints that a term matched only by the typo fallback', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=enginer',
      mocks: [searchAnswer({ total: 2, search: { term: 'enginer' }, matchedBy: 'fuzzy' })],
    });
    await screen.findAllByTestId('job-card');
    expect(screen.getByTestId('jobs-fuzzy')).toBeInTheDocument();
  });

  it('shows the empty state for a search without results, with Clear All Filters', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=zzz',
      mocks: [
        searchAnswer({
          total: 0,
          search: { term: 'zzz' },
          facets: { ...SAMPLE_FACETS, jobTypes: [facet('Full-time', 0)] },
        }),
        searchAnswer({ total: 6 }),
      ],
    });
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No matching jobs found')).toBeInTheDocument();
    expect(
      empty.getByText('Try adjusting your search terms or filters, or clear them to see posted jobs.'),
    ).toBeInTheDocument();
    fireEvent.click(empty.getByRole('button', { name: 'Clear All Filters' }));
    expect(location()).toBe('/jobs');
    await screen.findAllByTestId('job-card');
  });

  it("says 'No jobs found matching your search and filters' when filters leave nothing", async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=react&type=Full-time',
      mocks: [searchAnswer({ total: 0, search: { term: 'react', jobTypes: ['Full-time'] } })],
    });
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No jobs found matching your search and filters')).toBeInTheDocument();
    expect(empty.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });

  it('shows an error with Refresh', async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs',
      mocks: [
        {
          request: { query: JobsPageDocument, variables: jobSearchVariables(EMPTY_SEARCH, 6) },
          error: new Error('down'),
        },
      ],
    });
    expect(await screen.findByText('Failed to fetch jobs. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it("names a failed search 'Failed to search jobs'", async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=go',
      mocks: [
        {
          request: {
            query: JobsPageDocument,
            variables: jobSearchVariables({ ...EMPTY_SEARCH, term: 'go' }, 6),
          },
          error: new Error('down'),
        },
      ],
    });
    expect(await screen.findByText('Failed to search jobs')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused search, such as only words to leave out", async () => {
    renderWithProviders(<JobsPage />, {
      route: '/jobs?search=-react',
      mocks: [
        {
          request: {
            query: JobsPageDocument,
            variables: jobSearchVariables({ ...EMPTY_SEARCH, term: '-react' }, 6),
          },
          result: {
            errors: [
              new GraphQLError(SEARCH_MESSAGES.onlyExclusions, { extensions: { code: 'BAD_USER_INPUT' } }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('Failed to search jobs')).toBeInTheDocument();
    expect(screen.getByText(SEARCH_MESSAGES.onlyExclusions)).toBeInTheDocument();
  });
});
