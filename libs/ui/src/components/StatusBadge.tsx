import Chip from '@mui/material/Chip';
import { alpha, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

import { ApplicationStatus } from '@hireloop/schema';

/** The one palette of status pills and marks on every screen (seeker, recruiter and admin). */
export const TONES = {
  amber: '#d97706',
  blue: '#2563eb',
  green: '#16a34a',
  red: '#dc2626',
  purple: '#9333ea',
  darkGreen: '#166534',
  teal: '#0d9488',
  orange: '#ea580c',
  grey: '#6b7280',
} as const;

export type StatusTone = keyof typeof TONES;

export interface StatusDisplay {
  label: string;
  tone: StatusTone;
}

/** Label and colour of each application status (and of the legacy spelling 'rejected'). */
const APPLICATION_STATUSES: ReadonlyMap<string, StatusDisplay> = new Map([
  [ApplicationStatus.PENDING, { label: 'Sent', tone: 'amber' }],
  [ApplicationStatus.REVIEWED, { label: 'Reviewed', tone: 'blue' }],
  [ApplicationStatus.SHORTLISTED, { label: 'Shortlisted', tone: 'green' }],
  ['rejected', { label: 'Rejected', tone: 'red' }],
  [ApplicationStatus.REJECT, { label: 'Rejected', tone: 'red' }],
  [ApplicationStatus.ACCEPT, { label: 'Accept', tone: 'green' }],
  [ApplicationStatus.SEEN, { label: 'Seen', tone: 'purple' }],
  [ApplicationStatus.RECRUITED, { label: 'Recruited', tone: 'darkGreen' }],
  [ApplicationStatus.WITHDRAWN, { label: 'Withdrawn', tone: 'grey' }],
]);

/** Label and colour of an application status; unknown values are shown as they are, in grey. */
export function applicationStatusDisplay(status: string | null | undefined): StatusDisplay {
  const raw = (status ?? '').trim();
  return { ...(APPLICATION_STATUSES.get(raw.toLowerCase()) ?? { label: raw, tone: 'grey' }) };
}

/** The tone's text colour on a dark surface: lightened until it reads (contrast 4.5:1 at least). */
export function darkToneText(color: string, surface: string): string {
  let amount = 0.4;
  let text = lighten(color, amount);
  while (getContrastRatio(text, surface) < 4.5 && amount < 0.9) {
    amount += 0.1;
    text = lighten(color, amount);
  }
  return text;
}

/** The tone lightened to read on the dark theme's paper. */
function darkTone(theme: Theme, color: string): string {
  return darkToneText(color, theme.colorSchemes.dark?.palette.background.paper ?? '#000000');
}

/** A bar's or a mark's background in a tone: as it is on light surfaces, lightened to read on dark ones. */
export function toneFill(theme: Theme, color: string) {
  return { bgcolor: color, ...theme.applyStyles('dark', { bgcolor: darkTone(theme, color) }) };
}

export interface TonePillProps {
  label: string;
  tone: StatusTone;
  testId?: string;
  /** The raw value shown, as `data-status`. */
  status?: string;
}

/** A tinted pill in one of the tones, readable in light and dark mode. */
export function TonePill({ label, tone, testId, status }: TonePillProps) {
  const color = TONES[tone];
  return (
    <Chip
      size="small"
      label={label}
      data-testid={testId}
      data-status={status}
      data-tone={tone}
      sx={(theme) => ({
        color,
        bgcolor: alpha(color, 0.12),
        ...theme.applyStyles('dark', { color: darkTone(theme, color), bgcolor: alpha(color, 0.22) }),
        fontWeight: 600,
      })}
    />
  );
}

export interface StatusBadgeProps {
  status: string | null | undefined;
}

/** A coloured pill with an application's status, in the one vocabulary of every screen ('Sent', 'Seen', 'Accept'...). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { label, tone } = applicationStatusDisplay(status);
  return (
    <TonePill
      label={label}
      tone={tone}
      testId="application-status"
      status={(status ?? '').trim().toLowerCase()}
    />
  );
}
