import Chip from '@mui/material/Chip';
import { alpha, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

import type { ApplicationStatus, JobStatus, RecruiterPlan } from '../../../gql/graphql';
import { adminJobStatusLabel, applicationStatusLabel, planLabel } from '../adminText';

/** Tones shared with the seeker and recruiter status badges. */
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

export type Tone = keyof typeof TONES;

export const APPLICATION_TONES: Record<ApplicationStatus, Tone> = {
  PENDING: 'amber',
  REVIEWED: 'blue',
  SHORTLISTED: 'teal',
  SEEN: 'purple',
  ACCEPT: 'green',
  REJECT: 'red',
  RECRUITED: 'darkGreen',
};

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

/** A tinted pill in one of the tones, readable in light and dark mode. */
export function TonePill({ label, tone, testId }: { label: string; tone: Tone; testId?: string }) {
  const color = TONES[tone];
  return (
    <Chip
      size="small"
      label={label}
      data-testid={testId}
      data-tone={tone}
      sx={(theme) => ({
        color,
        bgcolor: alpha(color, 0.1),
        ...theme.applyStyles('dark', { color: darkTone(theme, color), bgcolor: alpha(color, 0.22) }),
        fontWeight: 600,
      })}
    />
  );
}

/** An application status as the admin sees it ('Pending', 'Accepted', ...). */
export function ApplicationStatusPill({ status }: { status: ApplicationStatus }) {
  return (
    <TonePill
      label={applicationStatusLabel(status)}
      tone={APPLICATION_TONES[status]}
      testId="application-status"
    />
  );
}

/** 'Active' (green) or 'Paused' (grey) (spec 4: anything but active is shown paused). */
export function JobStatusPill({ status }: { status: JobStatus }) {
  const label = adminJobStatusLabel(status);
  return <TonePill label={label} tone={label === 'Active' ? 'green' : 'grey'} testId="job-status" />;
}

const PLAN_TONES: Record<RecruiterPlan, Tone> = { BASIC: 'grey', STANDARD: 'blue', PREMIUM: 'orange' };

/** A recruiter plan ('Basic', 'Standard', 'Premium'). */
export function PlanPill({ plan }: { plan: RecruiterPlan }) {
  return <TonePill label={planLabel(plan)} tone={PLAN_TONES[plan]} testId="plan" />;
}
