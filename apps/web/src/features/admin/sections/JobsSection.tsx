import { useState } from 'react';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LaunchOutlinedIcon from '@mui/icons-material/LaunchOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { ADMIN_ACTION_MESSAGES, jobOpenMessage, plural } from '@hireloop/schema';

import { usePlatform } from '../../../app/platform';
import { jobPath } from '../../../app/paths';
import {
  ADMIN_MESSAGES,
  deleteQuestion,
  formatCount,
  formatDate,
  removedMessage,
  statValue,
} from '../adminText';
import { AdminTable, type TableColumn } from '../components/AdminTable';
import { ConfirmAction } from '../components/ConfirmAction';
import { DetailsDrawer } from '../components/DetailsDrawer';
import { DrawerDeleteButton } from '../components/DrawerDeleteButton';
import { RefreshButton } from '../components/RefreshButton';
import { SectionHeader } from '../components/SectionHeader';
import { StatGrid } from '../components/StatGrid';
import { JobStatusPill } from '../components/StatusChips';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminTable } from '../hooks/useAdminTable';
import { useAdminJobs, type AdminJobRow } from '../hooks/useAdminTables';
import { useRowAction } from '../hooks/useRowAction';

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
  { id: 'company', label: 'Company', sortKey: 'company', hideBelow: 'md', render: (job) => job.company },
  { id: 'location', label: 'Location', sortKey: 'location', hideBelow: 'lg', render: (job) => job.location },
  { id: 'type', label: 'Type', sortKey: 'type', hideBelow: 'xl', render: (job) => job.jobType },
  {
    id: 'salary',
    label: 'Salary',
    sortKey: 'salary',
    minWidth: 150,
    hideBelow: 'xl',
    render: (job) => job.salary || '—',
  },
  {
    id: 'applications',
    label: 'Applications',
    sortKey: 'applications',
    align: 'right',
    hideBelow: 'lg',
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
    hideBelow: 'md',
    render: (job) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(job.createdAt)}</span>,
  },
];

/** What the edit button does to a job: a closed job can be reopened, any other one closed. */
export function jobEditLabel(job: Pick<AdminJobRow, 'status'>): 'Close job' | 'Reopen job' {
  return job.status === 'CLOSED' ? 'Reopen job' : 'Close job';
}

/** Jobs (/admin/jobs): summary cards and the table of every job, with details, close/reopen and delete. */
export function JobsSection() {
  const platform = usePlatform();
  const { state: jobs, table } = useAdminTable(
    JOB_SORT_KEYS,
    { key: 'posted', dir: 'DESC' },
    useAdminJobs,
    ADMIN_MESSAGES.jobsFailed,
  );
  const { deleteJob, setJobOpen } = useAdminActions();
  const [viewing, setViewing] = useState<AdminJobRow | null>(null);
  const remove = useRowAction((job: AdminJobRow) => deleteJob(job.id), {
    success: (job) => removedMessage(job.title),
    failed: ADMIN_MESSAGES.jobDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  });
  const toggle = useRowAction((job: AdminJobRow) => setJobOpen(job.id, job.status === 'CLOSED'), {
    success: (job) => jobOpenMessage(job.title, job.status === 'CLOSED'),
    failed: ADMIN_ACTION_MESSAGES.jobStatusFailed,
  });
  const summary = jobs.data?.summary;

  return (
    <>
      <SectionHeader
        title="Jobs"
        subtitle={`Every job posted on ${platform.name}, with its applications and status.`}
        actions={<RefreshButton onClick={jobs.refetch} busy={jobs.refreshing} />}
      />
      <StatGrid
        cards={[
          {
            id: 'total-jobs',
            label: 'Total Jobs',
            value: statValue(summary?.totalJobs),
            icon: <WorkOutlineOutlinedIcon />,
          },
          {
            id: 'active-jobs',
            label: 'Active Jobs',
            value: statValue(summary?.activeJobs),
            icon: <CheckCircleOutlineIcon />,
            tone: 'success',
          },
          {
            id: 'jobs-filled',
            label: 'Jobs Filled',
            value: statValue(summary?.jobsFilled),
            icon: <TaskAltOutlinedIcon />,
            tone: 'secondary',
            hint: 'No longer active',
          },
          {
            id: 'avg-applications',
            label: 'Avg. Applications',
            value: statValue(summary?.avgApplications),
            icon: <TrendingUpOutlinedIcon />,
            tone: 'info',
            hint: 'Per job',
          },
        ]}
      />

      <AdminTable
        {...table}
        title="All Jobs"
        noun={{ one: 'job', many: 'jobs' }}
        columns={COLUMNS}
        searchPlaceholder="Title, company or city"
        rowLabel={(job) => job.title}
        onView={setViewing}
        onEdit={toggle.ask}
        editLabel={jobEditLabel}
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
              <DrawerDeleteButton row={viewing} ask={remove.ask} close={() => setViewing(null)} />
            </Stack>
          )
        }
      />

      <ConfirmAction
        action={toggle}
        title={toggle.subject ? jobEditLabel(toggle.subject) : ''}
        question={(job) =>
          job.status !== 'CLOSED'
            ? `Are you sure you want to close ${job.title}?`
            : `Are you sure you want to reopen ${job.title}?`
        }
        detail={(job) =>
          job.status !== 'CLOSED'
            ? `The posting at ${job.company} stops taking applications and leaves the job search. Its applications stay.`
            : `The posting at ${job.company} is active again: it shows in the job search and takes applications.`
        }
        confirmLabel={toggle.subject ? jobEditLabel(toggle.subject) : ''}
        destructive={toggle.subject?.status !== 'CLOSED'}
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
