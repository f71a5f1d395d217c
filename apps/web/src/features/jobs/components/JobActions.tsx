import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';

import { Role, SEEKER_MESSAGES } from '@hireloop/schema';
import { LazyConfirmDialog, type ToastSeverity } from '@hireloop/ui';

import { RouterLink } from '../../../app/components/RouterLink';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { applyErrorOutcome } from '../applyErrors';
import { useApplyToJob, useToggleBookmark } from '../hooks/useJobActions';
import { JOB_TOAST_MS, PORTAL_LINK_DELAY_MS } from '../../../app/timings';

export interface JobActionsJob {
  id: string;
  viewerHasApplied: boolean;
  viewerHasBookmarked: boolean;
  /** An expired job is shown, but takes no applications. */
  status?: string;
  company: { recruiterPortalLink?: string | null };
}

export interface JobActionsProps {
  job: JobActionsJob;
  /** Fetches the job again, e.g. after the server said it was already applied to. */
  onStale: () => void;
}

/**
 * Apply and Bookmark on the job details page, with the spec's toasts (4 s): logged-out visitors are asked
 * to log in; applying needs a profile (a confirm offers /profile when it is empty); after applying, the
 * company's recruiter portal opens in a new tab 1.5 s later. An expired job says it takes no applications
 * and offers no Apply.
 */
export function JobActions({ job, onStale }: JobActionsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { loggedIn, role } = useSession();
  const seeker = role === Role.JOB_SEEKER;
  const toast = useToast(JOB_TOAST_MS);
  const { toggle, busy: bookmarking } = useToggleBookmark();
  const { apply, busy: applying } = useApplyToJob();
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const portalTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(portalTimer.current), []);

  // Login brings the visitor back to this job afterwards.
  const loginAction = (
    <Button
      component={RouterLink}
      href={paths.login}
      state={{ from: `${location.pathname}${location.search}` }}
      color="inherit"
      size="small"
      variant="outlined"
      sx={{ whiteSpace: 'nowrap' }}
    >
      Login
    </Button>
  );
  const show = (message: string, severity: ToastSeverity, withLogin = false) =>
    toast.show(message, severity, undefined, withLogin ? loginAction : undefined);

  const handleBookmark = async () => {
    if (!seeker) {
      show(SEEKER_MESSAGES.loginToBookmark, 'warning', true);
      return;
    }
    try {
      const saved = await toggle(job.id);
      show(saved ? SEEKER_MESSAGES.bookmarkAdded : SEEKER_MESSAGES.bookmarkRemoved, 'success');
    } catch {
      show(SEEKER_MESSAGES.bookmarkFailed, 'error');
    }
  };

  const handleApply = async () => {
    if (!seeker) {
      show(SEEKER_MESSAGES.loginBeforeApplying, 'warning', true);
      return;
    }
    try {
      await apply(job.id);
    } catch (error) {
      const outcome = applyErrorOutcome(error);
      switch (outcome.kind) {
        case 'profileRequired':
          toast.show(
            outcome.message,
            'warning',
            undefined,
            <Button color="inherit" size="small" variant="outlined" href={paths.profile}>
              Create Profile
            </Button>,
          );
          return;
        case 'profileIncomplete':
          setIncomplete(outcome.message);
          return;
        case 'conflict':
          show(outcome.message, 'error');
          onStale();
          return;
        case 'login':
          show(outcome.message, 'warning', true);
          return;
        case 'failed':
          show(outcome.message, 'error');
          return;
        default: {
          const unknown: never = outcome;
          throw new Error(`Unhandled apply outcome ${String(unknown)}`);
        }
      }
    }
    show(SEEKER_MESSAGES.applied, 'success');
    const portal = job.company.recruiterPortalLink?.trim();
    if (portal) {
      portalTimer.current = window.setTimeout(
        () => window.open(portal, '_blank', 'noopener,noreferrer'),
        PORTAL_LINK_DELAY_MS,
      );
    }
  };

  const applied = job.viewerHasApplied;
  const otherRole = loggedIn && !seeker;
  const expired = job.status === 'EXPIRED';

  return (
    <>
      {/* Plain text rather than an Alert: the job page's first load stays within its script budget. */}
      {expired && (
        <Typography
          role="status"
          data-testid="job-expired"
          sx={{ mb: 2, fontWeight: 600, color: 'warning.main' }}
        >
          {SEEKER_MESSAGES.jobExpired}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          onClick={() => void handleApply()}
          disabled={applied || applying || otherRole || expired}
          startIcon={applied ? <CheckCircleIcon /> : <SendOutlinedIcon />}
          data-testid="apply-button"
          sx={(theme) => ({
            minWidth: 180,
            ...(applied && {
              '&.Mui-disabled': {
                color: theme.vars.palette.success.main,
                bgcolor: theme.alpha(theme.vars.palette.success.main, 0.14),
              },
            }),
          })}
        >
          {applied ? 'Already Applied' : applying ? 'Applying...' : 'Apply Now'}
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={() => void handleBookmark()}
          disabled={bookmarking || otherRole}
          aria-pressed={seeker ? job.viewerHasBookmarked : undefined}
          startIcon={job.viewerHasBookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
          data-testid="bookmark-button"
        >
          {job.viewerHasBookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
      </Stack>
      {otherRole && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Applying and bookmarking are for job seeker accounts.
        </Typography>
      )}

      <LazyConfirmDialog
        open={incomplete !== null}
        title="Complete your profile"
        message={incomplete ?? ''}
        confirmLabel="Go to Profile"
        cancelLabel="Not now"
        onConfirm={() => {
          setIncomplete(null);
          void navigate(paths.profile);
        }}
        onCancel={() => setIncomplete(null)}
      />
    </>
  );
}
