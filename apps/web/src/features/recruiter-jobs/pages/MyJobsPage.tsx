import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

import {
  AccentScope,
  EmptyState,
  ErrorBlock,
  LoadingBlock,
  PageHeader,
  Pager,
  StatTileRow,
  SearchField,
} from '@hireloop/ui';

import type { JobStatus } from '../../../gql/graphql';
import { MY_JOBS_FILTER_STATUSES, capitalise, jobStatusValue, parseJobStatus } from '../format';
import { PostingLimitNotice } from '../components/PostingLimitNotice';
import { RecruiterJobCard } from '../components/RecruiterJobCard';
import { StatusChips, type StatusChipOption } from '../components/StatusChips';
import { UpgradeDialog } from '../components/UpgradeDialog';
import { useListParams } from '../hooks/useListParams';
import { useMyJobs, type MyJobsPage as MyJobsData } from '../hooks/useMyJobs';
import { serverMessage } from '../../../app/graphqlErrors';
import { useToast } from '../../../app/toast';
import { useExtendAction } from '../hooks/useExtendAction';
import { useExtendJobByLink } from '../hooks/useSaveJob';
import { usePostingLimit } from '../hooks/usePostingLimit';
import { postJobPath } from '../paths';
import { postingLimitLevel, type PostingLimit } from '../postingLimit';
import { JOB_EXPIRY_MESSAGES, plural } from '@hireloop/schema';

export const MY_JOBS_ERROR = 'Failed to load your jobs. Please try again.';

function countOf(data: MyJobsData | null, status: JobStatus): number {
  return data?.statusCounts.find((row) => row.status === status)?.count ?? 0;
}

function totalOf(data: MyJobsData | null): number {
  return data?.statusCounts.reduce((sum, row) => sum + row.count, 0) ?? 0;
}

/** 'Job postings used 2/3' with a bar that turns amber at the warning and red at the limit. */
function PostingUsage({ limit }: { limit: PostingLimit }) {
  const level = postingLimitLevel(limit);
  if (limit.limit === null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <AllInclusiveIcon fontSize="small" />
        <Typography variant="body2" data-testid="posting-usage">
          Unlimited job postings on your plan
        </Typography>
      </Stack>
    );
  }
  const color = level === 'limit' ? 'error' : level === 'warning' ? 'warning' : 'primary';
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="body2" color="text.secondary">
          Job postings used
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="posting-usage">
          {limit.used}/{limit.limit}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        color={color}
        value={Math.min(100, (limit.used / Math.max(limit.limit, 1)) * 100)}
        aria-label={`${limit.used} of ${limit.limit} job postings used`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/**
 * The "Extend 30 days" link of an expiry mail, /recruiter/jobs?extend={token} (the recruiter guard asks a
 * visitor to sign in first and comes back): extends the link's job once (the server checks that it is the
 * signed-in recruiter's), says how that went and takes the token out of the address.
 */
function useExtendLink(onDone: () => void) {
  const [params, setParams] = useSearchParams();
  const token = params.get('extend');
  const { extendByLink } = useExtendJobByLink();
  const toast = useToast();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('extend');
        return next;
      },
      { replace: true },
    );
    extendByLink(token)
      .then(() => toast.success(JOB_EXPIRY_MESSAGES.extended))
      .catch((failure: unknown) =>
        toast.error(serverMessage(failure) ?? JOB_EXPIRY_MESSAGES.extendLinkInvalid, 8000),
      )
      .finally(onDone);
  }, [token, setParams, extendByLink, toast, onDone]);
}

/**
 * My Jobs (/recruiter/jobs): the recruiter's jobs with their closing dates and Extend, the posting limit,
 * search, status filter and pages; `?extend={token}` is an expiry mail's extend link.
 */
export function MyJobsPage() {
  const { values, page, set, setPage } = useListParams(['q', 'status'] as const);
  const status = parseJobStatus(values.status);
  const keyword = values.q;
  const jobs = useMyJobs(keyword, status, page);
  const posting = usePostingLimit();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // Reopening an expired job counts against the plan, so the usage is read again either way.
  const refetchLimit = () => void posting.refetch();
  const { extendJob, extendingId } = useExtendAction(refetchLimit);
  useExtendLink(refetchLimit);

  const limit = posting.limit;
  const atLimit = limit !== null && postingLimitLevel(limit) === 'limit';
  const data = jobs.data;
  const total = totalOf(data);
  const refreshing = jobs.refreshing || posting.loading;

  const refresh = () => {
    void jobs.refetch();
    void posting.refetch();
  };

  const statusOptions: StatusChipOption<JobStatus>[] = [
    { value: null, label: 'All', count: total },
    ...MY_JOBS_FILTER_STATUSES.map((value) => ({
      value,
      label: capitalise(value),
      count: countOf(data, value),
    })),
  ];

  const postButton = (testId: string) =>
    atLimit ? (
      <Button
        variant="contained"
        color="error"
        startIcon={<WorkspacePremiumIcon />}
        onClick={() => setUpgradeOpen(true)}
        data-testid="upgrade-button"
      >
        Upgrade
      </Button>
    ) : (
      <Button href={postJobPath()} variant="contained" startIcon={<AddIcon />} data-testid={testId}>
        Post Job
      </Button>
    );

  let body;
  if (jobs.loading) {
    body = <LoadingBlock text="Loading your jobs..." />;
  } else if (!data) {
    body = <ErrorBlock title={MY_JOBS_ERROR} onRetry={refresh} />;
  } else if (data.items.length === 0) {
    body =
      keyword || status ? (
        <EmptyState
          icon={<SearchOffOutlinedIcon />}
          title={status && !keyword ? `No ${jobStatusValue(status)} jobs found` : 'No matching jobs found'}
          description="Try another search term or status."
          action={
            <Button variant="outlined" onClick={() => set({ q: '', status: '' })}>
              Clear search
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<WorkOutlineOutlinedIcon />}
          title="No jobs posted yet"
          description="Post your first job to start receiving applications."
          action={atLimit ? undefined : postButton('empty-post-job-button')}
        />
      );
  } else {
    body = (
      <Grid container spacing={3} data-testid="my-jobs">
        {data.items.map((job) => (
          <Grid key={job.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <RecruiterJobCard job={job} onExtend={extendJob} extending={extendingId === job.id} />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <AccentScope accent="secondary">
      <PageHeader
        icon={<WorkOutlineOutlinedIcon />}
        title="My Jobs"
        subtitle={limit ? `${plural(limit.used, 'job')} posted` : 'Your job postings'}
        actions={
          <>
            <Button
              variant="outlined"
              onClick={refresh}
              disabled={refreshing}
              startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
            >
              Refresh
            </Button>
            {postButton('post-job-button')}
          </>
        }
      >
        {limit && <PostingUsage limit={limit} />}
      </PageHeader>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Stack spacing={3}>
          <PostingLimitNotice limit={limit} onUpgrade={() => setUpgradeOpen(true)} />

          <StatTileRow
            size={{ xs: 6, md: 3 }}
            tiles={[
              { label: 'Total Jobs', value: total, icon: <WorkOutlineOutlinedIcon />, testId: 'stat-total' },
              {
                label: 'Active Jobs',
                value: countOf(data, 'ACTIVE'),
                icon: <CheckCircleOutlinedIcon />,
                tone: 'success',
                testId: 'stat-active',
              },
              {
                label: 'Drafts',
                value: countOf(data, 'DRAFT'),
                icon: <EditNoteOutlinedIcon />,
                tone: 'warning',
                testId: 'stat-drafts',
              },
              {
                label: 'Postings Left',
                value:
                  limit === null
                    ? '–'
                    : limit.limit === null
                      ? 'Unlimited'
                      : Math.max(limit.limit - limit.used, 0),
                icon: <PostAddOutlinedIcon />,
                tone: atLimit ? 'error' : 'info',
                hint: limit?.limit ? `of ${limit.limit} on your plan` : undefined,
                testId: 'stat-postings-left',
              },
            ]}
          />

          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <SearchField
                value={keyword}
                onSearch={(term) => set({ q: term })}
                placeholder="Search title, location, type, salary or company"
                label="Search my jobs"
                fullWidth
              />
            </Box>
            <StatusChips
              label="Filter by status"
              options={statusOptions}
              selected={status}
              onChange={(next) => set({ status: next ? jobStatusValue(next) : '' })}
            />
          </Stack>

          {body}

          {data && (
            <Pager page={data.page} pageCount={data.pageCount} onPageChange={setPage} label="My jobs pages" />
          )}
        </Stack>
      </Container>

      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} limit={limit?.limit} />
    </AccentScope>
  );
}
