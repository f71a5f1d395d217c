import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';

import type { AuthAccent } from './AuthShell';

export interface SentToBoxProps {
  email: string;
  accent: AuthAccent;
  /** e.g. 'Change Email'. */
  actionLabel: string;
  onAction: () => void;
  disabled?: boolean;
}

/** "Code sent to {email}" with the action that goes back to change the address. */
export function SentToBox({ email, accent, actionLabel, onAction, disabled = false }: SentToBoxProps) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={(theme) => ({
        alignItems: 'flex-start',
        p: 1.75,
        borderRadius: 3,
        border: 1,
        borderColor: theme.alpha(theme.vars.palette[accent].main, 0.25),
        bgcolor: theme.alpha(theme.vars.palette[accent].main, 0.06),
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: theme.vars.palette[accent].main,
          bgcolor: theme.alpha(theme.vars.palette[accent].main, 0.12),
        })}
      >
        <MailOutlineRoundedIcon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          Code sent to
        </Typography>
        <Typography
          data-testid="otp-email"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.4 }}
        >
          {email}
        </Typography>
        <Link
          component="button"
          type="button"
          variant="body2"
          color={accent}
          underline="hover"
          onClick={onAction}
          disabled={disabled}
          sx={{ mt: 0.5, fontWeight: 600, '&:disabled': { color: 'text.disabled', cursor: 'default' } }}
        >
          {actionLabel}
        </Link>
      </Box>
    </Stack>
  );
}
