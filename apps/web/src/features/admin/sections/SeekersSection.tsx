import { useState } from 'react';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';

import { ADMIN_ACTION_MESSAGES, seekerActiveMessage, plural } from '@hireloop/schema';

import {
  ADMIN_MESSAGES,
  deleteQuestion,
  formatCount,
  formatDate,
  removedMessage,
  skillsLabel,
  statValue,
} from '../adminText';
import { usePlatform } from '../../../app/platform';
import { AdminTable, type TableColumn } from '../components/AdminTable';
import { ConfirmAction } from '../components/ConfirmAction';
import { DetailsDrawer } from '../components/DetailsDrawer';
import { DrawerDeleteButton } from '../components/DrawerDeleteButton';
import { InitialsAvatar } from '../components/InitialsAvatar';
import { RefreshButton } from '../components/RefreshButton';
import { SectionHeader } from '../components/SectionHeader';
import { StatGrid } from '../components/StatGrid';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminTable } from '../hooks/useAdminTable';
import { useAdminSeekers, type AdminSeekerRow } from '../hooks/useAdminTables';
import { useRowAction } from '../hooks/useRowAction';
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
  { id: 'email', label: 'Email', sortKey: 'email', hideBelow: 'lg', render: (row) => row.email },
  {
    id: 'phone',
    label: 'Phone',
    sortKey: 'phone',
    hideBelow: 'xl',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.phone || '—'}</span>,
  },
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
  {
    id: 'registered',
    label: 'Registered',
    sortKey: 'registered',
    hideBelow: 'md',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</span>,
  },
];

/**
 * Job Seekers (/admin/seekers): profile figures and the table of every job seeker; the edit deactivates
 * (or reactivates) a seeker.
 */
export function SeekersSection() {
  const platform = usePlatform();
  const { state: seekers, table } = useAdminTable(
    SEEKER_SORT_KEYS,
    { key: 'registered', dir: 'DESC' },
    useAdminSeekers,
    ADMIN_MESSAGES.seekersFailed,
  );
  const { deleteSeeker, setSeekerActive } = useAdminActions();
  const [viewing, setViewing] = useState<AdminSeekerRow | null>(null);
  const remove = useRowAction((row: AdminSeekerRow) => deleteSeeker(row.id), {
    success: (row) => removedMessage(row.name),
    failed: ADMIN_MESSAGES.seekerDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  });
  const toggle = useRowAction((row: AdminSeekerRow) => setSeekerActive(row.id, !row.active), {
    success: (row) => seekerActiveMessage(row.name, !row.active),
    failed: ADMIN_ACTION_MESSAGES.seekerStatusFailed,
  });
  const summary = seekers.data?.summary;

  return (
    <>
      <SectionHeader
        title="Job Seekers"
        subtitle={`Everyone looking for work on ${platform.name}, with their profiles at a glance.`}
        actions={<RefreshButton onClick={seekers.refetch} busy={seekers.refreshing} />}
      />
      <StatGrid
        cards={[
          {
            id: 'total-seekers',
            label: 'Total Seekers',
            value: statValue(summary?.totalSeekers),
            icon: <PeopleAltOutlinedIcon />,
          },
          {
            id: 'profiles-created',
            label: 'Profiles Created',
            value: statValue(summary?.profilesCreated),
            icon: <AssignmentIndOutlinedIcon />,
            tone: 'success',
            hint: summary ? `${summary.profilesCreatedRate}% of total` : undefined,
          },
          {
            id: 'active-profiles',
            label: 'Active Profiles',
            value: statValue(summary?.activeProfiles),
            icon: <FactCheckOutlinedIcon />,
            tone: 'info',
            hint: 'Updated in the last 30 days',
          },
          {
            id: 'incomplete-profiles',
            label: 'Incomplete Profiles',
            value: statValue(summary?.incompleteProfiles),
            icon: <PendingActionsOutlinedIcon />,
            tone: 'warning',
            hint: 'Seekers without a profile',
          },
        ]}
      />

      <AdminTable
        {...table}
        title="All Job Seekers"
        noun={{ one: 'job seeker', many: 'job seekers' }}
        columns={COLUMNS}
        searchPlaceholder="Name, email or skill"
        rowLabel={(row) => row.name}
        onView={setViewing}
        onEdit={toggle.ask}
        editLabel={seekerEditLabel}
        onDelete={remove.ask}
        testId="seekers-table"
      />

      <DetailsDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.name ?? ''}
        subtitle={viewing?.email}
        leading={viewing && <InitialsAvatar name={viewing.name} size={44} />}
        fields={
          viewing
            ? [
                { label: 'Email', value: viewing.email },
                { label: 'Phone', value: viewing.phone ?? '' },
                { label: 'Status', value: <SeekerStatusPill active={viewing.active} /> },
                {
                  label: 'Profile',
                  value: viewing.hasProfile ? (
                    <TonePill label="Created" tone="green" />
                  ) : (
                    <TonePill label="Not created yet" tone="amber" />
                  ),
                },
                { label: 'Latest role', value: viewing.latestTitle ?? '' },
                { label: 'Experience', value: plural(viewing.experience, 'role') },
                { label: 'Top skills', value: skillsLabel(viewing.skills) },
                { label: 'Education', value: viewing.education ?? '' },
                { label: 'Credits', value: formatCount(viewing.credits) },
                { label: 'Registered', value: formatDate(viewing.createdAt) },
              ]
            : []
        }
        actions={
          viewing && (
            <DrawerDeleteButton
              row={viewing}
              label="Delete job seeker"
              ask={remove.ask}
              close={() => setViewing(null)}
            />
          )
        }
      />

      <ConfirmAction
        action={toggle}
        title={toggle.subject ? `${seekerEditLabel(toggle.subject)} job seeker` : ''}
        question={(row) => `Are you sure you want to ${seekerEditLabel(row).toLowerCase()} ${row.name}?`}
        detail={(row) =>
          row.active
            ? `${row.email} can no longer sign in and is signed out everywhere; recruiters no longer see them among candidates. Nothing is deleted.`
            : `${row.email} can sign in again and shows among candidates.`
        }
        confirmLabel={toggle.subject ? seekerEditLabel(toggle.subject) : ''}
        destructive={toggle.subject?.active ?? false}
      />

      <ConfirmAction
        action={remove}
        title="Delete job seeker"
        question={(row) => deleteQuestion(row.name)}
        detail={(row) =>
          `${row.email} will be removed with their applications, bookmarks, profile and documents.`
        }
      />
    </>
  );
}
