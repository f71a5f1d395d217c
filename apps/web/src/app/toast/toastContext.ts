import { createContext, useContext } from 'react';

import type { ToastSeverity } from '@hireloop/ui';

export interface ToastApi {
  /** Shows a toast that vanishes after `durationMs` (default: the auth screens' 3 s) or when dismissed. */
  show: (message: string, severity?: ToastSeverity, durationMs?: number) => void;
  success: (message: string, durationMs?: number) => void;
  error: (message: string, durationMs?: number) => void;
  /** Called on every page change: the last page's errors, warnings and notes go; successes stay. */
  pageChanged: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The app's toasts; must be used inside `<ToastProvider>`. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast() must be used inside <ToastProvider>.');
  return context;
}
