import type { ReactNode } from 'react';

import { ErrorBlock, LoadingBlock } from '@hireloop/ui';

export interface RecordViewProps<T> {
  /** The record once read (see `useRecordQuery`). */
  record: T | null;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  /** What the loading block says, e.g. 'Loading job...'. */
  loadingText: string;
  /** The error block's title; it offers Try again (and `errorAction` beside it). */
  errorTitle: string;
  errorAction?: ReactNode;
  /** Shown when the read ended without the record and without an error. */
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}

/** A page's body for one record: loading, the record, the failure (with Try again), or not found. */
export function RecordView<T>({
  record,
  loading,
  error,
  retry,
  loadingText,
  errorTitle,
  errorAction,
  notFound,
  children,
}: RecordViewProps<T>) {
  if (loading) return <LoadingBlock text={loadingText} />;
  if (record) return children(record);
  if (error)
    return <ErrorBlock title={errorTitle} message="Please try again." onRetry={retry} action={errorAction} />;
  return notFound;
}
