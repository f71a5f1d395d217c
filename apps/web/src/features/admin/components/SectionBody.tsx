import type { ReactNode } from 'react';

import { ErrorBlock, LoadingBlock } from '@hireloop/ui';

import type { LoadState } from '../hooks/loadState';

export interface SectionBodyProps<T> {
  state: LoadState<T>;
  /** 'Loading analytics...' */
  loadingText: string;
  /** The heading of the error in place of the section, e.g. 'Error loading dashboard'. */
  errorTitle: string;
  /** A line under the heading. */
  errorMessage?: string;
  children: (data: T) => ReactNode;
}

/** A section's content once its query answered; loading, or the error with Retry, until then. */
export function SectionBody<T>({
  state,
  loadingText,
  errorTitle,
  errorMessage,
  children,
}: SectionBodyProps<T>) {
  if (state.loading) return <LoadingBlock text={loadingText} />;
  if (state.data === null) {
    return (
      <ErrorBlock title={errorTitle} message={errorMessage} retryLabel="Retry" onRetry={state.refetch} />
    );
  }
  return <>{children(state.data)}</>;
}
