import { useCallback, useEffect, useState } from 'react';

import { ToastStack, type ToastMessage } from '@hireloop/ui';

import type { ToastBus } from './toastBus';

let nextId = 0;

/**
 * The visible toasts: takes requests from the bus, drops an older toast with the same text (so repeating
 * a message restarts it), removes each after its time, and drops all but successes when the page changes.
 */
export function ToastViewport({ bus }: { bus: ToastBus }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  useEffect(() => {
    // Each toast's timer ends with the viewport: none fires after it is gone.
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = bus.subscribe(({ message, severity, durationMs, action }) => {
      const id = ++nextId;
      setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, severity, action }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        close(id);
      }, durationMs);
      timers.add(timer);
    });
    // A new page starts without the last page's problems; a success stays to announce the move.
    const unsubscribePage = bus.onPageChange(() =>
      setToasts((list) => list.filter((t) => t.severity === 'success')),
    );
    return () => {
      unsubscribe();
      unsubscribePage();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [bus, close]);

  return <ToastStack toasts={toasts} onClose={close} />;
}
