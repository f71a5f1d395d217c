import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { EmptyState, ErrorBlock } from '@hireloop/ui';

export const FEATURED_JOBS_ERROR = 'Failed to fetch jobs. Please try again.';

export interface FeaturedJobsNoticeProps {
  /** 'error' shows the error box with Try again; 'empty' the no-jobs message. */
  kind: 'error' | 'empty';
  onRetry: () => void;
}

/**
 * The error and empty states of Featured Jobs. Loaded only when needed, so the home page's first load
 * carries no alert or empty-state code.
 */
export function FeaturedJobsNotice({ kind, onRetry }: FeaturedJobsNoticeProps) {
  return kind === 'error' ? (
    <ErrorBlock title={FEATURED_JOBS_ERROR} retryLabel="Try again" onRetry={onRetry} />
  ) : (
    <EmptyState
      icon={<WorkOutlineOutlinedIcon />}
      title="No featured jobs available"
      description="Check back later for new opportunities"
    />
  );
}
