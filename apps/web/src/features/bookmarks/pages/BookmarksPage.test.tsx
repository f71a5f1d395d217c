import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { BookmarkedJobsDocument, ToggleBookmarkDocument } from '../../../gql/graphql';
import { makeJob, seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_SEARCH, searchVariables, type SearchState } from '../../jobs/searchParams';
import { SAMPLE_FACETS, facet } from '../../jobs/testFixtures';
import { BookmarksPage, savedJobsLine } from './BookmarksPage';

const DAY = 24 * 60 * 60 * 1000;

function saved(n: number, daysAgo: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SavedJob',
    savedAt: new Date(Date.now() - daysAgo * DAY - 60_000).toISOString(),
    job: {
      ...makeJob(n),
      skills: ['React', 'TypeScript', 'GraphQL', 'Docker'],
      status: 'ACTIVE',
      viewerHasBookmarked: true,
      ...overrides,
    },
  };
}

function answer(
  search: Partial<SearchState>,
  items: ReturnType<typeof saved>[],
  total = items.length,
  facets = SAMPLE_FACETS,
): MockLink.MockedResponse {
  return {
    request: {
      query: BookmarkedJobsDocument,
      variables: searchVariables({ ...EMPTY_SEARCH, ...search }, 12),
    },
    result: {
      data: {
        bookmarks: {
          __typename: 'SavedJobPage',
          total,
          page: search.page ?? 1,
          pageSize: 12,
          pageCount: Math.ceil(total / 12),
          items,
          facets,
        },
      },
    },
  };
}

function renderBookmarks(mocks: MockLink.MockedResponse[], route = '/bookmark') {
  return renderWithProviders(<BookmarksPage />, { route, session: seeker, mocks });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookmarksPage', () => {
  it('lists the saved jobs with their saved age, and counts every saved job', async () => {
    renderBookmarks([answer({}, [saved(1, 1), saved(2, 3, { salary: '', category: '' }), saved(3, 20)])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Bookmarked Jobs' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('bookmark-card');
    expect(cards).toHaveLength(3);
    // 14 = the sum of the job type counts over all saved jobs.
    expect(screen.getByTestId('page-subtitle')).toHaveTextContent('14 saved jobs waiting for you');
    expect(within(cards[0]).getByTestId('bookmark-card-age')).toHaveTextContent('Saved 1 day ago');
    expect(within(cards[1]).getByTestId('bookmark-card-age')).toHaveTextContent('Saved 3 days ago');
    expect(within(cards[2]).getByTestId('bookmark-card-age')).toHaveTextContent('Saved 2 weeks ago');
    expect(within(cards[1]).getByTestId('bookmark-card-salary')).toHaveTextContent('Not specified');
    // No category: the job type stands in.
    expect(within(cards[1]).getAllByText('Full-time').length).toBeGreaterThan(1);
    expect(within(cards[0]).getByRole('link', { name: 'Software Engineer 1' })).toHaveAttribute(
      'href',
      '/job/job-1',
    );
    // At most three skills, then '+n more'.
    expect(within(cards[0]).getByTestId('bookmark-card-skills')).toHaveTextContent(
      'ReactTypeScriptGraphQL+1 more',
    );
  });

  it('words the count for one saved job', () => {
    expect(savedJobsLine(1)).toBe('1 saved job waiting for you');
    expect(savedJobsLine(0)).toBe('Save jobs with the bookmark icon to find them here');
  });

  it('removes a job from the card menu', async () => {
    renderBookmarks([
      answer({}, [saved(1, 1), saved(2, 2)]),
      {
        request: { query: ToggleBookmarkDocument, variables: { jobId: 'job-1' } },
        result: {
          data: { toggleBookmark: { __typename: 'BookmarkToggle', jobId: 'job-1', bookmarked: false } },
        },
      },
      answer({}, [saved(2, 2)], 1, { ...SAMPLE_FACETS, jobTypes: [facet('Full-time', 1)] }),
      answer({}, [saved(2, 2)], 1, { ...SAMPLE_FACETS, jobTypes: [facet('Full-time', 1)] }),
    ]);
    const [first] = await screen.findAllByTestId('bookmark-card');
    fireEvent.click(within(first).getByRole('button', { name: 'More actions for Software Engineer 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Job removed from bookmarks');
    await waitFor(() => expect(screen.getAllByTestId('bookmark-card')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('page-subtitle')).toHaveTextContent('1 saved job waiting for you'),
    );
  });

  it("says 'Failed to remove bookmark' when removing fails", async () => {
    renderBookmarks([
      answer({}, [saved(1, 1)]),
      { request: { query: ToggleBookmarkDocument, variables: { jobId: 'job-1' } }, error: new Error('down') },
    ]);
    const [card] = await screen.findAllByTestId('bookmark-card');
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Software Engineer 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to remove bookmark');
    expect(screen.getAllByTestId('bookmark-card')).toHaveLength(1);
  });

  it('shares with the native share sheet when there is one, else copies the link', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderBookmarks([answer({}, [saved(1, 1)])]);
    const [card] = await screen.findAllByTestId('bookmark-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Share Software Engineer 1' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Software Engineer 1',
        text: 'Software Engineer 1 at Acme 1',
        url: `${window.location.origin}/job/job-1`,
      }),
    );

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    fireEvent.click(within(card).getByRole('button', { name: 'Share Software Engineer 1' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Job link copied to clipboard');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/job/job-1`);
  });

  it('searches the saved jobs by keyword and filters, kept in the address', async () => {
    renderBookmarks(
      [answer({ term: 'acme', locations: ['Pune, Maharashtra'] }, [saved(4, 2)])],
      '/bookmark?search=acme&location=Pune%2C+Maharashtra',
    );
    expect(screen.getByRole('textbox', { name: 'Search bookmarked jobs' })).toHaveAttribute(
      'placeholder',
      'Search bookmarked jobs...',
    );
    expect(screen.getByRole('textbox', { name: 'Search bookmarked jobs' })).toHaveValue('acme');
    expect(await screen.findAllByTestId('bookmark-card')).toHaveLength(1);
    expect(screen.getByTestId('filter-locations')).toHaveTextContent('1');
  });

  it("shows 'No bookmarks yet' when nothing is saved", async () => {
    renderBookmarks([answer({}, [], 0, { ...SAMPLE_FACETS, jobTypes: [], locations: [], categories: [] })]);
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No bookmarks yet')).toBeInTheDocument();
    expect(
      empty.getByText("Start bookmarking jobs you're interested in to see them here"),
    ).toBeInTheDocument();
  });

  it("shows 'No matching jobs found' when a search finds nothing", async () => {
    renderBookmarks([answer({ term: 'zzz' }, [], 0)], '/bookmark?search=zzz');
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No matching jobs found')).toBeInTheDocument();
    expect(empty.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });

  it('shows the error with Retry, which loads again', async () => {
    renderBookmarks([
      {
        request: { query: BookmarkedJobsDocument, variables: searchVariables(EMPTY_SEARCH, 12) },
        error: new Error('down'),
      },
      answer({}, [saved(1, 1)]),
    ]);
    expect(await screen.findByText('Failed to load bookmarked jobs')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('bookmark-card')).toHaveLength(1);
  });
});
