import { useState } from 'react';

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';

import { StatTile } from '@hireloop/ui';

import { adminErrorMessage } from '../adminErrors';
import {
  ADMIN_MESSAGES,
  deleteQuestion,
  formatCount,
  formatDate,
  initials,
  plural,
  removedMessage,
  skillsLabel,
} from '../adminText';
import { AdminTable, type TableColumn } from '../components/AdminTable';
import { ConfirmAction } from '../components/ConfirmAction';
import { DetailsDrawer } from '../components/DetailsDrawer';
import { RefreshButton } from '../components/RefreshButton';
import { SectionHeader } from '../components/SectionHeader';
import { TonePill } from '../components/StatusChips';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminSeekers, type AdminSeekerRow } from '../hooks/useAdminTables';
import { useLoadErrorToast } from '../hooks/useLoadErrorToast';
import { usePageInRange } from '../hooks/usePageInRange';
import { useRowAction } from '../hooks/useRowAction';
import { useTableParams } from '../hooks/useTableParams';

export const SEEKER_SORT_KEYS = [
  'name',
  'email',
  'phone',
  'experience',
  'skills',
  'education',
  'credits',
  'registered',
] as const;
type SeekerSortKey = (typeof SEEKER_SORT_KEYS)[number];

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
  { id: 'email', label: 'Email', sortKey: 'email', render: (row) => row.email },
  {
    id: 'phone',
    label: 'Phone',
    sortKey: 'phone',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.phone || '—'}</span>,
  },
  {
    id: 'experience',
    label: 'Experience',
    sortKey: 'experience',
    minWidth: 150,
    render: (row) => <Experience row={row} />,
  },
  {
    id: 'skills',
    label: 'Top Skills',
    sortKey: 'skills',
    minWidth: 180,
    render: (row) => skillsLabel(row.skills) || '—',
  },
  { id: 'education', label: 'Education', sortKey: 'education', render: (row) => row.education || '—' },
  {
    id: 'credits',
    label: 'Credits',
    sortKey: 'credits',
    align: 'right',
    render: (row) => formatCount(row.credits),
  },
  {
    id: 'registered',
    label: 'Registered',
    sortKey: 'registered',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</span>,
  },
];

/** Job Seekers (/admin/seekers): profile figures and the table of every job seeker. */
export function SeekersSection() {
  const params = useTableParams(SEEKER_SORT_KEYS, { key: 'registered', dir: 'DESC' });
  const seekers = useAdminSeekers(params.query);
  const { deleteSeeker } = useAdminActions();
  const [viewing, setViewing] = useState<AdminSeekerRow | null>(null);
  const remove = useRowAction((row: AdminSeekerRow) => deleteSeeker(row.id), {
    success: (row) => removedMessage(row.name),
    failed: ADMIN_MESSAGES.seekerDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  });
  useLoadErrorToast(seekers.error, ADMIN_MESSAGES.seekersFailed, ADMIN_MESSAGES.networkError);
  usePageInRange(params.page, seekers.data?.pageCount, params.setPage);

  const summary = seekers.data?.summary;
  const value = (n: number | undefined) => (n === undefined ? '—' : formatCount(n));

  return (
    <>
      <SectionHeader
        title="Job Seekers"
        subtitle="Everyone looking for work on Hireloop, with their profiles at a glance."
        actions={<RefreshButton onClick={seekers.refetch} busy={seekers.refreshing} />}
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Total Seekers"
            value={value(summary?.totalSeekers)}
            icon={<PeopleAltOutlinedIcon />}
            testId="stat-total-seekers"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Profiles Created"
            value={value(summary?.profilesCreated)}
            icon={<AssignmentIndOutlinedIcon />}
            tone="success"
            hint={summary ? `${summary.profilesCreatedRate}% of total` : undefined}
            testId="stat-profiles-created"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Active Profiles"
            value={value(summary?.activeProfiles)}
            icon={<FactCheckOutlinedIcon />}
            tone="info"
            hint="Updated in the last 30 days"
            testId="stat-active-profiles"
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Incomplete Profiles"
            value={value(summary?.incompleteProfiles)}
            icon={<PendingActionsOutlinedIcon />}
            tone="warning"
            hint="Seekers without a profile"
            testId="stat-incomplete-profiles"
          />
        </Grid>
      </Grid>

      <AdminTable
        title="All Job Seekers"
        noun={{ one: 'job seeker', many: 'job seekers' }}
        columns={COLUMNS}
        data={seekers.data}
        loading={seekers.loading}
        refreshing={seekers.refreshing}
        error={
          seekers.error
            ? adminErrorMessage(seekers.error, ADMIN_MESSAGES.seekersFailed, ADMIN_MESSAGES.networkError)
            : null
        }
        onRetry={seekers.refetch}
        search={params.search}
        onSearch={params.setSearch}
        searchPlaceholder="Name, email or skill"
        sort={params.sort}
        onSort={params.toggleSort}
        onPageChange={params.setPage}
        rowLabel={(row) => row.name}
        onView={setViewing}
        onDelete={remove.ask}
        testId="seekers-table"
      />

      <DetailsDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.name ?? ''}
        subtitle={viewing?.email}
        leading={
          viewing && (
            <Avatar
              sx={{
                width: 44,
                height: 44,
                fontWeight: 700,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {initials(viewing.name)}
            </Avatar>
          )
        }
        fields={
          viewing
            ? [
                { label: 'Email', value: viewing.email },
                { label: 'Phone', value: viewing.phone ?? '' },
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
            <Button
              color="error"
              variant="contained"
              startIcon={<DeleteForeverOutlinedIcon />}
              onClick={() => {
                remove.ask(viewing);
                setViewing(null);
              }}
            >
              Delete job seeker
            </Button>
          )
        }
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
