import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';

import { SubmitButton } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { usePlatform } from '../../../app/platform';
import { serverMessage } from '../../../app/graphqlErrors';
import { useJoinWaitlist } from '../hooks/useJoinWaitlist';

export const WAITLIST_TEXT = {
  join: 'Join Waitlist',
  recorded: 'Email Recorded Successfully!',
  whatsNext: "What's Next?",
  gotIt: 'Got it, thanks!',
  welcome: 'Welcome to the Waitlist!',
  privacy: 'We respect your privacy. Unsubscribe at any time.',
  failed: 'Failed to join the waitlist. Please try again.',
} as const;

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <AutoAwesomeOutlinedIcon />,
    title: 'AI-powered matching',
    text: 'Roles ranked for your skills, experience and preferences, so the right jobs find you first.',
  },
  {
    icon: <TouchAppOutlinedIcon />,
    title: 'Streamlined applications',
    text: 'One-click apply, and every application tracked from sent to hired in one place.',
  },
  {
    icon: <NotificationsActiveOutlinedIcon />,
    title: 'Intelligent notifications',
    text: 'Job alerts the moment a role that fits you opens, and updates as recruiters respond.',
  },
];

const FIGURES = [
  { value: '5,000+', label: 'Early signups' },
  { value: '500+', label: 'Partner companies' },
  { value: '50+', label: 'Beta testers' },
];

function Privacy() {
  return (
    <Stack direction="row" spacing={0.75} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
      <PrivacyTipOutlinedIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden />
      <Typography variant="caption" color="text.secondary">
        {WAITLIST_TEXT.privacy}
      </Typography>
    </Stack>
  );
}

/** Waitlist (/waitlist): the coming-soon page; an address joins the waitlist on the server. */
export function WaitlistPage() {
  const { name } = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();
  const { join, joining } = useJoinWaitlist();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [stage, setStage] = useState<'form' | 'modal' | 'joined'>('form');
  const blank = email.trim() === '';

  const goBack = () => {
    // Opened directly (no earlier page in this tab): back means the home page.
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || joining) return;
    setError(null);
    try {
      await join(email.trim());
      setStage('modal');
    } catch (failure) {
      setError(serverMessage(failure) ?? WAITLIST_TEXT.failed);
    }
  };

  return (
    <Box
      sx={(theme) => ({
        flexGrow: 1,
        background: `radial-gradient(1200px 500px at 10% -10%, ${theme.alpha(theme.vars.palette.primary.main, 0.1)}, transparent), radial-gradient(900px 400px at 100% 0%, ${theme.alpha(theme.vars.palette.secondary.main, 0.07)}, transparent)`,
        ...theme.applyStyles('dark', {
          background: `radial-gradient(1200px 500px at 10% -10%, ${theme.alpha(theme.vars.palette.primary.main, 0.18)}, transparent), radial-gradient(900px 400px at 100% 0%, ${theme.alpha(theme.vars.palette.secondary.main, 0.12)}, transparent)`,
        }),
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<ArrowBackIcon />}
          onClick={goBack}
          sx={{ mb: 4, borderColor: 'divider' }}
        >
          Back
        </Button>
        <Box
          sx={{
            display: 'grid',
            columnGap: 6,
            rowGap: { xs: 4, md: 0 },
            // On a phone the form follows the headline, before the claims; side by side from md up.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '7fr 5fr' },
            gridTemplateAreas: { xs: '"intro" "card" "claims"', md: '"intro card" "claims card"' },
          }}
        >
          <Box sx={{ gridArea: 'intro', alignSelf: 'end' }}>
            <Chip
              icon={<NewReleasesOutlinedIcon />}
              label="Coming Soon"
              color="primary"
              variant="outlined"
              sx={{ fontWeight: 700, mb: 2.5 }}
            />
            <Typography
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: 34, md: 48 }, lineHeight: 1.1, maxWidth: 620 }}
            >
              The smarter way to find your next job is almost here
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { md: 18 }, maxWidth: 560 }}>
              Join the waitlist for early access to the next {name}, built to get you from search to offer
              faster.
            </Typography>
          </Box>

          <Box sx={{ gridArea: 'claims' }}>
            <Stack
              spacing={2.25}
              sx={{ mt: { xs: 0, md: 4 } }}
              component="ul"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {FEATURES.map((feature) => (
                <Stack
                  key={feature.title}
                  component="li"
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      width: 44,
                      height: 44,
                      flexShrink: 0,
                      borderRadius: 3,
                      display: 'grid',
                      placeItems: 'center',
                      color: 'primary.main',
                      bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
                      ...theme.applyStyles('dark', {
                        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.18),
                      }),
                    })}
                  >
                    {feature.icon}
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{feature.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {feature.text}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>

            <Stack direction="row" spacing={{ xs: 3, sm: 5 }} sx={{ mt: 5 }} data-testid="waitlist-figures">
              {FIGURES.map((figure) => (
                <Box key={figure.label}>
                  <Typography
                    sx={{ fontSize: { xs: 26, md: 32 }, fontWeight: 800, letterSpacing: '-0.02em' }}
                  >
                    {figure.value}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {figure.label}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Box>

          <Paper
            variant="outlined"
            sx={(theme) => ({
              gridArea: 'card',
              alignSelf: 'center',
              p: { xs: 3, md: 4 },
              borderRadius: 5,
              boxShadow: '0 24px 60px -32px rgba(15, 23, 42, 0.35)',
              ...theme.applyStyles('dark', { boxShadow: '0 24px 60px -30px rgba(0, 0, 0, 0.8)' }),
            })}
            data-testid="waitlist-card"
          >
            {stage === 'joined' ? (
              <Box sx={{ textAlign: 'center' }}>
                <CheckCircleRoundedIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
                <Typography variant="h5" component="h2" sx={{ mt: 1.5 }}>
                  {WAITLIST_TEXT.welcome}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  You&apos;re on the list. We&apos;ll write to <strong>{email.trim()}</strong> as soon as
                  early access opens.
                </Typography>
                <Privacy />
              </Box>
            ) : (
              <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 52,
                    height: 52,
                    borderRadius: 3.5,
                    mx: 'auto',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
                  })}
                >
                  <ForwardToInboxOutlinedIcon />
                </Box>
                <Typography variant="h5" component="h2" sx={{ mt: 2, textAlign: 'center' }}>
                  Join the Waitlist
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3, textAlign: 'center' }}>
                  Be among the first to try it.
                </Typography>
                <TextField
                  label="Email address"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setError(null);
                  }}
                  error={Boolean(error)}
                  helperText={error ?? ' '}
                  disabled={joining}
                  fullWidth
                  slotProps={{ htmlInput: { 'data-testid': 'waitlist-email' } }}
                />
                <SubmitButton busy={joining} disabled={blank} sx={{ mt: 1 }}>
                  {WAITLIST_TEXT.join}
                </SubmitButton>
                <Privacy />
              </Box>
            )}
          </Paper>
        </Box>
      </Container>

      <Dialog
        open={stage === 'modal'}
        onClose={() => setStage('joined')}
        aria-labelledby="waitlist-dialog-title"
        maxWidth="xs"
        fullWidth
      >
        <Box sx={{ pt: 3, textAlign: 'center' }}>
          <CheckCircleRoundedIcon color="success" sx={{ fontSize: 52 }} aria-hidden />
        </Box>
        <DialogTitle id="waitlist-dialog-title" sx={{ textAlign: 'center', pt: 1 }}>
          {WAITLIST_TEXT.recorded}
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            <strong>{email.trim()}</strong> is on the {name} waitlist.
          </Typography>
          <Box
            sx={(theme) => ({
              mt: 2.5,
              p: 2,
              borderRadius: 3,
              bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.07),
              ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.14) }),
            })}
          >
            <Typography sx={{ fontWeight: 700 }}>{WAITLIST_TEXT.whatsNext}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              We&apos;ll e-mail you an invitation as soon as early access opens, along with a first look at
              AI-powered matching, one-click apply and smart job alerts.
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          {/* A message dialog's only action takes the focus when the dialog opens. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="contained" onClick={() => setStage('joined')} autoFocus sx={{ minWidth: 160 }}>
            {WAITLIST_TEXT.gotIt}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
