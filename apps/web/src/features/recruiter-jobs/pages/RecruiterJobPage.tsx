import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { positionsLabel, rupees, formatDate } from '@hireloop/schema';
import { AccentScope, CompanyLogo, ErrorBlock, JobStatusChip, LoadingBlock } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { versionedLogoUrl } from '../../companies/logoVersion';
import { companyPath } from '../../companies/paths';
import { GoBackToJobs, JobNotFound } from '../components/JobNotFound';
import { useRecruiterJob, type RecruiterJob } from '../hooks/useRecruiterJob';
import { jobApplicantsPath, recruiterJobEditPath } from '../paths';
import { RECRUITER_DATES } from '../format';

export const JOB_LOAD_ERROR = 'Failed to fetch job details';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 36,
          height: 36,
          borderRadius: 2.5,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
          '& svg': { fontSize: 20 },
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="dt">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} component="dd">
          {value}
        </Typography>
      </Box>
    </Stack>
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

function JobView({ job }: { job: RecruiterJob }) {
  const salary = rupees(job.salary) || 'Salary not disclosed';
  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
            <CompanyLogo
              size={72}
              name={job.company.name}
              hasLogo={job.company.hasLogo}
              logoUrl={versionedLogoUrl(job.company.id, job.company.logoUrl)}
              color={job.company.logoColor}
              text={job.company.logoText}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
                {job.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 500 }}>
                <Link href={companyPath(job.company.id)} color="inherit">
                  {job.company.name}
                </Link>{' '}
                · {job.location || 'Remote'}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
                <JobStatusChip status={job.status} />
                <Chip size="small" variant="outlined" label={job.jobType || 'Not specified'} />
                <Chip size="small" variant="outlined" label={job.category} />
              </Stack>
            </Box>
          </Stack>

          {/* Editing and the applicants are for the job's own recruiter only. */}
          {job.viewerCanEdit && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              <Button
                href={recruiterJobEditPath(job.id)}
                variant="contained"
                size="large"
                startIcon={<EditOutlinedIcon />}
              >
                Edit
              </Button>
              <Button
                href={jobApplicantsPath(job.id)}
                variant="outlined"
                size="large"
                startIcon={<PeopleAltOutlinedIcon />}
              >
                View Applicants ({job.applicationCount})
              </Button>
            </Stack>
          )}

          <Divider sx={{ my: 4 }} />

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
      </Grid>

      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, position: { md: 'sticky' }, top: { md: 96 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
            Job Overview
          </Typography>
          <Stack component="dl" spacing={2.25} sx={{ m: 0 }}>
            <Fact icon={<CurrencyRupeeIcon />} label="Salary" value={salary} />
            <Fact icon={<PlaceOutlinedIcon />} label="Location" value={job.location || 'Remote'} />
            <Fact
              icon={<WorkOutlineOutlinedIcon />}
              label="Job Type"
              value={job.jobType || 'Not specified'}
            />
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
              value={formatDate(job.createdAt, RECRUITER_DATES)}
            />
            <Fact icon={<PeopleAltOutlinedIcon />} label="Applicants" value={job.applicationCount} />
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}

/** Job description for the recruiter (/recruiter/job/{id}) with Edit and View Applicants. */
export function RecruiterJobPage() {
  const { id = '' } = useParams();
  const { job, loading, notFound, retry } = useRecruiterJob(id);

  let body;
  if (loading) body = <LoadingBlock text="Loading job details..." />;
  else if (job) body = <JobView job={job} />;
  else if (notFound) body = <JobNotFound />;
  else
    body = (
      <ErrorBlock
        title={JOB_LOAD_ERROR}
        message="Please try again."
        onRetry={retry}
        action={<GoBackToJobs />}
      />
    );

  return (
    <AccentScope accent="secondary">
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Button
          href={paths.recruiterJobs}
          startIcon={<ArrowBackIcon />}
          color="inherit"
          sx={{ mb: 2, color: 'text.secondary' }}
        >
          Back to My Jobs
        </Button>
        {/* The job's title is the heading once it is loaded; until then the page says what it is. */}
        {!job && (
          <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: 24, md: 32 } }}>
            Job Description
          </Typography>
        )}
        {body}
      </Container>
    </AccentScope>
  );
}
