import { lazy, Suspense, useState, type FormEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';

import { useApolloClient } from '@apollo/client/react';

import { CITIES } from '@hireloop/schema';

import { TextInput } from '../components/TextInput';

const SubscriptionDialog = lazy(async () => ({
  default: (await import('./SubscriptionDialog')).SubscriptionDialog,
}));

export const NEWSLETTER_FAILED = 'Could not subscribe right now. Please try again.';

/**
 * Footer job alerts: a weekly alert of all new jobs, or of the jobs in one city (the footer's city
 * search), for a non-blank address (createJobAlert). A visitor's address gets a confirmation link
 * first (nothing else is sent before it is clicked); a signed-in seeker's alert starts at once. The
 * field then clears and a dialog says which. The call's code loads on first use.
 */
export function NewsletterBox() {
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [city, setCity] = useState('');
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { subscribeNewsletter } = await import('./subscribeNewsletter');
      const result = await subscribeNewsletter(client, address, city);
      if (!result.ok) {
        setProblem(result.message ?? NEWSLETTER_FAILED);
        return;
      }
      setEmail('');
      setConfirmed(result.message);
    } catch {
      setProblem(NEWSLETTER_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="newsletter">
      <Typography variant="subtitle1" component="h2" sx={{ color: '#ffffff', mb: 0.5 }}>
        Get job alerts in your inbox
      </Typography>
      <Typography variant="body2" sx={{ color: 'rgba(226, 232, 240, 0.72)', mb: 2 }}>
        Fresh openings from top companies across India, every week.
      </Typography>
      <Box
        component="select"
        value={city}
        onChange={(event) => setCity((event.target as HTMLSelectElement).value)}
        aria-label="Jobs to get by e-mail"
        sx={{
          mb: 1,
          width: '100%',
          p: 1,
          borderRadius: 2,
          color: '#ffffff',
          bgcolor: 'rgba(255, 255, 255, 0.08)',
          border: '1px solid rgba(255, 255, 255, 0.14)',
          '& option': { color: '#0f172a' },
        }}
      >
        <option value="">All new jobs</option>
        {CITIES.map((c) => (
          <option key={c} value={c}>
            Jobs in {c}
          </option>
        ))}
      </Box>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        direction="row"
        sx={{
          alignItems: 'center',
          p: 0.5,
          pl: 1.5,
          gap: 1,
          borderRadius: 3,
          bgcolor: 'rgba(255, 255, 255, 0.08)',
          border: '1px solid rgba(255, 255, 255, 0.14)',
          '&:focus-within': { borderColor: 'rgba(147, 197, 253, 0.8)' },
        }}
      >
        <MailOutlineRoundedIcon sx={{ color: 'rgba(226, 232, 240, 0.6)' }} aria-hidden />
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            color: '#ffffff',
            '& input::placeholder': { color: 'rgba(226, 232, 240, 0.6)' },
          }}
        >
          <TextInput
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
            placeholder="Enter your email"
            aria-label="Email address for job updates"
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          sx={{
            bgcolor: '#2563eb',
            color: '#ffffff',
            '&:hover': { bgcolor: '#1d4ed8' },
            '&.Mui-disabled': { bgcolor: 'rgba(37, 99, 235, 0.6)', color: 'rgba(255, 255, 255, 0.8)' },
          }}
        >
          Subscribe
        </Button>
      </Stack>
      {problem && (
        <Typography
          role="alert"
          variant="body2"
          sx={{ color: '#fca5a5', mt: 1 }}
          data-testid="newsletter-error"
        >
          {problem}
        </Typography>
      )}

      {confirmed && (
        <Suspense fallback={null}>
          <SubscriptionDialog open message={confirmed} onClose={() => setConfirmed(null)} />
        </Suspense>
      )}
    </Box>
  );
}
