import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';

import { createToastBus } from './toastBus';
import { ToastContext, type ToastApi } from './toastContext';
import { AUTH_TOAST_MS } from '../timings';

// The stack (its state, timers and MUI look) loads with the first toast, not with the first page.
const ToastViewport = lazy(async () => ({ default: (await import('./ToastViewport')).ToastViewport }));

/**
 * The app's toasts, above the routes so they outlive a page change (a success message and then a
 * redirect). Each vanishes after its time (the auth screens' 3 s unless told otherwise) or when dismissed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [bus] = useState(createToastBus);
  const [used, setUsed] = useState(false);

  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = (message, severity = 'info', durationMs = AUTH_TOAST_MS, action) => {
      setUsed(true);
      bus.show({ message, severity, durationMs, action });
    };
    return {
      show,
      success: (message, durationMs) => show(message, 'success', durationMs),
      error: (message, durationMs) => show(message, 'error', durationMs),
      pageChanged: () => bus.pageChanged(),
    };
  }, [bus]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastViewport bus={bus} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
