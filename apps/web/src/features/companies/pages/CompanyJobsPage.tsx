import { useParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import {
  AccentScope,
  CompanyLogo,
  EmptyState,
  ErrorBlock,
  LoadingBlock,
  PageHeader,
  Pager,
  StatTileRow,
} from '@hireloop/ui';

import type { JobStatus } from '../../../gql/graphql';
import { ALL_JOB_STATUSES, capitalise, jobStatusValue, parseJobStatus } from '../../recruiter-jobs/format';
import { useExtendAction } from '../../recruiter-jobs/hooks/useExtendAction';
import { useListParams } from '../../recruiter-jobs/hooks/useListParams';
import { RecruiterJobCard } from '../../recruiter-jobs/components/RecruiterJobCard';
import { StatusChips, type StatusChipOption } from '../../recruiter-jobs/components/StatusChips';
import { CompanyNotFound } from '../components/CompanyNotFound';
import { useCompanyJobs, type CompanyJobsPage as CompanyJobsData } from '../hooks/useCompanyJobs';
import { companyPath } from '../paths';
import { plural } from '@hireloop/schema';

export const COMPANY_JOBS_ERROR = 'Failed to fetch company jobs';

/** All, then every status with its count; paused and expired only when some job has them. */
function statusOptions(data: CompanyJobsData, selected: JobStatus | null): StatusChipOption<JobStatus>[] {
  const counts = new Map(data.statusCounts.map((row) => [row.status, row.count]));
  const total = data.statusCounts.reduce((sum, row) => sum + row.count, 0);
  const shown = ALL_JOB_STATUSES.filter(
    (status) =>
      !['PAUSED', 'EXPIRED'].includes(status) || (counts.get(status) ?? 0) > 0 || status === selected,
  );
  return [
    { value: null, label: 'All', count: total },
    ...shown.map((status) => ({ value: status, label: capitalise(status), count: counts.get(status) ?? 0 })),
  ];
}

/**
 * Company jobs (/recruiter/company/{id}/jobs): its postings (with their closing dates and Extend) with
 * figures, status chips and pages of 6.
 */
export function CompanyJobsPage() {
  const { id = '' } = useParams();
  const { values, page, set, setPage } = useListParams(['status'] as const);
  const status = parseJobStatus(values.status);
  const { data, loading, refreshing, notFound, retry } = useCompanyJobs(id, status, page);
  const { extendJob, extendingId } = useExtendAction();

  const company = data?.company ?? null;
  const allJobs = data ? data.statusCounts.reduce((sum, row) => sum + row.count, 0) : 0;

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading company jobs..." />;
  } else if (notFound) {
    body = <CompanyNotFound />;
  } else if (!data) {
    body = <ErrorBlock title={COMPANY_JOBS_ERROR} message="Please try again." onRetry={retry} />;
  } else {
    const empty =
      data.items.length > 0 ? null : status ? (
        <EmptyState
          icon={<WorkOutlineOutlinedIcon />}
          title={`No ${jobStatusValue(status)} jobs found`}
          action={
            <Button variant="outlined" onClick={() => set({ status: '' })}>
              Show all jobs
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<WorkOutlineOutlinedIcon />}
          title="No jobs posted yet"
          description="This company hasn't posted any jobs yet"
        />
      );
    body = (
      <Stack spacing={3}>
        <StatTileRow
          size={{ xs: 12, sm: 4 }}
          tiles={[
            {
              label: 'Active Jobs',
              value: data.stats.activeJobs,
              icon: <WorkOutlineOutlinedIcon />,
              tone: 'success',
              testId: 'stat-active-jobs',
            },
            {
              label: 'Total Applicants',
              value: data.stats.totalApplicants,
              icon: <PeopleAltOutlinedIcon />,
              tone: 'info',
              testId: 'stat-total-applicants',
            },
            {
              label: 'Total Positions',
              value: data.stats.totalPositions,
              icon: <GroupsOutlinedIcon />,
              tone: 'primary',
              testId: 'stat-total-positions',
            },
          ]}
        />

        {allJobs > 0 && (
          <StatusChips
            label="Filter by status"
            options={statusOptions(data, status)}
            selected={status}
            onChange={(next) => set({ status: next ? jobStatusValue(next) : '' })}
          />
        )}

        {empty ?? (
          <Grid container spacing={3} data-testid="company-jobs">
            {data.items.map((job) => (
              <Grid key={job.id} size={{ xs: 12, md: 6, lg: 4 }}>
                <RecruiterJobCard
                  job={job}
                  hideCompany
                  onExtend={extendJob}
                  extending={extendingId === job.id}
                />
              </Grid>
            ))}
          </Grid>
        )}

        <Pager
          page={data.page}
          pageCount={data.pageCount}
          onPageChange={setPage}
          label="Company jobs pages"
        />
      </Stack>
    );
  }

  return (
    <AccentScope accent="secondary">
      <PageHeader
        icon={
          company ? (
            <CompanyLogo
              size={52}
              name={company.name}
              hasLogo={company.hasLogo}
              logoImage={company.logoImage}
              color={company.logoColor}
              text={company.logoText}
            />
          ) : (
            <WorkHistoryOutlinedIcon />
          )
        }
        title={company ? `${company.name} Jobs` : 'Company Jobs'}
        subtitle={company ? `${plural(allJobs, 'job')} posted` : undefined}
        actions={
          <>
            <Button
              href={company ? companyPath(company.id) : companyPath(id)}
              color="inherit"
              startIcon={<ArrowBackIcon />}
            >
              Company
            </Button>
            <Button
              variant="outlined"
              onClick={retry}
              disabled={refreshing || loading}
              startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
            >
              Refresh
            </Button>
          </>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </AccentScope>
  );
}
