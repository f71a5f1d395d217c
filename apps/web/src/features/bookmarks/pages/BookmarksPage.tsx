import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';

import { SEEKER_MESSAGES } from '@hireloop/schema';
import { CardGrid, EmptyState, ErrorBlock, LoadingBlock, PagedFooter, PageHeader } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { jobPath, paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { JobFilters } from '../../jobs/components/JobFilters';
import { SearchBox } from '../../jobs/components/SearchBox';
import { useToggleBookmark } from '../../jobs/hooks/useJobActions';
import { useSearchState } from '../../jobs/hooks/useSearchState';
import { hasFilters, showingRange } from '../../jobs/searchParams';
import { BookmarkCard } from '../components/BookmarkCard';
import { useBookmarkedJobs, type SavedJob } from '../hooks/useBookmarkedJobs';
import { savedAgeText } from '../savedAge';
import { JOB_TOAST_MS } from '../../../app/timings';

export const BOOKMARKS_LOAD_ERROR = 'Failed to load bookmarked jobs';
export const BOOKMARK_REMOVE_FAILED = 'Failed to remove bookmark';
export const LINK_COPIED = 'Job link copied to clipboard';

/** '{n} saved job(s) waiting for you'; with none, how to save one. */
export function savedJobsLine(count: number): string {
  if (count === 0) return 'Save jobs with the bookmark icon to find them here';
  return `${count} saved ${count === 1 ? 'job' : 'jobs'} waiting for you`;
}

/** Bookmarks (/bookmark): the seeker's saved jobs with search, filters, share and remove. */
export function BookmarksPage() {
  const search = useSearchState();
  const { state } = search;
  const { items, total, savedCount, pageCount, pageSize, facets, loading, updating, error, refresh } =
    useBookmarkedJobs(state);
  const { toggle } = useToggleBookmark();
  const toast = useToast(JOB_TOAST_MS);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  // Read once per render of the list; the texts only need day precision.
  const [now] = useState(() => new Date());

  const searching = Boolean(state.term) || hasFilters(state);
  const shown = items.filter((item) => !removing.has(item.job.id));

  const remove = async (saved: SavedJob) => {
    const id = saved.job.id;
    setRemoving((current) => new Set(current).add(id));
    try {
      const stillSaved = await toggle(id);
      toast.success(stillSaved ? SEEKER_MESSAGES.bookmarkAdded : SEEKER_MESSAGES.bookmarkRemoved);
      await refresh();
    } catch {
      toast.error(BOOKMARK_REMOVE_FAILED);
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const share = async (saved: SavedJob) => {
    const url = `${window.location.origin}${jobPath(saved.job.id)}`;
    const title = saved.job.title;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `${title} at ${saved.job.company.name}`, url });
      } catch {
        // Cancelled by the user: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
    } catch {
      toast.error('Could not copy the link');
    }
  };

  const goToPage = (page: number) => {
    search.setPage(page);
    window.scrollTo({ top: 0 });
  };

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading bookmarked jobs..." />;
  } else if (error) {
    body = (
      <ErrorBlock
        title={BOOKMARKS_LOAD_ERROR}
        message={serverMessage(error) ?? undefined}
        retryLabel="Retry"
        onRetry={() => void refresh()}
      />
    );
  } else if (shown.length === 0 && !searching) {
    body = (
      <EmptyState
        icon={<BookmarksOutlinedIcon />}
        title="No bookmarks yet"
        description="Start bookmarking jobs you're interested in to see them here"
        action={
          <Button href={paths.jobs} variant="contained">
            Browse Jobs
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title="No matching jobs found"
        description="Try adjusting your search terms or filters, or clear them to see posted jobs."
        action={
          <Button variant="outlined" onClick={search.clearAll}>
            Clear All Filters
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <CardGrid>
          {shown.map((saved) => (
            <BookmarkCard
              key={saved.job.id}
              saved={saved}
              savedAge={savedAgeText(saved.savedAt, now)}
              onRemove={() => void remove(saved)}
              onShare={() => void share(saved)}
              removing={removing.has(saved.job.id)}
            />
          ))}
        </CardGrid>
        <PagedFooter
          page={state.page}
          pageCount={pageCount}
          onPageChange={goToPage}
          label="Bookmark pages"
          showing={showingRange(state.page, pageSize, total, items.length)}
          showingTestId="bookmarks-showing"
        />
      </>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Your Bookmarked Jobs"
        subtitle={loading || error ? undefined : savedJobsLine(savedCount)}
        icon={<BookmarksOutlinedIcon />}
        actions={
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<RefreshIcon />}
            onClick={() => void refresh()}
            disabled={updating}
            sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            Refresh
          </Button>
        }
      >
        <Stack spacing={2}>
          <SearchBox
            value={search.text}
            onChange={search.setText}
            onSubmit={search.submitText}
            placeholder="Search bookmarked jobs..."
            label="Search bookmarked jobs"
          />
          <JobFilters
            facets={facets}
            state={state}
            onChange={search.setFilter}
            onClearAll={search.clearAll}
            showClearAll={searching}
          />
        </Stack>
      </PageHeader>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        {updating && (
          <LinearProgress sx={{ mb: 2, borderRadius: 1, height: 3 }} aria-label="Updating bookmarks" />
        )}
        {body}
      </Container>
    </Box>
  );
}
