import type { ReactNode } from 'react';

import type { ToastSeverity } from '@hireloop/ui';

export interface ToastRequest {
  message: string;
  severity: ToastSeverity;
  durationMs: number;
  /** A button next to the text, e.g. a link to the login page. */
  action?: ReactNode;
}

/** Hands toast requests to the (lazily loaded) stack; requests made before it is ready wait in a queue. */
export interface ToastBus {
  show: (request: ToastRequest) => void;
  /** Receives queued and future requests; returns the unsubscribe. */
  subscribe: (listener: (request: ToastRequest) => void) => () => void;
  /** The visitor moved to another page: toasts other than successes are dropped, queued ones too. */
  pageChanged: () => void;
  onPageChange: (listener: () => void) => () => void;
}

export function createToastBus(): ToastBus {
  let listener: ((request: ToastRequest) => void) | null = null;
  let pageListener: (() => void) | null = null;
  const queue: ToastRequest[] = [];
  return {
    pageChanged: () => {
      const kept = queue.splice(0).filter((request) => request.severity === 'success');
      queue.push(...kept);
      pageListener?.();
    },
    onPageChange: (next) => {
      pageListener = next;
      return () => {
        if (pageListener === next) pageListener = null;
      };
    },
    show: (request) => (listener ? listener(request) : queue.push(request)),
    subscribe: (next) => {
      listener = next;
      queue.splice(0).forEach(next);
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}
