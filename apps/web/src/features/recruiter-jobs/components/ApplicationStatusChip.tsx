import Chip from '@mui/material/Chip';
import { alpha, lighten } from '@mui/material/styles';

import { applicationStatusDisplay, type StatusTone } from '@hireloop/ui';

const TONE_COLORS: Record<StatusTone, string> = {
  amber: '#d97706',
  blue: '#2563eb',
  green: '#16a34a',
  red: '#dc2626',
  purple: '#9333ea',
  darkGreen: '#166534',
  grey: '#6b7280',
};

/** An application's status in the one vocabulary of every screen ('Sent', 'Seen', 'Accept'...), in its colours. */
export function ApplicationStatusChip({ status }: { status: string }) {
  const { label, tone } = applicationStatusDisplay(status);
  const color = TONE_COLORS[tone];
  return (
    <Chip
      size="small"
      label={label}
      data-testid="application-status"
      data-status={status.toLowerCase()}
      sx={(theme) => ({
        color: theme.palette.mode === 'dark' ? lighten(color, 0.4) : color,
        bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.24 : 0.12),
        fontWeight: 700,
      })}
    />
  );
}
