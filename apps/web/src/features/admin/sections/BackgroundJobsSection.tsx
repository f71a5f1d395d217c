import { useState } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';

import { BACKGROUND_JOB_MESSAGES } from '@hireloop/schema';
import { EmptyState, TonePill } from '@hireloop/ui';

import { useToast } from '../../../app/toast';
import { adminErrorMessage } from '../adminErrors';
import { ADMIN_MESSAGES, ADMIN_TOAST_MS, formatCount, formatDateTime } from '../adminText';
import { ConfirmAction } from '../components/ConfirmAction';
import { RefreshButton } from '../components/RefreshButton';
import { SectionBody } from '../components/SectionBody';
import { SectionHeader } from '../components/SectionHeader';
import { adminTableSx } from '../components/tableStyles';
import {
  useAdminBackgroundJobs,
  useBackgroundJobActions,
  type AdminBackgroundJobsData,
  type FailedJobRow,
} from '../hooks/useAdminBackgroundJobs';
import { useRowAction } from '../hooks/useRowAction';

/** Tries in all: the first one and its retries. */
function tries(job: FailedJobRow): number {
  return job.retries + 1;
}

/** A queue's schedule (cron, India time) for people: 'Daily at 03:30 IST', else the expression itself. */
export function scheduleLabel(cron: string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!daily) return `${cron} (IST)`;
  const [, minute, hour] = daily;
  return `Daily at ${hour.padStart(2, '0')}:${minute.padStart(2, '0')} IST`;
}

/** 'Nothing waiting for a decision', '3 jobs failed every try', or '…; the newest 50 are listed'. */
function failedSummary({ queues, failed }: AdminBackgroundJobsData): string {
  const total = Math.max(
    queues.reduce((sum, queue) => sum + queue.failed, 0),
    failed.length,
  );
  if (total === 0) return 'Nothing waiting for a decision';
  const summary = `${formatCount(total)} ${total === 1 ? 'job' : 'jobs'} failed every try`;
  return failed.length < total ? `${summary}; the newest ${failed.length} are listed` : summary;
}

function Queues({ queues }: { queues: AdminBackgroundJobsData['queues'] }) {
  return (
    <TableContainer sx={adminTableSx}>
      <Table size="small" aria-label="Queues" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Queue</TableCell>
            <TableCell>Schedule</TableCell>
            <TableCell align="right">Queued</TableCell>
            <TableCell align="right">Running</TableCell>
            <TableCell align="right">Failed</TableCell>
            <TableCell align="right">Completed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((queue) => (
            <TableRow key={queue.name} hover data-testid="queue-row">
              <TableCell sx={{ fontWeight: 600 }}>{queue.name}</TableCell>
              <TableCell>
                {queue.cron ? (
                  <Box component="span" title={`Cron: ${queue.cron}`}>
                    {scheduleLabel(queue.cron)}
                  </Box>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell align="right">{formatCount(queue.queued)}</TableCell>
              <TableCell align="right">{formatCount(queue.active)}</TableCell>
              <TableCell align="right">
                {queue.failed > 0 ? (
                  <TonePill label={formatCount(queue.failed)} tone="red" testId="queue-failed" />
                ) : (
                  '0'
                )}
              </TableCell>
              <TableCell align="right">{formatCount(queue.completed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface FailedJobsProps {
  jobs: readonly FailedJobRow[];
  retrying: string | null;
  onRetry: (job: FailedJobRow) => void;
  onDiscard: (job: FailedJobRow) => void;
}

function FailedJobs({ jobs, retrying, onRetry, onDiscard }: FailedJobsProps) {
  if (jobs.length === 0) {
    return (
      <Box sx={{ p: 2.25, pt: 0 }}>
        <EmptyState
          icon={<TaskAltOutlinedIcon />}
          title="No failed jobs"
          description="A job that fails is tried again with growing waits; only one that failed every try shows here."
        />
      </Box>
    );
  }
  return (
    <TableContainer sx={adminTableSx}>
      <Table size="small" aria-label="Failed jobs" sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell>Queue</TableCell>
            <TableCell>Error</TableCell>
            <TableCell align="right">Tries</TableCell>
            <TableCell>Added</TableCell>
            <TableCell>Failed</TableCell>
            <TableCell align="right" className="actions">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} hover data-testid="failed-job">
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{job.queue}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{job.error ?? '—'}</TableCell>
              <TableCell align="right">{tries(job)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.failedAt) || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} className="actions">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={retrying !== null}
                    startIcon={
                      retrying === job.id ? (
                        <CircularProgress size={16} color="inherit" />
                      ) : (
                        <ReplayOutlinedIcon />
                      )
                    }
                    onClick={() => onRetry(job)}
                  >
                    Retry
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteOutlinedIcon />}
                    onClick={() => onDiscard(job)}
                  >
                    Discard
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Background Jobs (/admin/background-jobs): each queue's jobs by state, and the jobs that failed every try,
 * to run once more or discard (after a confirmation). Both refresh the section.
 */
export function BackgroundJobsSection() {
  const state = useAdminBackgroundJobs();
  const actions = useBackgroundJobActions();
  const toast = useToast();
  const [retrying, setRetrying] = useState<string | null>(null);
  const discard = useRowAction(actions.discard, {
    success: () => BACKGROUND_JOB_MESSAGES.discarded,
    failed: ADMIN_MESSAGES.discardJobFailed,
  });

  const retry = async (job: FailedJobRow) => {
    setRetrying(job.id);
    try {
      await actions.retry(job);
      toast.success(BACKGROUND_JOB_MESSAGES.retried, ADMIN_TOAST_MS);
    } catch (error) {
      toast.error(adminErrorMessage(error, ADMIN_MESSAGES.retryJobFailed), ADMIN_TOAST_MS);
    } finally {
      setRetrying(null);
    }
  };

  return (
    <>
      <SectionHeader
        title="Background Jobs"
        subtitle="Mails and scheduled housekeeping run in the background; a failed job is tried again with growing waits."
        actions={<RefreshButton onClick={state.refetch} busy={state.refreshing} />}
      />
      <SectionBody
        state={state}
        loadingText="Loading background jobs..."
        errorTitle={adminErrorMessage(
          state.error,
          ADMIN_MESSAGES.backgroundJobsFailed,
          ADMIN_MESSAGES.networkError,
        )}
      >
        {(data) => (
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden' }} data-testid="queues">
              <Box sx={{ p: 2.25 }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
                  Queues
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Jobs by state; completed ones from about the last hour
                </Typography>
              </Box>
              <Queues queues={data.queues} />
            </Paper>
            <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden' }} data-testid="failed-jobs">
              <Box sx={{ p: 2.25 }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
                  Failed Jobs
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="failed-summary">
                  {failedSummary(data)}
                </Typography>
              </Box>
              <FailedJobs
                jobs={data.failed}
                retrying={retrying}
                onRetry={(job) => void retry(job)}
                onDiscard={discard.ask}
              />
            </Paper>
          </Stack>
        )}
      </SectionBody>
      <ConfirmAction
        action={discard}
        title="Discard failed job"
        question={(job) => `Are you sure you want to discard this ${job.queue} job?`}
        detail={() => 'It will not run again.'}
        confirmLabel="Discard"
      />
    </>
  );
}
