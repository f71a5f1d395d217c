import { lazy, Suspense, type ReactNode } from 'react';

export interface ErrorBlockProps {
  title: string;
  message?: ReactNode;
  /** Label of the retry button, e.g. 'Try again'. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Another way out, e.g. a 'Go Back to Jobs' button. */
  action?: ReactNode;
}

// Errors are rare: the box's code (MUI Alert) loads when one shows, not with every page.
const ErrorBlockView = lazy(() => import('./ErrorBlockView'));

/** A failed load in place of its content: the message and a retry button. */
export function ErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <ErrorBlockView {...props} />
    </Suspense>
  );
}
