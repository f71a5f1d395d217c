import { lazy, Suspense, type ReactNode } from 'react';

export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  /** Label of the retry button, e.g. 'Try again' or 'Refresh'. */
  retryLabel?: string;
  onRetry?: () => void;
}

// Errors are rare: the box's code (MUI Alert) loads when one shows, not with every page.
const ErrorStateView = lazy(() => import('./ErrorStateView'));

/** An error box with a retry button. */
export function ErrorState(props: ErrorStateProps) {
  return (
    <Suspense fallback={null}>
      <ErrorStateView {...props} />
    </Suspense>
  );
}
