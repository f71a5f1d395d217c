import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';

import { RECRUITER_MESSAGES } from '@hireloop/schema';
import { AccentScope, EmptyState, ErrorBlock, LoadingBlock, PageHeader } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import { useMyCompanies } from '../../companies/hooks/useMyCompanies';
import { COMPANIES_LOAD_ERROR } from '../../companies/pages/CompanyListPage';
import { JobForm } from '../components/JobForm';
import { PostingLimitNotice } from '../components/PostingLimitNotice';
import { UpgradeDialog } from '../components/UpgradeDialog';
import { usePostingLimit } from '../hooks/usePostingLimit';
import { usePostJob } from '../hooks/useSaveJob';
import { emptyJobForm, toJobInput, type JobFormValues } from '../jobForm';
import { postingLimitLevel } from '../postingLimit';

export const POST_JOB_FAILED = 'Failed to post job';

/** Post New Job (/recruiter/job/post/new); `?company={id}` picks the company in advance. */
export function PostJobPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const { companies, loading, error, retry } = useMyCompanies();
  const { limit, refetch: refetchLimit } = usePostingLimit();
  const { post, posting } = usePostJob();
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const atLimit = limit !== null && postingLimitLevel(limit) === 'limit';

  const submit = (values: JobFormValues) => {
    post(values.companyId, toJobInput(values, true))
      .then(() => {
        toast.success(RECRUITER_MESSAGES.jobPosted);
        void navigate(paths.recruiterJobs);
      })
      .catch((failure: unknown) => {
        toast.error(serverMessage(failure) ?? POST_JOB_FAILED, 5000);
        void refetchLimit();
      });
  };

  const wanted = params.get('company');
  const preselected =
    companies.find((company) => company.id === wanted)?.id ?? (companies.length === 1 ? companies[0].id : '');

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading your companies..." />;
  } else if (error) {
    body = <ErrorBlock title={COMPANIES_LOAD_ERROR} onRetry={retry} />;
  } else if (companies.length === 0) {
    body = (
      <EmptyState
        icon={<AddBusinessOutlinedIcon />}
        title="Add a company first"
        description="Jobs are posted for one of your companies. Create a company profile to post your first job."
        action={
          <Button href={paths.registerCompany} variant="contained" startIcon={<AddBusinessOutlinedIcon />}>
            Add Company
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack spacing={3}>
        <PostingLimitNotice limit={limit} onUpgrade={() => setUpgradeOpen(true)} />
        <JobForm
          key={preselected}
          mode="post"
          initial={emptyJobForm(preselected)}
          companies={companies}
          saving={posting}
          submitDisabled={atLimit}
          onSubmit={submit}
          cancelHref={paths.recruiterJobs}
        />
      </Stack>
    );
  }

  return (
    <AccentScope accent="secondary">
      <PageHeader
        maxWidth="md"
        icon={<PostAddOutlinedIcon />}
        title="Post New Job"
        subtitle="Describe the role. Fields marked * are required."
        actions={
          <Button href={paths.recruiterJobs} color="inherit" startIcon={<ArrowBackIcon />}>
            My Jobs
          </Button>
        }
      >
        {limit?.limit != null && postingLimitLevel(limit) === 'normal' && (
          <Alert severity="info" variant="outlined" sx={{ borderRadius: 3, bgcolor: 'background.paper' }}>
            {`You have used ${limit.used} of ${limit.limit} job postings on your plan.`}
          </Alert>
        )}
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} limit={limit?.limit} />
    </AccentScope>
  );
}
