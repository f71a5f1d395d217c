import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the app hydrates prerendered markup, true otherwise (and right after
 * hydration, which renders the component again, alone). What depends on where it runs (the visitor's
 * time zone, colour mode) is drawn the server's way first, so the hydrated markup matches, then the
 * visitor's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
