import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';

import { ADMIN_ACTION_MESSAGES, seekerActiveMessage, plural } from '@hireloop/schema';

import { ADMIN_MESSAGES, formatCount, formatDate, skillsLabel } from '../adminText';
import type { TableColumn } from '../components/AdminTable';
import { CONTACT_COLUMNS, dateColumn } from '../components/columns';
import { TableSection, type TableSectionConfig } from '../components/TableSection';
import { InitialsAvatar } from '../components/InitialsAvatar';
import { useAdminSeekers, type AdminSeekerRow, type AdminSeekersTable } from '../hooks/useAdminTables';
import { TonePill } from '@hireloop/ui';

export const SEEKER_SORT_KEYS = [
  'name',
  'email',
  'phone',
  'experience',
  'skills',
  'education',
  'credits',
  'status',
  'registered',
] as const;
type SeekerSortKey = (typeof SEEKER_SORT_KEYS)[number];

/** 'Active' (green) or 'Deactivated' (red): whether the seeker may sign in. */
function SeekerStatusPill({ active }: { active: boolean }) {
  return (
    <TonePill
      label={active ? 'Active' : 'Deactivated'}
      tone={active ? 'green' : 'red'}
      testId="seeker-status"
    />
  );
}

/** What the edit button does to a seeker: an active one can be deactivated, a deactivated one reactivated. */
export function seekerEditLabel(row: Pick<AdminSeekerRow, 'active'>): 'Deactivate' | 'Reactivate' {
  return row.active ? 'Deactivate' : 'Reactivate';
}

/** 'Frontend Developer' over '2 roles'; a dash without entries. */
function Experience({ row }: { row: AdminSeekerRow }) {
  if (row.experience === 0) return <>—</>;
  return (
    <Box>
      <Typography sx={{ fontSize: 'inherit' }}>{row.latestTitle || 'Experience'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {plural(row.experience, 'role')}
      </Typography>
    </Box>
  );
}

const COLUMNS: TableColumn<AdminSeekerRow, SeekerSortKey>[] = [
  {
    id: 'name',
    label: 'Name',
    sortKey: 'name',
    minWidth: 180,
    render: (row) => (
      <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }} data-testid="seeker-name">
        {row.name}
      </Typography>
    ),
  },
  ...CONTACT_COLUMNS,
  {
    id: 'experience',
    label: 'Experience',
    sortKey: 'experience',
    minWidth: 150,
    hideBelow: 'xl',
    render: (row) => <Experience row={row} />,
  },
  {
    id: 'skills',
    label: 'Top Skills',
    sortKey: 'skills',
    minWidth: 180,
    hideBelow: 'lg',
    render: (row) => skillsLabel(row.skills) || '—',
  },
  {
    id: 'education',
    label: 'Education',
    sortKey: 'education',
    hideBelow: 'xl',
    render: (row) => row.education || '—',
  },
  {
    id: 'credits',
    label: 'Credits',
    sortKey: 'credits',
    align: 'right',
    hideBelow: 'xl',
    render: (row) => formatCount(row.credits),
  },
  {
    id: 'status',
    label: 'Status',
    sortKey: 'status',
    render: (row) => <SeekerStatusPill active={row.active} />,
  },
  dateColumn('registered', 'Registered', 'md'),
];

const SEEKERS: TableSectionConfig<AdminSeekerRow, AdminSeekersTable, SeekerSortKey> = {
  title: 'Job Seekers',
  subtitle: (platform) => `Everyone looking for work on ${platform}, with their profiles at a glance.`,
  exportTable: 'seekers',
  sortKeys: SEEKER_SORT_KEYS,
  defaultSort: { key: 'registered', dir: 'DESC' },
  useRows: useAdminSeekers,
  loadFailed: ADMIN_MESSAGES.seekersFailed,
  cards: [
    { id: 'total-seekers', label: 'Total Seekers', stat: 'totalSeekers', icon: <PeopleAltOutlinedIcon /> },
    {
      id: 'profiles-created',
      label: 'Profiles Created',
      stat: 'profilesCreated',
      icon: <AssignmentIndOutlinedIcon />,
      tone: 'success',
      hint: (summary) => `${summary.profilesCreatedRate}% of total`,
    },
    {
      id: 'active-profiles',
      label: 'Active Profiles',
      stat: 'activeProfiles',
      icon: <FactCheckOutlinedIcon />,
      tone: 'info',
      hint: 'Updated in the last 30 days',
    },
    {
      id: 'incomplete-profiles',
      label: 'Incomplete Profiles',
      stat: 'incompleteProfiles',
      icon: <PendingActionsOutlinedIcon />,
      tone: 'warning',
      hint: 'Seekers without a profile',
    },
  ],
  table: {
    title: 'All Job Seekers',
    noun: { one: 'job seeker', many: 'job seekers' },
    columns: COLUMNS,
    searchPlaceholder: 'Name, email or skill',
    rowLabel: (row) => row.name,
    testId: 'seekers-table',
  },
  edit: {
    kind: 'confirm',
    label: seekerEditLabel,
    title: (row) => `${seekerEditLabel(row)} job seeker`,
    question: (row) => `Are you sure you want to ${seekerEditLabel(row).toLowerCase()} ${row.name}?`,
    detail: (row) =>
      row.active
        ? `${row.email} can no longer sign in and is signed out everywhere; recruiters no longer see them among candidates. Nothing is deleted.`
        : `${row.email} can sign in again and shows among candidates.`,
    destructive: (row) => row.active,
    run: (actions, row) => actions.setSeekerActive(row.id, !row.active),
    success: (row) => seekerActiveMessage(row.name, !row.active),
    failed: ADMIN_ACTION_MESSAGES.seekerStatusFailed,
  },
  remove: {
    title: 'Delete job seeker',
    buttonLabel: 'Delete job seeker',
    name: (row) => row.name,
    detail: (row) =>
      `${row.email} will be removed with their applications, bookmarks, profile and documents.`,
    run: (actions, row) => actions.deleteSeeker(row.id),
    failed: ADMIN_MESSAGES.seekerDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  },
  details: {
    title: (row) => row.name,
    subtitle: (row) => row.email,
    leading: (row) => <InitialsAvatar name={row.name} size={44} />,
    fields: (row) => [
      { label: 'Email', value: row.email },
      { label: 'Phone', value: row.phone ?? '' },
      { label: 'Status', value: <SeekerStatusPill active={row.active} /> },
      {
        label: 'Profile',
        value: row.hasProfile ? (
          <TonePill label="Created" tone="green" />
        ) : (
          <TonePill label="Not created yet" tone="amber" />
        ),
      },
      { label: 'Latest role', value: row.latestTitle ?? '' },
      { label: 'Experience', value: plural(row.experience, 'role') },
      { label: 'Top skills', value: skillsLabel(row.skills) },
      { label: 'Education', value: row.education ?? '' },
      { label: 'Credits', value: formatCount(row.credits) },
      { label: 'Registered', value: formatDate(row.createdAt) },
    ],
  },
};

/**
 * Job Seekers (/admin/seekers): profile figures and the table of every job seeker; the edit deactivates
 * (or reactivates) a seeker.
 */
export function SeekersSection() {
  return <TableSection config={SEEKERS} />;
}
