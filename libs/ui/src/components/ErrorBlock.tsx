import { lazy, Suspense } from 'react';

import type { ErrorBlockProps } from './ErrorBlockView';

export type { ErrorBlockProps };

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
