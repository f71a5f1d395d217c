import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../app/timings';

interface Pending {
  timer: number;
  /** Work that must happen even when the user leaves first (e.g. storing the session). */
  commit?: () => void;
}

/**
 * Goes to a page after the spec's 1 s pause (time to read the success toast). If the user leaves the
 * screen first, the pending navigation is dropped but its `commit` still runs.
 */
export function useDelayedRedirect(): (to: string, options?: NavigateOptions, commit?: () => void) => void {
  const navigate = useNavigate();
  const pending = useRef<Pending | null>(null);

  useEffect(
    () => () => {
      const left = pending.current;
      if (!left) return;
      window.clearTimeout(left.timer);
      pending.current = null;
      left.commit?.();
    },
    [],
  );

  return useCallback(
    (to: string, options?: NavigateOptions, commit?: () => void) => {
      if (pending.current) window.clearTimeout(pending.current.timer);
      const timer = window.setTimeout(() => {
        pending.current = null;
        commit?.();
        void navigate(to, options);
      }, REDIRECT_DELAY_MS);
      pending.current = { timer, commit };
    },
    [navigate],
  );
}
