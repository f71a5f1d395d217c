import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import SyncAltOutlinedIcon from '@mui/icons-material/SyncAltOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { adminSectionPath } from '../../../app/paths';
import { usePlatform } from '../../../app/platform';
import { useSession } from '../../../app/session';
import { adminErrorMessage } from '../adminErrors';
import { ADMIN_MESSAGES, formatCount, formatDateTime, timeAgo } from '../adminText';
import { Panel } from '../components/Panel';
import { RefreshButton } from '../components/RefreshButton';
import { SectionBody } from '../components/SectionBody';
import { SectionHeader } from '../components/SectionHeader';
import { StatGrid, type StatCard } from '../components/StatGrid';
import { useAdminDashboard, type AdminDashboardData } from '../hooks/useAdminDashboard';

type Activity = AdminDashboardData['recentActivities'][number];

/** Each kind's icon and tone; `darkTone` where dark mode needs another colour than the palette gives. */
const ACTIVITY: Record<string, { icon: ReactNode; tone: (theme: Theme) => string; darkTone?: string }> = {
  signup: { icon: <PersonAddAlt1OutlinedIcon fontSize="small" />, tone: (t) => t.vars.palette.primary.main },
  job: { icon: <NoteAddOutlinedIcon fontSize="small" />, tone: (t) => t.vars.palette.secondary.main },
  application: {
    icon: <MoveToInboxOutlinedIcon fontSize="small" />,
    tone: (t) => t.vars.palette.success.main,
  },
  status: { icon: <SyncAltOutlinedIcon fontSize="small" />, tone: () => '#9333ea', darkTone: '#c084fc' },
};

function ActivityRow({ activity }: { activity: Activity }) {
  const kind = ACTIVITY[activity.kind] ?? ACTIVITY.status;
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 1.25, alignItems: 'center' }} data-testid="activity">
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: kind.tone(theme),
          bgcolor: theme.alpha(kind.tone(theme), 0.1),
          ...theme.applyStyles('dark', {
            color: kind.darkTone ?? kind.tone(theme),
            bgcolor: theme.alpha(kind.darkTone ?? kind.tone(theme), 0.18),
          }),
        })}
      >
        {kind.icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontSize: 14, fontWeight: 500 }}>{activity.text}</Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={activity.at}
          title={formatDateTime(activity.at)}
        >
          {timeAgo(activity.at)}
        </Typography>
      </Box>
    </Stack>
  );
}

function QuickStat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack
      direction="row"
      sx={{ py: 1.25, justifyContent: 'space-between', alignItems: 'center' }}
      data-testid={testId}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** The dashboard figures; exported for the tests. */
export function DashboardFigures({ data }: { data: AdminDashboardData }) {
  const cards: StatCard[] = [
    {
      id: 'job-seekers',
      label: 'Job Seekers',
      value: formatCount(data.jobSeekers),
      icon: <PeopleAltOutlinedIcon />,
    },
    {
      id: 'recruiters',
      label: 'Recruiters',
      value: formatCount(data.recruiters),
      icon: <BadgeOutlinedIcon />,
      tone: 'secondary',
    },
    {
      id: 'active-jobs',
      label: 'Active Jobs',
      value: formatCount(data.activeJobs),
      icon: <WorkOutlineOutlinedIcon />,
      tone: 'success',
      hint: `of ${formatCount(data.totalJobs)} jobs posted`,
    },
    {
      id: 'registered-companies',
      label: 'Registered Companies',
      value: formatCount(data.registeredCompanies),
      icon: <ApartmentOutlinedIcon />,
      tone: 'info',
    },
    {
      id: 'total-applications',
      label: 'Total Applications',
      value: formatCount(data.totalApplications),
      icon: <AssignmentOutlinedIcon />,
      tone: 'warning',
    },
    {
      id: 'applications-today',
      label: 'Applications Today',
      value: formatCount(data.applicationsToday),
      icon: <TodayOutlinedIcon />,
      tone: 'error',
    },
  ];

  return (
    <>
      <StatGrid cards={cards} columns={{ xs: 2, md: 3, xl: 6 }} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Panel title="Recent Activities" subtitle="Sign-ups, postings, applications and status changes">
            {data.recentActivities.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                No activity yet
              </Typography>
            ) : (
              <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
                {data.recentActivities.map((activity, i) => (
                  <ActivityRow key={`${activity.at}-${i}`} activity={activity} />
                ))}
              </Stack>
            )}
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Panel title="Quick Stats" testId="quick-stats">
            <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
              <QuickStat
                label="New users this week"
                value={formatCount(data.newUsersThisWeek)}
                testId="quick-new-users"
              />
              <QuickStat
                label="Profiles created"
                value={formatCount(data.profilesCreated)}
                testId="quick-profiles"
              />
              <QuickStat
                label="Profile completion rate"
                value={`${data.profileCompletionRate}%`}
                testId="quick-completion"
              />
              <QuickStat
                label="Avg. applications per job"
                value={formatCount(data.avgApplicationsPerJob)}
                testId="quick-avg-applications"
              />
              <QuickStat label="Success rate" value={`${data.successRate}%`} testId="quick-success" />
              <QuickStat label="Total jobs" value={formatCount(data.totalJobs)} testId="quick-total-jobs" />
              <QuickStat
                label="Open upgrade requests"
                value={formatCount(data.openUpgradeRequests)}
                testId="quick-upgrade-requests"
              />
            </Stack>
            <Button
              href={adminSectionPath('payments')}
              endIcon={<ChevronRightIcon />}
              size="small"
              sx={{ mt: 1.5 }}
            >
              Review upgrade requests
            </Button>
          </Panel>
        </Grid>
      </Grid>
    </>
  );
}

/** Dashboard (/admin/dashboard): six figures, Recent Activities and Quick Stats over live data. */
export function DashboardSection() {
  const dashboard = useAdminDashboard();
  const { user } = useSession();
  const name = user?.firstName?.trim() || user?.name?.trim() || '';
  const platform = usePlatform();

  return (
    <>
      <SectionHeader
        title="Dashboard"
        subtitle={
          name ? `Welcome back, ${name}. Here is ${platform.name} today.` : `Here is ${platform.name} today.`
        }
        actions={<RefreshButton onClick={dashboard.refetch} busy={dashboard.refreshing} />}
      />
      <SectionBody
        state={dashboard}
        loadingText="Loading dashboard..."
        errorTitle={ADMIN_MESSAGES.dashboardErrorTitle}
        errorMessage={adminErrorMessage(
          dashboard.error,
          ADMIN_MESSAGES.dashboardFailed,
          ADMIN_MESSAGES.noConnection,
        )}
      >
        {(data) => <DashboardFigures data={data} />}
      </SectionBody>
    </>
  );
}
