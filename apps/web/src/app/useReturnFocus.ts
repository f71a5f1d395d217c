import { useEffect, useRef } from 'react';

/**
 * Focus for a form that shows again in place of a later step whose control had the focus ("Back",
 * "Change"): the step's button calls `arm()`, and when `showing` turns true the field with `ref` takes
 * the focus (instead of the page losing it).
 */
export function useReturnFocus<T extends HTMLElement = HTMLInputElement>(showing: boolean) {
  const ref = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!showing || !armed.current) return;
    armed.current = false;
    ref.current?.focus();
  }, [showing]);
  return {
    ref,
    arm: () => {
      armed.current = true;
    },
  };
}
