import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlineOutlinedIcon from '@mui/icons-material/PeopleOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { positionsLabel, rupees, formatDate, externalHref } from '@hireloop/schema';
import { CompanyLogo, EmptyState, jobTypeBadge, ErrorBlock, LoadingBlock } from '@hireloop/ui';

import { useHydrated } from '../../../app/hydration';
import { paths } from '../../../app/paths';
import { JobActions } from '../components/JobActions';
import { useJobDetails, type JobDetails } from '../hooks/useJobDetails';

export const JOB_DETAILS_ERROR = 'Failed to fetch job details';

/**
 * One fact of the job: a `<div>` of its `<dl>` holding the `<dt>` (with the decorative icon, placed in
 * the left gutter) and the `<dd>`, so the list stays a valid definition list for assistive technology.
 */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', pl: '48px', minHeight: 36 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        <Box
          component="span"
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            left: 0,
            top: 0,
            width: 36,
            height: 36,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
            '& svg': { fontSize: 20 },
          })}
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', m: 0 }} component="dd">
        {value}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function JobDetailsView({ job, onStale }: { job: JobDetails; onStale: () => void }) {
  const badge = jobTypeBadge(job.jobType);
  const salary = rupees(job.salary) || 'Not disclosed';
  // The server's date (UTC) until hydrated, then the visitor's.
  const hydrated = useHydrated();

  return (
    // Two columns from md up (8 + 4 of 12), stacked below.
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
            <CompanyLogo
              size={72}
              name={job.company.name}
              hasLogo={job.company.hasLogo}
              logoUrl={job.company.logoUrl}
              color={job.company.logoColor || job.logoColor}
              text={job.company.logoText || job.logoText}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
                {job.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 500 }}>
                {job.company.name} · {job.location || 'Remote'}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  label={job.viewerHasApplied ? 'Applied' : 'Open'}
                  color={job.viewerHasApplied ? 'success' : 'info'}
                  data-testid="job-application-state"
                  sx={{ fontWeight: 700 }}
                />
                <Chip
                  size="small"
                  label={badge.label}
                  color={badge.tone === 'green' ? 'success' : 'primary'}
                  variant="outlined"
                />
                <Chip size="small" label={job.category} variant="outlined" />
                <Chip size="small" icon={<PaymentsOutlinedIcon />} label={salary} variant="outlined" />
              </Stack>
            </Box>
          </Stack>

          <Box sx={{ mt: 3 }}>
            <JobActions job={job} onStale={onStale} />
          </Box>

          <Box component="hr" sx={{ my: 4, border: 0, borderTop: 1, borderColor: 'divider' }} />

          <Section title="Job Description">
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {job.description}
            </Typography>
          </Section>

          {job.requirements.length > 0 && (
            <Section title="Requirements">
              <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {job.requirements.map((requirement, index) => (
                  <Stack key={`${index}-${requirement}`} component="li" direction="row" spacing={1.25}>
                    <CheckCircleOutlinedIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                    <Typography color="text.secondary">{requirement}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Section>
          )}

          {job.skills.length > 0 && (
            <Section title="Skills">
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {job.skills.map((skill) => (
                  <Chip key={skill} label={skill} sx={{ fontWeight: 600 }} />
                ))}
              </Stack>
            </Section>
          )}
        </Paper>
      </Box>

      <Box>
        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 4 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
              Job Overview
            </Typography>
            <Stack component="dl" spacing={2.25} sx={{ m: 0 }}>
              <Fact icon={<CurrencyRupeeIcon />} label="Salary" value={salary} />
              <Fact icon={<PlaceOutlinedIcon />} label="Location" value={job.location || 'Remote'} />
              <Fact icon={<WorkOutlineOutlinedIcon />} label="Job Type" value={badge.label} />
              <Fact icon={<ScheduleOutlinedIcon />} label="Shift" value={job.shift || 'Not specified'} />
              <Fact
                icon={<GroupsOutlinedIcon />}
                label="Open Positions"
                value={positionsLabel(job.positions)}
              />
              <Fact icon={<CategoryOutlinedIcon />} label="Category" value={job.category} />
              <Fact
                icon={<EventOutlinedIcon />}
                label="Posted"
                value={formatDate(job.createdAt, { utc: !hydrated })}
              />
              <Fact icon={<PeopleOutlineOutlinedIcon />} label="Applicants" value={job.applicationCount} />
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: 3, borderRadius: 4 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              About the Company
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CompanyLogo
                size={44}
                name={job.company.name}
                hasLogo={job.company.hasLogo}
                logoUrl={job.company.logoUrl}
                color={job.company.logoColor}
                text={job.company.logoText}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {job.company.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="job-company-facts">
                  {[job.company.industry, job.company.size && `${job.company.size} employees`]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            </Stack>
            {job.company.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {job.company.description}
              </Typography>
            )}
            <Stack spacing={1} sx={{ mt: 2 }}>
              {job.company.location && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <BusinessOutlinedIcon fontSize="small" aria-hidden />
                  <Typography variant="body2">{job.company.location}</Typography>
                </Stack>
              )}
              {job.company.website && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <LanguageOutlinedIcon fontSize="small" aria-hidden />
                  <Link
                    href={externalHref(job.company.website)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {job.company.website}
                  </Link>
                </Stack>
              )}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}

/** The job list a card was opened from (its address in router state), when it is one of ours. */
function listOpenedFrom(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string') return null;
  const path = from.split('?')[0];
  return path === paths.jobs || path === paths.search || path.startsWith(`${paths.jobs}/`) ? from : null;
}

/**
 * Job details for seekers (/job/{id}). Back returns to the job list the job was opened from (its search,
 * filters and page), else to /; a missing job offers Go Back to /.
 */
export function JobDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const back = listOpenedFrom(location.state) ?? paths.home;
  const { job, loading, notFound, error, retry } = useJobDetails(id);

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading job details..." />;
  } else if (job) {
    body = <JobDetailsView job={job} onStale={retry} />;
  } else if (error && !notFound) {
    body = <ErrorBlock title={JOB_DETAILS_ERROR} message="Please try again." onRetry={retry} />;
  } else {
    body = (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title="Job not found"
        description="This job may have been filled or removed."
        action={
          <Button href={paths.home} variant="contained" startIcon={<ArrowBackIcon />}>
            Go Back
          </Button>
        }
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        href={back}
        startIcon={<ArrowBackIcon />}
        color="inherit"
        sx={{ mb: 2, color: 'text.secondary' }}
      >
        Back
      </Button>
      {body}
    </Container>
  );
}
