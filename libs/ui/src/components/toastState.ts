import { useCallback, useRef, useState, type ReactNode } from 'react';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  /** A new id for every toast, so the same text shown twice restarts its timer. */
  id: number;
  message: string;
  severity: ToastSeverity;
  /** A button next to the text, e.g. a link to the login page. */
  action?: ReactNode;
}

export interface ToastState {
  toast: ToastMessage | null;
  showToast: (message: string, severity?: ToastSeverity, action?: ReactNode) => void;
  closeToast: () => void;
}

/** The state of one toast slot: the newest message replaces the one on screen. */
export function useToast(): ToastState {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const counter = useRef(0);

  const showToast = useCallback((message: string, severity: ToastSeverity = 'info', action?: ReactNode) => {
    counter.current += 1;
    setToast({ id: counter.current, message, severity, action });
  }, []);
  const closeToast = useCallback(() => setToast(null), []);

  return { toast, showToast, closeToast };
}
