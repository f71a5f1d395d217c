import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LaunchOutlinedIcon from '@mui/icons-material/LaunchOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { ADMIN_ACTION_MESSAGES, jobOpenMessage, plural } from '@hireloop/schema';

import { jobPath } from '../../../app/paths';
import { ADMIN_MESSAGES, formatCount, formatDate } from '../adminText';
import type { TableColumn } from '../components/AdminTable';
import { dateColumn } from '../components/columns';
import { JobStatusPill } from '../components/StatusChips';
import { TableSection, type TableSectionConfig } from '../components/TableSection';
import { useAdminJobs, type AdminJobRow, type AdminJobsTable } from '../hooks/useAdminTables';

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
  dateColumn('posted', 'Posted', 'md'),
];

/** What the edit button does to a job: a closed job can be reopened, any other one closed. */
export function jobEditLabel(job: Pick<AdminJobRow, 'status'>): 'Close job' | 'Reopen job' {
  return job.status === 'CLOSED' ? 'Reopen job' : 'Close job';
}

const JOBS: TableSectionConfig<AdminJobRow, AdminJobsTable, JobSortKey> = {
  title: 'Jobs',
  subtitle: (platform) => `Every job posted on ${platform}, with its applications and status.`,
  exportTable: 'jobs',
  sortKeys: JOB_SORT_KEYS,
  defaultSort: { key: 'posted', dir: 'DESC' },
  useRows: useAdminJobs,
  loadFailed: ADMIN_MESSAGES.jobsFailed,
  cards: [
    { id: 'total-jobs', label: 'Total Jobs', stat: 'totalJobs', icon: <WorkOutlineOutlinedIcon /> },
    {
      id: 'active-jobs',
      label: 'Active Jobs',
      stat: 'activeJobs',
      icon: <CheckCircleOutlineIcon />,
      tone: 'success',
    },
    {
      id: 'jobs-filled',
      label: 'Jobs Filled',
      stat: 'jobsFilled',
      icon: <TaskAltOutlinedIcon />,
      tone: 'secondary',
      hint: 'No longer active',
    },
    {
      id: 'avg-applications',
      label: 'Avg. Applications',
      stat: 'avgApplications',
      icon: <TrendingUpOutlinedIcon />,
      tone: 'info',
      hint: 'Per job',
    },
  ],
  table: {
    title: 'All Jobs',
    noun: { one: 'job', many: 'jobs' },
    columns: COLUMNS,
    searchPlaceholder: 'Title, company or city',
    rowLabel: (job) => job.title,
    testId: 'jobs-table',
  },
  edit: {
    kind: 'confirm',
    label: jobEditLabel,
    question: (job) =>
      job.status !== 'CLOSED'
        ? `Are you sure you want to close ${job.title}?`
        : `Are you sure you want to reopen ${job.title}?`,
    detail: (job) =>
      job.status !== 'CLOSED'
        ? `The posting at ${job.company} stops taking applications and leaves the job search. Its applications stay.`
        : `The posting at ${job.company} is active again: it shows in the job search and takes applications.`,
    destructive: (job) => job.status !== 'CLOSED',
    run: (actions, job) => actions.setJobOpen(job.id, job.status === 'CLOSED'),
    success: (job) => jobOpenMessage(job.title, job.status === 'CLOSED'),
    failed: ADMIN_ACTION_MESSAGES.jobStatusFailed,
  },
  remove: {
    title: 'Delete job',
    name: (job) => job.title,
    detail: (job) =>
      `The posting at ${job.company} and its ${plural(job.applications, 'application')} will be removed; applicants are notified.`,
    run: (actions, job) => actions.deleteJob(job.id),
    failed: ADMIN_MESSAGES.jobDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  },
  details: {
    title: (job) => job.title,
    subtitle: (job) => job.company,
    fields: (job) => [
      { label: 'Company', value: job.company },
      { label: 'Location', value: job.location },
      { label: 'Job type', value: job.jobType },
      { label: 'Salary', value: job.salary },
      { label: 'Applications', value: formatCount(job.applications) },
      { label: 'Status', value: <JobStatusPill status={job.status} /> },
      { label: 'Posted', value: formatDate(job.createdAt) },
    ],
    actions: (job) =>
      job.status === 'ACTIVE' && (
        <Button
          href={jobPath(job.id)}
          target="_blank"
          rel="noopener"
          variant="outlined"
          endIcon={<LaunchOutlinedIcon />}
        >
          Open job page
        </Button>
      ),
  },
};

/** Jobs (/admin/jobs): summary cards and the table of every job, with details, close/reopen and delete. */
export function JobsSection() {
  return <TableSection config={JOBS} />;
}
