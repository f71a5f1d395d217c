import { useId, useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';

import { isWithdrawable, plural } from '@hireloop/schema';

import type { ApplicationTimelineFieldsFragment } from '../../../gql/graphql';
import { SeekerInterviews } from '../../interviews/components/SeekerInterviews';
import { ApplicationTimeline } from './ApplicationTimeline';
import { WithdrawDialog } from './WithdrawDialog';

export interface ApplicationProgressProps {
  application: ApplicationTimelineFieldsFragment;
  jobTitle: string;
  /** The timeline starts folded behind a toggle (the Applied Jobs cards); otherwise it is always shown. */
  collapsible?: boolean;
}

/**
 * Where an application stands: its timeline and, while it can still be withdrawn, a Withdraw action with
 * its confirmation.
 */
export function ApplicationProgress({
  application,
  jobTitle,
  collapsible = false,
}: ApplicationProgressProps) {
  const [expanded, setExpanded] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const timelineId = useId();
  const timeline = (
    <ApplicationTimeline id={timelineId} steps={application.timeline} label={`Timeline of ${jobTitle}`} />
  );
  const steps = application.timeline.length;

  return (
    <Box data-testid="application-progress">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {collapsible && (
          <Button
            size="small"
            color="inherit"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={expanded ? timelineId : undefined}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            data-testid="timeline-toggle"
          >
            {expanded ? 'Hide timeline' : `Show timeline (${plural(steps, 'step')})`}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {isWithdrawable(application.status) && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<UndoOutlinedIcon />}
            onClick={() => setWithdrawing(true)}
            aria-label={`Withdraw application for ${jobTitle}`}
            data-testid="withdraw-button"
          >
            Withdraw
          </Button>
        )}
      </Stack>
      {collapsible ? (
        <Collapse in={expanded} unmountOnExit>
          <Box sx={{ pt: 1.5 }}>{timeline}</Box>
        </Collapse>
      ) : (
        <Box sx={{ pt: 1.5 }}>{timeline}</Box>
      )}
      <SeekerInterviews interviews={application.interviews} jobTitle={jobTitle} />
      <WithdrawDialog
        open={withdrawing}
        applicationId={application.id}
        jobTitle={jobTitle}
        onClose={() => setWithdrawing(false)}
      />
    </Box>
  );
}
