import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { formatDate, JOB_EXPIRY_MESSAGES } from '@hireloop/schema';
import { AccentScope, EmptyState, LoadingBlock, PageHeader } from '@hireloop/ui';

import { serverMessage } from '../../../app/graphqlErrors';
import { paths } from '../../../app/paths';
import type { RecruiterJobFieldsFragment } from '../../../gql/graphql';
import { RECRUITER_DATES } from '../format';
import { useExtendJobByLink } from '../hooks/useSaveJob';

type Outcome = { job: RecruiterJobFieldsFragment } | { error: string } | null;

/**
 * The "Extend 30 days" link of an expiry mail (/recruiter/jobs/extend?token=…). The recruiter guard signs
 * a visitor in first and comes back here; the page then extends the link's job once (the server checks
 * that it is the signed-in recruiter's) and says until when it takes applications.
 */
export function ExtendJobPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { extendByLink } = useExtendJobByLink();
  const [result, setResult] = useState<Outcome>(null);
  const started = useRef(false);
  const outcome: Outcome = token ? result : { error: JOB_EXPIRY_MESSAGES.extendLinkInvalid };

  // Once per visit: a second request would find the job extended already and change nothing.
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    extendByLink(token)
      .then((job) => setResult({ job }))
      .catch((failure: unknown) =>
        setResult({ error: serverMessage(failure) ?? JOB_EXPIRY_MESSAGES.extendLinkInvalid }),
      );
  }, [token, extendByLink]);

  const myJobs = (
    <Button href={paths.recruiterJobs} variant="contained" startIcon={<WorkOutlineOutlinedIcon />}>
      My Jobs
    </Button>
  );

  let body;
  if (!outcome) {
    body = <LoadingBlock text="Extending your job..." />;
  } else if ('job' in outcome) {
    body = (
      <EmptyState
        icon={<EventAvailableOutlinedIcon />}
        title={JOB_EXPIRY_MESSAGES.extended}
        description={`${outcome.job.title} takes applications until ${formatDate(outcome.job.validThrough, RECRUITER_DATES)}.`}
        action={myJobs}
      />
    );
  } else {
    body = (
      <EmptyState
        icon={<EventBusyOutlinedIcon />}
        title="The job was not extended"
        description={outcome.error}
        action={myJobs}
      />
    );
  }

  return (
    <AccentScope accent="secondary">
      <PageHeader maxWidth="md" icon={<EventAvailableOutlinedIcon />} title="Extend Job" />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="extend-job">
        {body}
      </Container>
    </AccentScope>
  );
}
