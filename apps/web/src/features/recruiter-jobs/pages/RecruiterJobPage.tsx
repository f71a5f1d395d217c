import { useParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';

import { rupees, formatDate } from '@hireloop/schema';
import { AccentScope, DetailHeader, DetailPage, JobStatusChip } from '@hireloop/ui';

import { RecordView } from '../../../app/components/RecordView';
import { paths } from '../../../app/paths';
import { companyPath } from '../../companies/paths';
import { JobDescriptionSections, JobOverview } from '../../jobs/components/JobDetailsParts';
import { GoBackToJobs, JobNotFound } from '../components/JobNotFound';
import { ScreeningQuestionsSummary } from '../components/ScreeningQuestionsSummary';
import { useRecruiterJob, type RecruiterJob } from '../hooks/useRecruiterJob';
import { jobApplicantsPath, recruiterJobEditPath } from '../paths';
import { RECRUITER_DATES } from '../format';

export const JOB_LOAD_ERROR = 'Failed to fetch job details';

function JobView({ job }: { job: RecruiterJob }) {
  const salary = rupees(job.salary) || 'Salary not disclosed';
  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
          <DetailHeader
            logo={{
              name: job.company.name,
              hasLogo: job.company.hasLogo,
              logoImage: job.company.logoImage,
              color: job.company.logoColor,
              text: job.company.logoText,
            }}
            logoSize={72}
            title={job.title}
            subtitle={
              <>
                <Link href={companyPath(job.company.id)} color="inherit">
                  {job.company.name}
                </Link>{' '}
                · {job.location || 'Remote'}
              </>
            }
            chips={
              <>
                <JobStatusChip status={job.status} />
                <Chip size="small" variant="outlined" label={job.jobType || 'Not specified'} />
                <Chip size="small" variant="outlined" label={job.category} />
              </>
            }
          />

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

          <JobDescriptionSections job={job} />
          <ScreeningQuestionsSummary questions={job.screeningQuestions} knockoutAction={job.knockoutAction} />
        </Paper>
      </Grid>

      <Grid size={{ xs: 12, md: 4 }}>
        <JobOverview
          job={job}
          salary={salary}
          jobType={job.jobType || 'Not specified'}
          posted={formatDate(job.createdAt, RECRUITER_DATES)}
          closes={formatDate(job.validThrough, RECRUITER_DATES)}
          sticky
        />
      </Grid>
    </Grid>
  );
}

/**
 * Job description for the recruiter (/recruiter/job/{id}) with Edit and View Applicants, and the job's
 * screening questions with their knock-out rules.
 */
export function RecruiterJobPage() {
  const { id = '' } = useParams();
  const { job, loading, error, retry } = useRecruiterJob(id);

  return (
    <AccentScope accent="secondary">
      <DetailPage
        backHref={paths.recruiterJobs}
        backLabel="Back to My Jobs"
        placeholderHeading={job ? null : 'Job Description'}
      >
        <RecordView
          record={job}
          loading={loading}
          error={error}
          retry={retry}
          loadingText="Loading job details..."
          errorTitle={JOB_LOAD_ERROR}
          errorAction={<GoBackToJobs />}
          notFound={<JobNotFound />}
        >
          {(shown) => <JobView job={shown} />}
        </RecordView>
      </DetailPage>
    </AccentScope>
  );
}
