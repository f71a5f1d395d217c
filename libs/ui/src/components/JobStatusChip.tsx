import Chip from '@mui/material/Chip';
import { alpha, lighten } from '@mui/material/styles';

/** Colours of the job statuses: active green, inactive grey, closed red, draft amber, paused blue. */
const JOB_STATUS_COLORS: Record<string, string> = {
  active: '#16a34a',
  inactive: '#64748b',
  closed: '#dc2626',
  draft: '#d97706',
  paused: '#2563eb',
  expired: '#7c3aed',
};

/** 'ACTIVE' or 'active' -> 'Active'; a missing status is active (spec). */
export function jobStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim().toLowerCase() || 'active';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export interface JobStatusChipProps {
  /** The job status in either case ('ACTIVE', 'active'). */
  status: string | null | undefined;
  size?: 'small' | 'medium';
}

/** A coloured pill with a job's status (active, inactive, closed, draft, paused, expired). */
export function JobStatusChip({ status, size = 'small' }: JobStatusChipProps) {
  const key = (status ?? '').trim().toLowerCase() || 'active';
  const color = JOB_STATUS_COLORS[key] ?? '#6b7280';
  return (
    <Chip
      size={size}
      label={jobStatusLabel(status)}
      data-testid="job-status"
      data-status={key}
      sx={(theme) => ({
        color,
        bgcolor: alpha(color, 0.12),
        ...theme.applyStyles('dark', { color: lighten(color, 0.35), bgcolor: alpha(color, 0.22) }),
        fontWeight: 700,
      })}
    />
  );
}
