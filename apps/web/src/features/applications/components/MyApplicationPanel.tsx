import { useQuery } from '@apollo/client/react';

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { Role } from '@hireloop/schema';
import { StatusBadge } from '@hireloop/ui';

import { useSession } from '../../../app/session';
import { MyApplicationDocument } from '../../../gql/graphql';
import { ApplicationProgress } from './ApplicationProgress';

export interface MyApplicationPanelProps {
  jobId: string;
  jobTitle: string;
}

/**
 * On the job page, for a signed-in seeker who applied (or withdrew): the application's status, timeline
 * and Withdraw. Nothing for anyone else, or before they apply.
 */
export function MyApplicationPanel({ jobId, jobTitle }: MyApplicationPanelProps) {
  const { role } = useSession();
  const seeker = role === Role.JOB_SEEKER;
  const { data } = useQuery(MyApplicationDocument, {
    variables: { jobId },
    skip: !seeker,
    fetchPolicy: 'cache-and-network',
  });
  const application = seeker ? data?.myApplication : null;
  if (!application) return null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-application-title"
      data-testid="my-application"
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id="my-application-title" sx={{ flexGrow: 1 }}>
          Your application
        </Typography>
        <StatusBadge status={application.status} />
      </Stack>
      <ApplicationProgress application={application} jobTitle={jobTitle} />
    </Paper>
  );
}
