import { createContext, useContext, useMemo, type ReactNode } from 'react';

import type { ToastSeverity } from '@hireloop/ui';

export interface ToastApi {
  /**
   * Shows a toast that vanishes after `durationMs` (default: the auth screens' 3 s) or when dismissed,
   * with an optional `action` (a button or link) beside its text.
   */
  show: (message: string, severity?: ToastSeverity, durationMs?: number, action?: ReactNode) => void;
  success: (message: string, durationMs?: number) => void;
  error: (message: string, durationMs?: number) => void;
  /** Called on every page change: the last page's errors, warnings and notes go; successes stay. */
  pageChanged: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * The app's toasts; must be used inside `<ToastProvider>`. `durationMs` is this caller's default time
 * (e.g. JOB_TOAST_MS on the seeker's pages) instead of the auth screens' 3 s.
 */
export function useToast(durationMs?: number): ToastApi {
  const context = useContext(ToastContext);
  const api = useMemo<ToastApi | null>(
    () =>
      context && durationMs !== undefined
        ? {
            show: (message, severity, ms = durationMs, action) => context.show(message, severity, ms, action),
            success: (message, ms = durationMs) => context.success(message, ms),
            error: (message, ms = durationMs) => context.error(message, ms),
            pageChanged: context.pageChanged,
          }
        : context,
    [context, durationMs],
  );
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
