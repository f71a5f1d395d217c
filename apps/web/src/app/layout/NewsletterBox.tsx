import { lazy, Suspense, useState, type FormEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';

import { TextInput } from '../components/TextInput';

const SubscriptionDialog = lazy(async () => ({
  default: (await import('./SubscriptionDialog')).SubscriptionDialog,
}));

/** Footer newsletter sign-up: a non-blank address clears the field and confirms in a dialog. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    setEmail('');
    setConfirmed(true);
  };

  return (
    <Box data-testid="newsletter">
      <Typography variant="subtitle1" component="h2" sx={{ color: '#ffffff', mb: 0.5 }}>
        Get job alerts in your inbox
      </Typography>
      <Typography variant="body2" sx={{ color: 'rgba(226, 232, 240, 0.72)', mb: 2 }}>
        Fresh openings from top companies across India, every week.
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
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
            onChange={(event) => setEmail(event.target.value)}
            placeholder="Enter your email"
            aria-label="Email address for job updates"
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          sx={{ bgcolor: '#2563eb', color: '#ffffff', '&:hover': { bgcolor: '#1d4ed8' } }}
        >
          Subscribe
        </Button>
      </Stack>

      {confirmed && (
        <Suspense fallback={null}>
          <SubscriptionDialog open={confirmed} onClose={() => setConfirmed(false)} />
        </Suspense>
      )}
    </Box>
  );
}
