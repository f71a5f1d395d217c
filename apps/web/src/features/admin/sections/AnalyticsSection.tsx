import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';

import { BarChart } from '../components/charts/BarChart';
import { LineChart } from '../components/charts/LineChart';

import { adminErrorMessage } from '../adminErrors';
import { ADMIN_MESSAGES, formatCount, formatDay } from '../adminText';
import { Panel } from '../components/Panel';
import { RefreshButton } from '../components/RefreshButton';
import { SectionBody } from '../components/SectionBody';
import { SectionHeader } from '../components/SectionHeader';
import { StatGrid } from '../components/StatGrid';
import { useAdminAnalytics, type AdminAnalyticsData } from '../hooks/useAdminAnalytics';
import { usePlatform } from '../../../app/platform';

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The charts and their totals; exported for the tests. */
export function AnalyticsCharts({ data }: { data: AdminAnalyticsData }) {
  const theme = useTheme();
  const days = data.series.map((point) => formatDay(point.day));
  const jobs = data.series.map((point) => point.jobs);
  const applications = data.series.map((point) => point.applications);
  const signups = data.series.map((point) => point.signups);
  const topCategory = data.byCategory[0];
  const range = days.length ? `${days[0]} – ${days[days.length - 1]}` : 'Last 30 days';

  return (
    <>
      <StatGrid
        cards={[
          {
            id: 'jobs-30',
            label: 'Jobs posted',
            value: formatCount(sum(jobs)),
            icon: <NoteAddOutlinedIcon />,
            tone: 'secondary',
            hint: 'Last 30 days',
          },
          {
            id: 'applications-30',
            label: 'Applications',
            value: formatCount(sum(applications)),
            icon: <AssignmentOutlinedIcon />,
            hint: 'Last 30 days',
          },
          {
            id: 'signups-30',
            label: 'Sign-ups',
            value: formatCount(sum(signups)),
            icon: <PersonAddAlt1OutlinedIcon />,
            tone: 'success',
            hint: 'Last 30 days',
          },
          {
            id: 'top-category',
            label: 'Top category',
            value: (
              <Box component="span" sx={{ fontSize: 18, display: 'block' }} title={topCategory?.category}>
                {topCategory ? topCategory.category : '—'}
              </Box>
            ),
            icon: <LeaderboardOutlinedIcon />,
            tone: 'warning',
            hint: topCategory ? `${formatCount(topCategory.count)} applications` : 'No applications yet',
          },
        ]}
      />

      <Box sx={{ mb: 3 }}>
        <Panel title="Daily Activity" subtitle={`Jobs posted, applications and sign-ups per day · ${range}`}>
          <LineChart
            title="Daily jobs posted, applications and sign-ups over the last 30 days"
            labels={days}
            series={[
              { name: 'Applications', values: applications, color: theme.vars.palette.primary.main },
              { name: 'Jobs posted', values: jobs, color: theme.vars.palette.secondary.main },
              { name: 'Sign-ups', values: signups, color: theme.vars.palette.success.main },
            ]}
            xLabel="Day"
            yLabel="Count per day"
            testId="activity-chart"
          />
        </Panel>
      </Box>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Panel title="Sign-ups per Day" subtitle={range}>
            <BarChart
              title="New sign-ups per day over the last 30 days"
              bars={data.series.map((point, i) => ({ label: days[i] ?? point.day, value: point.signups }))}
              categoryLabel="Day"
              valueLabel="Sign-ups"
              color={theme.vars.palette.success.main}
              testId="signups-chart"
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Panel title="Applications by Category" subtitle="All applications, the biggest categories">
            {data.byCategory.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                No applications yet
              </Typography>
            ) : (
              <BarChart
                title="Applications by job category"
                bars={data.byCategory.map((item) => ({ label: item.category, value: item.count }))}
                categoryLabel="Category"
                valueLabel="Applications"
                orientation="horizontal"
                testId="category-chart"
              />
            )}
          </Panel>
        </Grid>
      </Grid>
    </>
  );
}

/** Analytics (/admin/analytics): 30-day series and applications by category, drawn as SVG charts. */
export function AnalyticsSection() {
  const analytics = useAdminAnalytics();
  const platform = usePlatform();

  return (
    <>
      <SectionHeader
        title="Analytics"
        subtitle={`How ${platform.name} grew over the last 30 days.`}
        actions={<RefreshButton onClick={analytics.refetch} busy={analytics.refreshing} />}
      />
      <SectionBody
        state={analytics}
        loadingText="Loading analytics..."
        errorTitle={adminErrorMessage(
          analytics.error,
          ADMIN_MESSAGES.analyticsFailed,
          ADMIN_MESSAGES.networkError,
        )}
      >
        {(data) => <AnalyticsCharts data={data} />}
      </SectionBody>
    </>
  );
}
