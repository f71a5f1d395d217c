import { useNavigate, useParams } from 'react-router-dom';

import { RECRUITER_MESSAGES } from '@hireloop/schema';

import { EditRecordPage } from '../../../app/components/EditRecordPage';
import { RecordView } from '../../../app/components/RecordView';
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
  const { job, loading, error, retry } = useRecruiterJob(id);
  const { update, updating } = useUpdateJob();

  const submit = (values: JobFormValues) => {
    update(id, toJobInput(values, false))
      .then(() => {
        toast.success(RECRUITER_MESSAGES.jobUpdated);
        void navigate(paths.recruiterJobs);
      })
      .catch((failure: unknown) => toast.error(serverMessage(failure) ?? UPDATE_JOB_FAILED, 5000));
  };

  return (
    <EditRecordPage
      title="Edit Job"
      subtitle={job ? `${job.title} · ${job.company.name}` : 'Update the details and status of this posting.'}
      backHref={job ? recruiterJobPath(job.id) : paths.recruiterJobs}
    >
      <RecordView
        record={job}
        loading={loading}
        error={error}
        retry={retry}
        loadingText="Loading job..."
        errorTitle={JOB_LOAD_ERROR}
        errorAction={<GoBackToJobs />}
        notFound={<JobNotFound />}
      >
        {(shown) => (
          <JobForm
            key={shown.id}
            mode="edit"
            initial={jobFormFrom(shown)}
            companies={[]}
            companyName={shown.company.name}
            saving={updating}
            onSubmit={submit}
            cancelHref={recruiterJobPath(shown.id)}
          />
        )}
      </RecordView>
    </EditRecordPage>
  );
}
