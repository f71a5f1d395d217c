import { useEffect, useState, type ReactNode } from 'react';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import InsightsIcon from '@mui/icons-material/Insights';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

import { UPGRADE_ALREADY_OPEN, useUpgradeRequest } from '../hooks/useUpgradeRequest';
import { formatDate } from '@hireloop/schema';
import { RECRUITER_DATES } from '../format';

/** The modal closes itself this long after the request was sent (spec: 3 s). */
export const UPGRADE_AUTO_CLOSE_MS = 3000;

export const UPGRADE_SENT = 'Upgrade request sent! Our team will contact you shortly.';
export const UPGRADE_FAILED = 'Failed to send upgrade request. Please try again.';

type Phase = 'idle' | 'sending' | 'sent' | 'open' | 'failed';

const BENEFITS: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <AllInclusiveIcon />, title: 'Unlimited job postings', text: 'Post as many jobs as you need.' },
  { icon: <TrendingUpIcon />, title: 'Priority listing', text: 'Your jobs appear first in search results.' },
  { icon: <InsightsIcon />, title: 'Analytics', text: 'See how your postings and applicants perform.' },
  {
    icon: <SupportAgentIcon />,
    title: 'Dedicated support',
    text: 'A hiring specialist who knows your account.',
  },
];

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The plan's limit, for the intro line. */
  limit?: number | null;
}

function UpgradeContent({ onClose, limit }: Omit<UpgradeDialogProps, 'open'>) {
  const { openSince, checking, request } = useUpgradeRequest(true);
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'sent') return undefined;
    const timer = window.setTimeout(onClose, UPGRADE_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onClose]);

  const send = () => {
    setPhase('sending');
    setMessage(null);
    void request().then((result) => {
      if (result.ok) {
        setPhase('sent');
      } else if (result.alreadyOpen) {
        setPhase('open');
        setMessage(result.message ?? UPGRADE_ALREADY_OPEN);
      } else {
        setPhase('failed');
        setMessage(result.message ?? UPGRADE_FAILED);
      }
    });
  };

  const inReview = phase === 'open' || (phase === 'idle' && openSince !== null);

  return (
    <>
      <DialogContent sx={{ pt: 4 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 64,
              height: 64,
              borderRadius: 4,
              display: 'grid',
              placeItems: 'center',
              color: '#ffffff',
              background: `linear-gradient(135deg, ${theme.vars.palette.secondary.main}, #f59e0b)`,
              boxShadow: `0 12px 24px -12px ${theme.alpha(theme.vars.palette.secondary.main, 0.8)}`,
              '& svg': { fontSize: 34 },
            })}
          >
            <WorkspacePremiumIcon />
          </Box>
          <Typography variant="h5" component="h2" id="upgrade-dialog-title">
            Upgrade to Premium
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            {limit
              ? `Your current plan allows ${limit} job postings. Upgrade to keep hiring without limits.`
              : 'Upgrade to keep hiring without limits.'}
          </Typography>
        </Stack>

        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, mt: 3, p: 0 }}
          aria-label="Benefits"
        >
          {BENEFITS.map((benefit) => (
            <Stack
              key={benefit.title}
              component="li"
              direction="row"
              spacing={1.75}
              sx={{
                alignItems: 'center',
                p: 1.5,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                aria-hidden
                sx={(theme) => ({
                  width: 40,
                  height: 40,
                  flexShrink: 0,
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'secondary.main',
                  bgcolor: theme.alpha(theme.vars.palette.secondary.main, 0.12),
                })}
              >
                {benefit.icon}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{benefit.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {benefit.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>

        <Box sx={{ mt: 3 }} aria-live="polite">
          {phase === 'sent' && (
            <Alert severity="success" icon={<CheckCircleIcon />} data-testid="upgrade-sent">
              {UPGRADE_SENT}
            </Alert>
          )}
          {inReview && (
            <Alert severity="info" data-testid="upgrade-open">
              {message ??
                `${UPGRADE_ALREADY_OPEN}${openSince ? ` (requested on ${formatDate(openSince, RECRUITER_DATES)})` : ''}`}
            </Alert>
          )}
          {phase === 'failed' && (
            <Alert severity="error" data-testid="upgrade-failed">
              {message}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          {phase === 'sent' || inReview ? 'Close' : 'Maybe Later'}
        </Button>
        {!inReview && phase !== 'sent' && (
          <Button
            variant="contained"
            color="secondary"
            onClick={send}
            disabled={phase === 'sending' || checking}
            startIcon={
              phase === 'sending' ? <CircularProgress size={16} color="inherit" /> : <WorkspacePremiumIcon />
            }
            data-testid="upgrade-send"
          >
            {phase === 'sending' ? 'Sending request...' : 'Request Upgrade'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/**
 * The upgrade request modal (from My Jobs): the Premium benefits and a real request. Idle, sending, then
 * sent (it closes itself after 3 s); when a request is already in review it says so instead.
 */
export function UpgradeDialog({ open, onClose, limit }: UpgradeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="upgrade-dialog-title"
      data-testid="upgrade-dialog"
    >
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      {/* Mounted while open, so every opening starts idle and checks for a request in review. */}
      {open && <UpgradeContent onClose={onClose} limit={limit} />}
    </Dialog>
  );
}
