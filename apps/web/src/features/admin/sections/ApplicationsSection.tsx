import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import RemoveRedEyeOutlinedIcon from '@mui/icons-material/RemoveRedEyeOutlined';

import { ADMIN_RECENT_APPLICATIONS } from '@hireloop/schema';

import { usePlatform } from '../../../app/platform';
import { useToast } from '../../../app/toast';
import type { ApplicationStatus } from '../../../gql/graphql';
import { adminErrorMessage } from '../adminErrors';
import {
  ADMIN_MESSAGES,
  ADMIN_TOAST_MS,
  applicationStatusLabel,
  deleteQuestion,
  formatCount,
  formatDate,
  formatShare,
  applicationShareOf,
  statValue,
} from '../adminText';
import { AdminTable, type TableColumn } from '../components/AdminTable';
import { dateColumn } from '../components/columns';
import { ConfirmAction } from '../components/ConfirmAction';
import { DetailsDrawer } from '../components/DetailsDrawer';
import { DrawerDeleteButton } from '../components/DrawerDeleteButton';
import { Panel } from '../components/Panel';
import { RefreshButton } from '../components/RefreshButton';
import { SectionHeader } from '../components/SectionHeader';
import { TableExportButton } from '../components/TableExportButton';
import { StatGrid, type StatCard } from '../components/StatGrid';
import { StatusDialog } from '../components/StatusDialog';
import { useAdminActions } from '../hooks/useAdminActions';
import { useAdminTable } from '../hooks/useAdminTable';
import {
  useAdminApplications,
  type AdminApplicationRow,
  type AdminApplicationsTable,
} from '../hooks/useAdminTables';
import { useRowAction } from '../hooks/useRowAction';
import { StatusBadge, TONES, applicationStatusDisplay, toneFill } from '@hireloop/ui';

export const APPLICATION_SORT_KEYS = ['applicant', 'job', 'status', 'salary', 'applied'] as const;
type ApplicationSortKey = (typeof APPLICATION_SORT_KEYS)[number];

const COLUMNS: TableColumn<AdminApplicationRow, ApplicationSortKey>[] = [
  {
    id: 'applicant',
    label: 'Applicant',
    sortKey: 'applicant',
    minWidth: 200,
    render: (row) => (
      <Box>
        <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{row.applicant}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.email}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'job',
    label: 'Job Title',
    sortKey: 'job',
    minWidth: 200,
    render: (row) => (
      <Box>
        <Typography sx={{ fontSize: 'inherit' }}>{row.job}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.location}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'status',
    label: 'Status',
    sortKey: 'status',
    render: (row) => <StatusBadge status={row.status} />,
  },
  { id: 'salary', label: 'Salary', sortKey: 'salary', minWidth: 150, render: (row) => row.salary || '—' },
  dateColumn('applied', 'Applied Date'),
];

type Summary = AdminApplicationsTable['summary'];

/** The five cards: all applications, then each status with its share of them. */
const STATUS_CARDS: (Omit<StatCard, 'value'> & {
  key: 'totalApplicants' | 'inReview' | 'recruited' | 'seen' | 'rejected';
})[] = [
  {
    id: 'total-applicants',
    key: 'totalApplicants',
    label: 'Total Applicants',
    icon: <AssignmentOutlinedIcon />,
  },
  {
    id: 'in-review',
    key: 'inReview',
    label: 'In Review',
    icon: <HourglassEmptyOutlinedIcon />,
    tone: 'warning',
  },
  {
    id: 'recruited',
    key: 'recruited',
    label: 'Recruited',
    icon: <CelebrationOutlinedIcon />,
    tone: 'success',
  },
  { id: 'seen', key: 'seen', label: 'Seen', icon: <RemoveRedEyeOutlinedIcon />, tone: 'info' },
  { id: 'rejected', key: 'rejected', label: 'Rejected', icon: <CancelOutlinedIcon />, tone: 'error' },
];

/** A bar per status with its count and share of all applications (one decimal). */
function Pipeline({ summary }: { summary: Summary }) {
  return (
    <Stack spacing={1.75} data-testid="pipeline">
      {summary.pipeline.map((step) => {
        const color = TONES[applicationStatusDisplay(step.status).tone];
        return (
          <Box key={step.status} data-testid="pipeline-step">
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {applicationStatusLabel(step.status)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(step.count)} · {formatShare(step.share)}
              </Typography>
            </Stack>
            <Box
              role="meter"
              aria-label={`${applicationStatusLabel(step.status)} share`}
              aria-valuenow={step.share}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuetext={formatShare(step.share)}
              sx={(theme) => ({
                height: 8,
                borderRadius: 4,
                bgcolor: theme.alpha(theme.vars.palette.text.primary, 0.08),
                overflow: 'hidden',
              })}
            >
              <Box
                sx={(theme) => ({
                  width: `${Math.min(step.share, 100)}%`,
                  height: '100%',
                  ...toneFill(theme, color),
                  borderRadius: 4,
                })}
              />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The newest applications (spec: the first 5). */
function RecentApplications({ summary }: { summary: Summary }) {
  const recent = summary.recent.slice(0, ADMIN_RECENT_APPLICATIONS);
  if (recent.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        No applications yet
      </Typography>
    );
  }
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} data-testid="recent-applications">
      {recent.map((item) => (
        <Stack
          key={item.id}
          direction="row"
          spacing={1.5}
          sx={{ py: 1.25, alignItems: 'center', justifyContent: 'space-between' }}
          data-testid="recent-application"
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }} noWrap>
              {item.applicant}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {item.job} · {formatDate(item.createdAt)}
            </Typography>
          </Box>
          <StatusBadge status={item.status} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Applications (/admin/applications): status cards, pipeline, recent applications and the full table. */
export function ApplicationsSection() {
  const platform = usePlatform();
  const {
    state: applications,
    table,
    query,
  } = useAdminTable(
    APPLICATION_SORT_KEYS,
    { key: 'applied', dir: 'DESC' },
    useAdminApplications,
    ADMIN_MESSAGES.applicationsFailed,
  );
  const { deleteApplication, setApplicationStatus } = useAdminActions();
  const toast = useToast();
  const [viewing, setViewing] = useState<AdminApplicationRow | null>(null);
  const [editing, setEditing] = useState<AdminApplicationRow | null>(null);
  const [saving, setSaving] = useState(false);
  const remove = useRowAction((row: AdminApplicationRow) => deleteApplication(row.id), {
    success: (row) => `${row.applicant}'s application for ${row.job} has been removed`,
    failed: ADMIN_MESSAGES.applicationDeleteFailed,
    offline: ADMIN_MESSAGES.deleteNetworkError,
  });

  const changeStatus = async (status: ApplicationStatus) => {
    if (!editing) return;
    setSaving(true);
    try {
      await setApplicationStatus(editing.id, status);
      toast.success(
        `${editing.applicant}'s application status changed to ${applicationStatusLabel(status)}`,
        ADMIN_TOAST_MS,
      );
    } catch (error) {
      toast.error(adminErrorMessage(error, ADMIN_MESSAGES.statusFailed), ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
      setEditing(null);
    }
  };

  const summary = applications.data?.summary;
  const total = summary?.totalApplicants ?? 0;
  // Spec 9: application shares have one decimal.
  const share = (n: number | undefined) =>
    summary && n !== undefined ? `${applicationShareOf(n, total)} of total` : undefined;

  return (
    <>
      <SectionHeader
        title="Applications"
        subtitle={`Every application on ${platform.name}, where it stands and what came in last.`}
        actions={
          <Stack direction="row" spacing={1}>
            <TableExportButton table="applications" query={query} what="All Applications" />
            <RefreshButton onClick={applications.refetch} busy={applications.refreshing} />
          </Stack>
        }
      />
      <StatGrid
        columns={{ xs: 2, md: 3, lg: 5 }}
        cards={STATUS_CARDS.map((card) => ({
          ...card,
          value: statValue(summary?.[card.key]),
          hint: share(summary?.[card.key]),
        }))}
      />

      {summary && (
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title="Application Pipeline" subtitle="Share of all applications by status">
              <Pipeline summary={summary} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title="Recent Applications" subtitle="The latest five">
              <RecentApplications summary={summary} />
            </Panel>
          </Grid>
        </Grid>
      )}

      <AdminTable
        {...table}
        title="All Applications"
        noun={{ one: 'application', many: 'applications' }}
        columns={COLUMNS}
        searchPlaceholder="Applicant, email or job"
        rowLabel={(row) => `${row.applicant}'s application`}
        onView={setViewing}
        onEdit={setEditing}
        editLabel="Change status of"
        onDelete={remove.ask}
        testId="applications-table"
      />

      <DetailsDrawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.applicant ?? ''}
        subtitle={viewing ? `Applied for ${viewing.job}` : undefined}
        fields={
          viewing
            ? [
                { label: 'Status', value: <StatusBadge status={viewing.status} /> },
                { label: 'Email', value: viewing.email },
                { label: 'Phone', value: viewing.phone ?? '' },
                { label: 'Job', value: viewing.job },
                { label: 'Location', value: viewing.location },
                { label: 'Job type', value: viewing.jobType },
                { label: 'Category', value: viewing.category },
                { label: 'Salary', value: viewing.salary },
                { label: 'Applied', value: formatDate(viewing.createdAt) },
              ]
            : []
        }
        actions={
          viewing && (
            <>
              <Button
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={() => {
                  setEditing(viewing);
                  setViewing(null);
                }}
              >
                Change status
              </Button>
              <DrawerDeleteButton row={viewing} ask={remove.ask} close={() => setViewing(null)} />
            </>
          )
        }
      />

      <StatusDialog
        application={editing}
        busy={saving}
        onConfirm={(status) => void changeStatus(status)}
        onCancel={() => setEditing(null)}
      />

      <ConfirmAction
        action={remove}
        title="Delete application"
        question={(row) => deleteQuestion(`${row.applicant}'s application for ${row.job}`)}
        detail={() => 'The application is removed for good; the job and the applicant stay.'}
      />
    </>
  );
}
