import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';

import { companyPath, ENTERED_LINK_REL, rupees, formatDate, externalHref, Role } from '@hireloop/schema';
import { CompanyLogo, DetailHeader, DetailPage, EmptyState, jobTypeBadge, useHydrated } from '@hireloop/ui';

import { usePageTitle } from '../../../app/pageTitle';
import { usePlatform } from '../../../app/platform';
import { useSession } from '../../../app/session';
import { RecordView } from '../../../app/components/RecordView';
import { paths } from '../../../app/paths';
import { JobActions } from '../components/JobActions';
import { JobDescriptionSections, JobOverview } from '../components/JobDetailsParts';
import { useJobDetails, type JobDetails } from '../hooks/useJobDetails';

export const JOB_DETAILS_ERROR = 'Failed to fetch job details';

// A seeker's application (its timeline and Withdraw) loads its code for signed-in seekers only.
const MyApplicationPanel = lazy(async () => ({
  default: (await import('../../applications/components/MyApplicationPanel')).MyApplicationPanel,
}));

function JobDetailsView({ job, onStale }: { job: JobDetails; onStale: () => void }) {
  const badge = jobTypeBadge(job.jobType);
  const salary = rupees(job.salary) || 'Not disclosed';
  // The server's date (UTC) until hydrated, then the visitor's.
  const hydrated = useHydrated();
  const { role } = useSession();

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
          <DetailHeader
            logo={{
              name: job.company.name,
              hasLogo: job.company.hasLogo,
              logoImage: job.company.logoImage,
              color: job.company.logoColor || job.logoColor,
              text: job.company.logoText || job.logoText,
            }}
            logoSize={72}
            title={job.title}
            subtitle={`${job.company.name} · ${job.location || 'Remote'}`}
            chips={
              <>
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
              </>
            }
          />

          <Box sx={{ mt: 3 }}>
            <JobActions job={job} onStale={onStale} />
          </Box>

          {role === Role.JOB_SEEKER && (
            <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
              <Suspense fallback={null}>
                <MyApplicationPanel jobId={job.id} jobTitle={job.title} />
              </Suspense>
            </Box>
          )}

          <Box component="hr" sx={{ my: 4, border: 0, borderTop: 1, borderColor: 'divider' }} />

          <JobDescriptionSections job={job} />
        </Paper>
      </Box>

      <Box>
        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <JobOverview
            job={job}
            salary={salary}
            jobType={badge.label}
            posted={formatDate(job.createdAt, { utc: !hydrated })}
          />

          <Paper variant="outlined" sx={{ p: 3, borderRadius: 4 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              About the Company
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CompanyLogo
                size={44}
                name={job.company.name}
                hasLogo={job.company.hasLogo}
                logoImage={job.company.logoImage}
                color={job.company.logoColor}
                text={job.company.logoText}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  <Link href={companyPath(job.company.slug)} color="inherit" data-testid="job-company-link">
                    {job.company.name}
                  </Link>
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
                    rel={ENTERED_LINK_REL}
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {job.company.website}
                  </Link>
                </Stack>
              )}
            </Stack>
            <Button href={companyPath(job.company.slug)} variant="outlined" fullWidth sx={{ mt: 2.5 }}>
              View company
            </Button>
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
  const { job, loading, error, retry } = useJobDetails(id);
  const { name } = usePlatform();
  usePageTitle(
    job ? (titles) => titles.jobTitle(job, name, job.status === 'EXPIRED') : null,
    `${job?.id}\n${job?.title}\n${job?.status}\n${name}`,
  );

  return (
    <DetailPage backHref={back} backLabel="Back">
      <RecordView
        record={job}
        loading={loading}
        error={error}
        retry={retry}
        loadingText="Loading job details..."
        errorTitle={JOB_DETAILS_ERROR}
        notFound={
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
        }
      >
        {(shown) => <JobDetailsView job={shown} onStale={retry} />}
      </RecordView>
    </DetailPage>
  );
}
