import { useState } from 'react';

import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import LaunchOutlinedIcon from '@mui/icons-material/LaunchOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { StatTile } from '@hireloop/ui';

import { jobPath } from '../../../app/paths';
import { adminErrorMessage } from '../adminErrors';
import {
  ADMIN_MESSAGES,
  deleteQuestion,
  formatCount,
  formatDate,
  plural,
  removedMessage,
} from '../adminText';
import { AdminTable, type TableColumn } from '../components/AdminTable';
import { ConfirmAction } from '../components/ConfirmAction';
import { DetailsDrawer } from '../components/DetailsDrawer';
import { RefreshButton } from '../components/RefreshButton';
import { SectionHeader } from '../components/SectionHeader';
import { JobStatusPill } from '../components/StatusChips';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminJobs, type AdminJobRow } from '../hooks/useAdminTables';
import { useLoadErrorToast } from '../hooks/useLoadErrorToast';
import { usePageInRange } from '../hooks/usePageInRange';
import { useRowAction } from '../hooks/useRowAction';
import { useTableParams } from '../hooks/useTableParams';

export const JOB_SORT_KEYS = [
  'title',
  'company',
  'location',
  'type',
  'salary',
  'applications',
  'status',
  'posted',
] as const;
type JobSortKey = (typeof JOB_SORT_KEYS)[number];

const COLUMNS: TableColumn<AdminJobRow, JobSortKey>[] = [
  {
    id: 'title',
    label: 'Job Title',
    sortKey: 'title',
    minWidth: 200,
    render: (job) => <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{job.title}</Typography>,
  },
  { id: 'company', label: 'Company', sortKey: 'company', render: (job) => job.company },
  { id: 'location', label: 'Location', sortKey: 'location', render: (job) => job.location },
  { id: 'type', label: 'Type', sortKey: 'type', render: (job) => job.jobType },
  { id: 'salary', label: 'Salary', sortKey: 'salary', minWidth: 150, render: (job) => job.salary || '—' },
  {
    id: 'applications',
    label: 'Applications',
    sortKey: 'applications',
    align: 'right',
    render: (job) => formatCount(job.applications),
  },
  {
    id: 'status',
    label: 'Status',
    sortKey: 'status',
    render: (job) => <JobStatusPill status={job.status} />,
  },
  {
    id: 'posted',
    label: 'Posted',
    sortKey: 'posted',
    render: (job) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(job.createdAt)}</span>,
  },
];

/** Jobs (/admin/jobs): summary cards and the table of every job, with details and delete. */
export function JobsSection() {
  const params = useTableParams(JOB_SORT_KEYS, { key: 'posted', dir: 'DESC' });
  const jobs = useAdminJobs(params.query);
  const { deleteJob } = useAdminActions();
  const [viewing, setViewing] = useState<AdminJobRow | null>(null);
  const remove = useRowAction((job: AdminJobRow) => deleteJob(job.id), {
    success: (job) => removedMessage(job.title),
    failed: ADMIN_MESSAGES.jobDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  });
  useLoadErrorToast(jobs.error, ADMIN_MESSAGES.jobsFailed, ADMIN_MESSAGES.networkError);
  usePageInRange(params.page, jobs.data?.pageCount, params.setPage);

  const summary = jobs.data?.summary;
  const value = (n: number | undefined) => (n === undefined ? '—' : formatCount(n));

  return (
    <>
      <SectionHeader
        title="Jobs"
        subtitle="Every job posted on Hireloop, with its applications and status."
        actions={<RefreshButton onClick={jobs.refetch} busy={jobs.refreshing} />}
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Total Jobs"
            value={value(summary?.totalJobs)}
            icon={<WorkOutlineOutlinedIcon />}
            testId="stat-total-jobs"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Active Jobs"
            value={value(summary?.activeJobs)}
            icon={<CheckCircleOutlineIcon />}
            tone="success"
            testId="stat-active-jobs"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Jobs Filled"
            value={value(summary?.jobsFilled)}
            icon={<TaskAltOutlinedIcon />}
            tone="secondary"
            hint="No longer active"
            testId="stat-jobs-filled"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Avg. Applications"
            value={value(summary?.avgApplications)}
            icon={<TrendingUpOutlinedIcon />}
            tone="info"
            hint="Per job"
            testId="stat-avg-applications"
          />
        </Grid>
      </Grid>

      <AdminTable
        title="All Jobs"
        noun={{ one: 'job', many: 'jobs' }}
        columns={COLUMNS}
        data={jobs.data}
        loading={jobs.loading}
        refreshing={jobs.refreshing}
        error={
          jobs.error
            ? adminErrorMessage(jobs.error, ADMIN_MESSAGES.jobsFailed, ADMIN_MESSAGES.networkError)
            : null
        }
        onRetry={jobs.refetch}
        search={params.search}
        onSearch={params.setSearch}
        searchPlaceholder="Title, company or city"
        sort={params.sort}
        onSort={params.toggleSort}
        onPageChange={params.setPage}
        rowLabel={(job) => job.title}
        onView={setViewing}
        onDelete={remove.ask}
        testId="jobs-table"
      />

      <DetailsDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.title ?? ''}
        subtitle={viewing?.company}
        fields={
          viewing
            ? [
                { label: 'Company', value: viewing.company },
                { label: 'Location', value: viewing.location },
                { label: 'Job type', value: viewing.jobType },
                { label: 'Salary', value: viewing.salary },
                { label: 'Applications', value: formatCount(viewing.applications) },
                { label: 'Status', value: <JobStatusPill status={viewing.status} /> },
                { label: 'Posted', value: formatDate(viewing.createdAt) },
              ]
            : []
        }
        actions={
          viewing && (
            <Stack direction="row" spacing={1}>
              {viewing.status === 'ACTIVE' && (
                <Button
                  href={jobPath(viewing.id)}
                  target="_blank"
                  rel="noopener"
                  variant="outlined"
                  endIcon={<LaunchOutlinedIcon />}
                >
                  Open job page
                </Button>
              )}
              <Button
                color="error"
                variant="contained"
                startIcon={<DeleteForeverOutlinedIcon />}
                onClick={() => {
                  remove.ask(viewing);
                  setViewing(null);
                }}
              >
                Delete
              </Button>
            </Stack>
          )
        }
      />

      <ConfirmAction
        action={remove}
        title="Delete job"
        question={(job) => deleteQuestion(job.title)}
        detail={(job) =>
          `The posting at ${job.company} and its ${plural(job.applications, 'application')} will be removed; applicants are notified.`
        }
      />
    </>
  );
}
