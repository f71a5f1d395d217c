import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ADMIN_TABLE_PAGE_SIZE } from '@hireloop/schema';

import type { SortDir, TableQueryInput } from '../../../gql/graphql';

/** A column sort: the API's sort key and direction. */
export interface TableSort<K extends string = string> {
  key: K;
  dir: SortDir;
}

/** A table's state in the address (`?q=&sort=&dir=&page=`), so it survives a reload and the back button. */
export interface TableParams<K extends string = string> {
  search: string;
  sort: TableSort<K>;
  page: number;
  /** The variables of the table query (page size 10). */
  query: TableQueryInput & { search: string; sortBy: K; sortDir: SortDir; page: number; pageSize: number };
  setSearch: (search: string) => void;
  /** A new column sorts ascending; the sorted column flips its direction. Back to page 1. */
  toggleSort: (key: K) => void;
  setPage: (page: number) => void;
}

/** The next sort after a click on column `key` (spec: a click toggles ascending/descending). */
export function nextSort<K extends string>(current: TableSort<K>, key: K): TableSort<K> {
  if (current.key !== key) return { key, dir: 'ASC' };
  return { key, dir: current.dir === 'ASC' ? 'DESC' : 'ASC' };
}

/** Reads and writes the table state of the address; `keys` are the sort keys the API accepts. */
export function useTableParams<K extends string>(
  keys: readonly K[],
  defaultSort: TableSort<K>,
): TableParams<K> {
  const [params, setParams] = useSearchParams();

  const search = params.get('q') ?? '';
  const rawSort = params.get('sort');
  const sortKey = keys.find((key) => key === rawSort) ?? defaultSort.key;
  const rawDir = (params.get('dir') ?? '').toUpperCase();
  const dir: SortDir = rawDir === 'ASC' || rawDir === 'DESC' ? rawDir : rawSort ? 'ASC' : defaultSort.dir;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;

  const sort = useMemo(() => ({ key: sortKey, dir }), [sortKey, dir]);
  const query = useMemo(
    () => ({ search, sortBy: sortKey, sortDir: dir, page, pageSize: ADMIN_TABLE_PAGE_SIZE }),
    [search, sortKey, dir, page],
  );

  const update = useCallback(
    (patch: Record<string, string | null>, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        // Synchronously, not in a transition: a transition render and the committed one would otherwise
        // hand the table query two sets of variables in turn (the query would run back and forth).
        { replace, flushSync: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => update({ q: text.trim() || null, page: null }, true),
    [update],
  );
  const toggleSort = useCallback(
    (key: K) => {
      const next = nextSort(sort, key);
      update({ sort: next.key, dir: next.dir.toLowerCase(), page: null }, true);
    },
    [sort, update],
  );
  const setPage = useCallback(
    (next: number) => update({ page: next > 1 ? String(next) : null }, false),
    [update],
  );

  return { search, sort, page, query, setSearch, toggleSort, setPage };
}
