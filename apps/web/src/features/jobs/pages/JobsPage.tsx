import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { SEARCH_DEBOUNCE_MS } from '@hireloop/schema';
import { EmptyState, Pager } from '@hireloop/ui';

import { ErrorState } from '../components/ErrorState';
import { JobGrid } from '../components/JobGrid';
import { LoadingState } from '../components/LoadingState';
import { useJobsPage } from '../hooks/useJobsPage';
import { parsePage, showingRange } from '../searchParams';

export const JOBS_FETCH_ERROR = 'Failed to fetch jobs. Please try again.';

/** The jobs listing of /jobs, /search and /jobs/{category}: search box, results and pages. */
export function JobsPage() {
  const { category } = useParams();
  const [params, setParams] = useSearchParams();
  const term = params.get('search') ?? '';
  const page = parsePage(params.get('page'));
  const { jobs, total, pageCount, pageSize, loading, error, refresh } = useJobsPage(page);

  // The box follows the address (?search=), e.g. after a footer link or going back.
  const [text, setText] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    setShownTerm(term);
    setText(term);
  }

  const updateParams = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Typing updates ?search= after a 500 ms pause; a new term starts again at page 1.
  useEffect(() => {
    const next = text.trim();
    if (next === term) return undefined;
    const timer = window.setTimeout(
      () => updateParams({ search: next || null, page: null }, true),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, term, updateParams]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateParams({ search: text.trim() || null, page: null }, false);
  };

  const goToPage = (next: number) => {
    updateParams({ page: next > 1 ? String(next) : null }, false);
    window.scrollTo({ top: 0 });
  };

  const pages = Math.max(pageCount, 1);
  const title = category ? `${category} Jobs` : 'Find your next job';

  let results;
  if (loading) {
    results = <LoadingState text="Loading jobs..." />;
  } else if (error) {
    results = <ErrorState title={JOBS_FETCH_ERROR} retryLabel="Refresh" onRetry={refresh} />;
  } else if (jobs.length === 0 && total > 0) {
    results = (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title={`There is no page ${page}`}
        description={`The results end at page ${pages}.`}
        action={<Button onClick={() => goToPage(1)}>Go to the first page</Button>}
      />
    );
  } else if (jobs.length === 0) {
    results = term ? (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title="No matching jobs found"
        description="Try adjusting your search terms or filters, or clear them to see posted jobs."
        action={
          <Button variant="outlined" onClick={() => setText('')}>
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
        <JobGrid jobs={jobs} />
        <Stack spacing={2} sx={{ mt: 5, alignItems: 'center' }}>
          <Pager page={page} pageCount={pageCount} onPageChange={goToPage} label="Job result pages" />
          <Typography variant="body2" color="text.secondary" data-testid="jobs-showing">
            {showingRange(page, pageSize, total, jobs.length)}
          </Typography>
        </Stack>
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
          background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.07)}, transparent)`,
        })}
      >
        <Container maxWidth="lg">
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 36 } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Search by title, skill, company or city.
          </Typography>
          <Paper
            component="form"
            role="search"
            onSubmit={handleSubmit}
            variant="outlined"
            sx={{
              mt: 3,
              p: 0.75,
              pl: 2,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              borderRadius: 3,
              maxWidth: 720,
              '&:focus-within': { borderColor: 'primary.main' },
            }}
          >
            <SearchIcon color="action" aria-hidden />
            <InputBase
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search jobs..."
              inputProps={{ 'aria-label': 'Search jobs' }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            {text && (
              <Button color="inherit" onClick={() => setText('')} sx={{ color: 'text.secondary' }}>
                Clear all
              </Button>
            )}
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Paper>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 3 }}
          aria-live="polite"
        >
          <Typography variant="h6" component="p" data-testid="jobs-found">
            {total} jobs found{term ? ` for "${term}"` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="jobs-page-of">
            Page {page} of {pages}
          </Typography>
        </Stack>
        {results}
      </Container>
    </Box>
  );
}
