import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';

import { CardGrid, EmptyState, ErrorBlock, LoadingBlock, PagedFooter, PageHeader } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { SearchBox } from '../../jobs/components/SearchBox';
import { useSearchState } from '../../jobs/hooks/useSearchState';
import { ApplicationCard } from '../components/ApplicationCard';
import { useMyApplications } from '../hooks/useMyApplications';

export const APPLIED_JOBS_ERROR = 'Failed to load applied jobs';

/** 'Showing a to b of n applications'. */
function showingApplications(page: number, pageSize: number, total: number, shown: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total} applications`;
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from} to ${from + shown - 1} of ${total} applications`;
}

/** Applied jobs (/{id}/jobs/applied): every application of the seeker with its status. */
export function AppliedJobsPage() {
  const search = useSearchState();
  const { term, page } = search.state;
  const { items, total, pageCount, pageSize, loading, updating, error, refresh } = useMyApplications(
    term,
    page,
  );

  const goToPage = (next: number) => {
    search.setPage(next);
    window.scrollTo({ top: 0 });
  };

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading applied jobs..." />;
  } else if (error) {
    body = <ErrorBlock title={APPLIED_JOBS_ERROR} retryLabel="Try again" onRetry={refresh} />;
  } else if (items.length === 0 && term) {
    body = (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title="No jobs match your search"
        description="Try adjusting your search terms"
        action={
          <Button variant="outlined" onClick={search.clearAll}>
            Clear search
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<AssignmentTurnedInOutlinedIcon />}
        title="No applied jobs found"
        description="Start applying to jobs to see them here"
        action={
          <Button href={paths.jobs} variant="contained">
            Browse Jobs
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <CardGrid>
          {items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </CardGrid>
        <PagedFooter
          page={page}
          pageCount={pageCount}
          onPageChange={goToPage}
          label="Applied job pages"
          showing={showingApplications(page, pageSize, total, items.length)}
          showingTestId="applied-showing"
        />
      </>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Applied Jobs"
        subtitle="Follow the status of every job you have applied to."
        icon={<AssignmentTurnedInOutlinedIcon />}
        actions={
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<RefreshIcon />}
            onClick={refresh}
            disabled={updating}
            sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            Refresh
          </Button>
        }
      >
        <SearchBox
          value={search.text}
          onChange={search.setText}
          onSubmit={search.submitText}
          placeholder="Search jobs..."
          label="Search applied jobs"
        />
      </PageHeader>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        {updating && (
          <LinearProgress sx={{ mb: 2, borderRadius: 1, height: 3 }} aria-label="Updating applied jobs" />
        )}
        {body}
      </Container>
    </Box>
  );
}
