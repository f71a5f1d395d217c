import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';

import { Role, SEEKER_MESSAGES, type ScreeningAnswerShape } from '@hireloop/schema';
import { LazyConfirmDialog, type ToastSeverity } from '@hireloop/ui';

import { lazyPart } from '../../../app/components/lazyPart';
import { RouterLink } from '../../../app/components/RouterLink';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { applyErrorOutcome } from '../applyErrors';
import { useApplyToJob, useToggleBookmark } from '../hooks/useJobActions';
import { JOB_TOAST_MS, PORTAL_LINK_DELAY_MS } from '../../../app/timings';
import type { ApplyQuestion } from './ApplyQuestionsDialog';

// The screening questions' dialog loads its code when a seeker is about to apply to a job that asks some.
const ApplyQuestionsDialog = lazyPart(() => import('./ApplyQuestionsDialog'));

export interface JobActionsJob {
  id: string;
  title: string;
  /** Asked in a dialog before applying; none: Apply sends the application at once. */
  screeningQuestions?: readonly ApplyQuestion[];
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
 * to log in; a job with screening questions asks them in a dialog first, whose answers go with the
 * application; applying needs a profile (a confirm offers /profile when it is empty); after applying, the
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
  const questions = job.screeningQuestions ?? [];
  // The questions' dialog: whether it is open, whether it ever was (it stays mounted to close smoothly),
  // and the server's refusal of the answers.
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const [answersProblem, setAnswersProblem] = useState<string | null>(null);
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

  const handleApply = () => {
    if (!seeker) {
      show(SEEKER_MESSAGES.loginBeforeApplying, 'warning', true);
      return;
    }
    if (questions.length) {
      setAnswersProblem(null);
      setAsked(true);
      setAsking(true);
      return;
    }
    void send();
  };

  /** Sends the application (with the answers when the job asks questions) and tells how it went. */
  const send = async (answers?: ScreeningAnswerShape[]) => {
    try {
      await apply(job.id, answers);
    } catch (error) {
      const outcome = applyErrorOutcome(error);
      // Refused answers are shown in the open dialog, with the job's questions fetched again.
      if (outcome.kind === 'answers' && answers) {
        setAnswersProblem(outcome.message);
        onStale();
        return;
      }
      setAsking(false);
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
        case 'answers':
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
    setAsking(false);
    show(SEEKER_MESSAGES.applied, 'success');
    const portal = job.company.recruiterPortalLink?.trim();
    if (portal) {
      portalTimer.current = window.setTimeout(
        () => window.open(portal, '_blank', 'noopener,noreferrer'),
        PORTAL_LINK_DELAY_MS,
      );
    }
  };

  const preloadDialog = () => {
    if (seeker && questions.length) void ApplyQuestionsDialog.preload();
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
          onClick={handleApply}
          // The questions' dialog starts loading as the pointer or the focus reaches Apply.
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
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

      {asked && (
        <Suspense fallback={null}>
          <ApplyQuestionsDialog
            open={asking}
            jobTitle={job.title}
            questions={questions}
            busy={applying}
            problem={answersProblem}
            onSubmit={(answers) => {
              setAnswersProblem(null);
              void send(answers);
            }}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
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
