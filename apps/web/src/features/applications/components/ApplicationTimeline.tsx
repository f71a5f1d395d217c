import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { formatDateTime } from '@hireloop/schema';
import { applicationStatusDisplay, toneFill, TONES } from '@hireloop/ui';

import { timelineStepLabel, type TimelineStep } from '../timeline';

export interface ApplicationTimelineProps {
  steps: readonly TimelineStep[];
  /** Names the list for assistive technology, e.g. 'Timeline of Data Engineer'. */
  label: string;
  id?: string;
}

/**
 * An application's history as a vertical list, oldest first: a mark in the status's colour, what happened,
 * when (date and time of day), and the reason given on a withdrawal.
 */
export function ApplicationTimeline({ steps, label, id }: ApplicationTimelineProps) {
  return (
    <Box
      component="ol"
      id={id}
      aria-label={label}
      data-testid="application-timeline"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const color = TONES[applicationStatusDisplay(step.status).tone];
        return (
          <Box
            component="li"
            key={step.id}
            data-testid="timeline-step"
            data-status={step.status.toLowerCase()}
            sx={{ display: 'grid', gridTemplateColumns: '20px minmax(0, 1fr)', columnGap: 1.5 }}
          >
            <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box
                sx={(theme) => ({
                  mt: '5px',
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  flexShrink: 0,
                  ...toneFill(theme, color),
                })}
              />
              {!last && <Box sx={{ flexGrow: 1, width: 2, my: 0.5, bgcolor: 'divider' }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {timelineStepLabel(step)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </Typography>
              {step.reason && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  data-testid="timeline-reason"
                  sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontStyle: 'italic' }}
                >
                  “{step.reason}”
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
