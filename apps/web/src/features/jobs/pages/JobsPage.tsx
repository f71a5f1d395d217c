import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { Role } from '@hireloop/schema';
import { EmptyState, ErrorBlock, LoadingBlock, PagedFooter } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { JobFilters } from '../components/JobFilters';
import { JobGrid } from '../components/JobGrid';
import { SearchBox } from '../components/SearchBox';
import { lazyPart } from '../../../app/components/lazyPart';
import { useJobsPage } from '../hooks/useJobsPage';
import { useSearchState } from '../hooks/useSearchState';
import { hasFilters, showingRange } from '../searchParams';

/**
 * Salary, posted within, remote and order, and "Save as alert": chunks of their own, so the page's first
 * load stays within its budget. The page's code waits for them (`preloadParts`, called by the route before
 * the first render), so that the prerendered page hydrates them with the rest.
 */
const SearchRefinements = lazyPart(() => import('../components/SearchRefinements'));
const SaveAlertButton = lazyPart(() => import('../../alerts/components/SaveAlertButton'));

export const preloadParts = () => Promise.all([SearchRefinements.preload(), SaveAlertButton.preload()]);

/** A signed-in seeker's match on each card: its code loads only for them. */
const JobMatchLine = lazy(() => import('../../match/components/JobMatchLine'));

/** Shown only while a new page of results loads: its code comes with the first such moment. */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

export const JOBS_FETCH_ERROR = 'Failed to fetch jobs. Please try again.';
export const JOBS_SEARCH_ERROR = 'Failed to search jobs';

/**
 * The jobs listing of /jobs, /search and /jobs/{category}: search box, Job Type / Location / Category
 * filters with counts, results and pages. Term, filters and page live in the address.
 */
export function JobsPage() {
  const { category } = useParams();
  const location = useLocation();
  const search = useSearchState(category ? { category, pathname: paths.jobs } : {});
  const { state, text, setText } = search;
  const seeker = useSession().role === Role.JOB_SEEKER;
  const {
    jobs,
    total,
    totalText,
    pageCount,
    pageSize,
    facets,
    matchedBy,
    loading,
    updating,
    error,
    refresh,
  } = useJobsPage(state, seeker);

  const filtered = hasFilters(state);
  const searching = Boolean(state.term) || filtered;

  const goToPage = (next: number) => {
    search.setPage(next);
    window.scrollTo({ top: 0 });
  };

  const pages = Math.max(pageCount, 1);
  const title = category ? `${category} Jobs` : 'Find your next job';

  let results;
  if (loading) {
    results = <LoadingBlock text="Loading jobs..." />;
  } else if (error) {
    results = (
      <ErrorBlock
        title={searching ? JOBS_SEARCH_ERROR : JOBS_FETCH_ERROR}
        message={searching ? (serverMessage(error) ?? 'Please try again.') : undefined}
        retryLabel="Refresh"
        onRetry={refresh}
      />
    );
  } else if (jobs.length === 0 && total > 0) {
    results = (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title={`There is no page ${state.page}`}
        description={`The results end at page ${pages}.`}
        action={<Button onClick={() => goToPage(1)}>Go to the first page</Button>}
      />
    );
  } else if (jobs.length === 0) {
    results = searching ? (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title={filtered ? 'No jobs found matching your search and filters' : 'No matching jobs found'}
        description="Try adjusting your search terms or filters, or clear them to see posted jobs."
        action={
          <Button variant="outlined" onClick={search.clearAll}>
            Clear All Filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<WorkOutlineOutlinedIcon />}
        title="No bookmarks yet"
        description="No jobs are posted at the moment. Check back later for new opportunities."
      />
    );
  } else {
    results = (
      <>
        <Box sx={{ opacity: updating ? 0.6 : 1, transition: 'opacity 160ms ease' }} aria-busy={updating}>
          <JobGrid
            jobs={jobs}
            from={`${location.pathname}${location.search}`}
            extra={
              seeker
                ? (job) => (
                    <Suspense fallback={null}>
                      <JobMatchLine job={job} />
                    </Suspense>
                  )
                : undefined
            }
          />
        </Box>
        <PagedFooter
          page={state.page}
          pageCount={pageCount}
          onPageChange={goToPage}
          pageHref={search.pageHref}
          label="Job result pages"
          showing={showingRange(state.page, pageSize, total, jobs.length, totalText)}
          showingTestId="jobs-showing"
        />
      </>
    );
  }

  return (
    <Box>
      <Box
        sx={(theme) => ({
          py: { xs: 4, md: 6 },
          borderBottom: 1,
          borderColor: 'divider',
          background: `linear-gradient(180deg, ${theme.alpha(theme.vars.palette.primary.main, 0.07)}, transparent)`,
          ...theme.applyStyles('dark', {
            background: `linear-gradient(180deg, ${theme.alpha(theme.vars.palette.primary.main, 0.14)}, transparent)`,
          }),
        })}
      >
        <Container maxWidth="lg">
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 36 } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Search by title, skill, company or city.
          </Typography>
          <Box sx={{ mt: 3 }}>
            <SearchBox
              value={text}
              onChange={setText}
              onSubmit={search.submitText}
              placeholder="Search jobs..."
              label="Search jobs"
              action={{ path: paths.jobs, name: 'search' }}
            />
          </Box>
          <Box sx={{ mt: 2 }}>
            <JobFilters
              facets={facets}
              state={state}
              onChange={search.setFilter}
              onClearAll={search.clearAll}
              showClearAll={searching}
            />
          </Box>
          <Box sx={{ mt: 2, minHeight: 40 }}>
            <Suspense fallback={null}>
              <SearchRefinements
                term={state.term}
                value={state}
                onChange={search.refine}
                bestMatch={seeker && jobs.some((j) => j.match)}
              />
            </Suspense>
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: updating ? 2.5 : 3 }}
          aria-live="polite"
        >
          <Box>
            {/* The results' heading: job card titles (h3) follow it in order. */}
            <Typography variant="h6" component="h2" data-testid="jobs-found">
              {loading
                ? 'Searching jobs...'
                : `${totalText} jobs found${state.term ? ` for "${state.term}"` : ''}`}
            </Typography>
            {matchedBy === 'fuzzy' && total > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="jobs-fuzzy">
                No exact matches, so these are jobs for the closest words.
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Suspense fallback={null}>
              <SaveAlertButton state={state} />
            </Suspense>
            <Typography variant="body2" color="text.secondary" data-testid="jobs-page-of">
              Page {state.page} of {pages}
            </Typography>
          </Stack>
        </Stack>
        {updating && (
          <Suspense fallback={<Box sx={{ mb: 2, height: 3 }} />}>
            <LinearProgress sx={{ mb: 2, borderRadius: 1, height: 3 }} aria-label="Updating results" />
          </Suspense>
        )}
        {results}
      </Container>
    </Box>
  );
}
