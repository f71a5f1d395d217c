import { useState, type FormEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';

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
        <InputBase
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Enter your email"
          inputProps={{ 'aria-label': 'Email address for job updates' }}
          sx={{ flex: 1, color: '#ffffff', minWidth: 0, '& input::placeholder': { color: 'rgba(226, 232, 240, 0.6)', opacity: 1 } }}
        />
        <Button type="submit" variant="contained" sx={{ bgcolor: '#2563eb', color: '#ffffff', '&:hover': { bgcolor: '#1d4ed8' } }}>
          Subscribe
        </Button>
      </Stack>

      <Dialog
        open={confirmed}
        onClose={() => setConfirmed(false)}
        aria-labelledby="newsletter-dialog-title"
        aria-describedby="newsletter-dialog-text"
        maxWidth="xs"
        fullWidth
      >
        <Box sx={{ pt: 3, textAlign: 'center' }}>
          <CheckCircleRoundedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        </Box>
        <DialogTitle id="newsletter-dialog-title" sx={{ textAlign: 'center', pt: 1 }}>
          Subscription Successful
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="newsletter-dialog-text" sx={{ textAlign: 'center' }}>
            You will receive the latest job updates in your inbox.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          <Button variant="contained" onClick={() => setConfirmed(false)} autoFocus sx={{ minWidth: 120 }}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
