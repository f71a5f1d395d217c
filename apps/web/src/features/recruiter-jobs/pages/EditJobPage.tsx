import { useNavigate, useParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';

import { RECRUITER_MESSAGES } from '@hireloop/schema';
import { AccentScope, ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { JobForm } from '../components/JobForm';
import { GoBackToJobs, JobNotFound } from '../components/JobNotFound';
import { useRecruiterJob } from '../hooks/useRecruiterJob';
import { useUpdateJob } from '../hooks/useSaveJob';
import { jobFormFrom, toJobInput, type JobFormValues } from '../jobForm';
import { recruiterJobPath } from '../paths';
import { JOB_LOAD_ERROR } from './RecruiterJobPage';

export const UPDATE_JOB_FAILED = 'Failed to update job';

/** Edit job (/recruiter/job/{id}/edit): every field but the company; success returns to /recruiter/jobs. */
export function EditJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { job, loading, notFound, retry } = useRecruiterJob(id);
  const { update, updating } = useUpdateJob();

  const submit = (values: JobFormValues) => {
    update(id, toJobInput(values, false))
      .then(() => {
        toast.success(RECRUITER_MESSAGES.jobUpdated);
        void navigate(paths.recruiterJobs);
      })
      .catch((failure: unknown) => toast.error(serverMessage(failure) ?? UPDATE_JOB_FAILED, 5000));
  };

  let body;
  if (loading) body = <LoadingBlock text="Loading job..." />;
  else if (job)
    body = (
      <JobForm
        key={job.id}
        mode="edit"
        initial={jobFormFrom(job)}
        companies={[]}
        companyName={job.company.name}
        saving={updating}
        onSubmit={submit}
        cancelHref={recruiterJobPath(job.id)}
      />
    );
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
      <PageHeader
        maxWidth="md"
        icon={<EditNoteOutlinedIcon />}
        title="Edit Job"
        subtitle={
          job ? `${job.title} · ${job.company.name}` : 'Update the details and status of this posting.'
        }
        actions={
          <Button
            href={job ? recruiterJobPath(job.id) : paths.recruiterJobs}
            color="inherit"
            startIcon={<ArrowBackIcon />}
          >
            Back
          </Button>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </AccentScope>
  );
}
