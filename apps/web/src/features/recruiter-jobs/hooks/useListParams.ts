import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's state in the address (`?q=&status=&page=`), so it survives a reload and the back button. */
export interface ListParams<K extends string> {
  /** Each key's value ('' when absent). */
  values: Record<K, string>;
  /** The page (1 when absent or not a positive whole number). */
  page: number;
  /** Sets some values; any change but a page change starts again at page 1. */
  set: (patch: Partial<Record<K, string>>) => void;
  setPage: (page: number) => void;
}

const PAGE = 'page';

/** Reads and writes the given query keys plus `page`; blank values are left out of the address. */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const keyList = keys.join('|');

  const values = useMemo(
    () =>
      Object.fromEntries(keyList.split('|').map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    [params, keyList],
  );
  const rawPage = Number(params.get(PAGE));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;

  const set = useCallback(
    (patch: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value && value.trim()) next.set(key, value.trim());
            else next.delete(key);
          }
          next.delete(PAGE);
          return next;
        },
        // Outside a transition: a transition that refetches the list can be interrupted by the old
        // query's answer and start over, again and again.
        { replace: true, flushSync: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextPage > 1) next.set(PAGE, String(nextPage));
          else next.delete(PAGE);
          return next;
        },
        { flushSync: true },
      );
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );

  return { values, page, set, setPage };
}
