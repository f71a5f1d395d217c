import Chip from '@mui/material/Chip';
import { alpha, lighten } from '@mui/material/styles';

import { ApplicationStatus } from '@hireloop/schema';

export type StatusTone = 'amber' | 'blue' | 'green' | 'red' | 'purple' | 'darkGreen' | 'grey';

export interface StatusDisplay {
  label: string;
  tone: StatusTone;
}

const TONE_COLORS: Record<StatusTone, string> = {
  amber: '#d97706',
  blue: '#2563eb',
  green: '#16a34a',
  red: '#dc2626',
  purple: '#9333ea',
  darkGreen: '#166534',
  grey: '#6b7280',
};

/** Label and colour of an application status; unknown values are shown as they are, in grey. */
export function applicationStatusDisplay(status: string | null | undefined): StatusDisplay {
  const raw = (status ?? '').trim();
  switch (raw.toLowerCase()) {
    case ApplicationStatus.PENDING:
      return { label: 'Sent', tone: 'amber' };
    case ApplicationStatus.REVIEWED:
      return { label: 'Reviewed', tone: 'blue' };
    case ApplicationStatus.SHORTLISTED:
      return { label: 'Shortlisted', tone: 'green' };
    case 'rejected':
    case ApplicationStatus.REJECT:
      return { label: 'Rejected', tone: 'red' };
    case ApplicationStatus.ACCEPT:
      return { label: 'Accept', tone: 'green' };
    case ApplicationStatus.SEEN:
      return { label: 'Seen', tone: 'purple' };
    case ApplicationStatus.RECRUITED:
      return { label: 'Recruited', tone: 'darkGreen' };
    default:
      return { label: raw, tone: 'grey' };
  }
}

export interface StatusBadgeProps {
  status: string | null | undefined;
}

/** A coloured pill with an application's status, in the one vocabulary of every screen ('Sent', 'Seen', 'Accept'...). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { label, tone } = applicationStatusDisplay(status);
  const color = TONE_COLORS[tone];
  return (
    <Chip
      size="small"
      label={label}
      data-testid="application-status"
      data-status={(status ?? '').trim().toLowerCase()}
      data-tone={tone}
      sx={(theme) => ({
        color,
        bgcolor: alpha(color, 0.12),
        ...theme.applyStyles('dark', {
          color: tone === 'grey' ? color : lighten(color, 0.35),
          bgcolor: alpha(color, 0.22),
        }),
        fontWeight: 600,
      })}
    />
  );
}
