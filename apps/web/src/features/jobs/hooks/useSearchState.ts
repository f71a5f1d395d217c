import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import {
  EMPTY_SEARCH,
  SEARCH_PARAMS,
  readSearchState,
  writeSearchState,
  type FilterKind,
  type SearchState,
} from '../searchParams';

/** What narrows or orders a job list besides the term and the "any of" filters. */
export type Refinements = Pick<SearchState, 'salaryMin' | 'postedWithin' | 'remote' | 'sort'>;
import { SEARCH_DEBOUNCE_MS } from '../../../app/timings';

export interface SearchStateOptions {
  /**
   * A category given by the path (/jobs/{category}): selected while the address names no category. Any
   * change then moves to `pathname` with every choice in the query, so the category can be unticked.
   */
  category?: string;
  /** Where changes are written; defaults to the current path. */
  pathname?: string;
}

export interface SearchStateControls {
  /** The term, filters and page in effect (from the address). */
  state: SearchState;
  /** The search box text; it reaches the address 500 ms after the last keystroke. */
  text: string;
  setText: (text: string) => void;
  /** Applies the box text at once (Enter or the Search button). */
  submitText: () => void;
  setFilter: (kind: FilterKind, values: string[]) => void;
  /** Sets the salary, "posted within", remote or order (back to page 1). */
  refine: (changes: Partial<Refinements>) => void;
  /** Clears the term and every filter. */
  clearAll: () => void;
  setPage: (page: number) => void;
  /** The address of a page of these results (the pager's links). */
  pageHref: (page: number) => string;
}

/**
 * A job list's search term, filters, order and page, kept in the address
 * (`?search=&type=&location=&category=&salaryMin=&posted=&remote=&sort=&page=`)
 * so a search survives a reload and can be shared. A new term or filter starts again at page 1.
 */
export function useSearchState(options: SearchStateOptions = {}): SearchStateControls {
  const { category, pathname: targetPath } = options;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const state = useMemo(() => {
    const fromAddress = readSearchState(params);
    return category && !params.has(SEARCH_PARAMS.categories)
      ? { ...fromAddress, categories: [category] }
      : fromAddress;
  }, [params, category]);

  const address = useCallback(
    (next: SearchState) => {
      const search = writeSearchState(next, params).toString();
      return { pathname: targetPath ?? pathname, search: search ? `?${search}` : '' };
    },
    [params, pathname, targetPath],
  );

  const update = useCallback(
    (next: SearchState, replace: boolean) => {
      void navigate(address(next), { replace, flushSync: true });
    },
    [navigate, address],
  );

  // The box follows the address (?search=), e.g. after a footer link or going back.
  const [text, setText] = useState(state.term);
  const [shownTerm, setShownTerm] = useState(state.term);
  if (state.term !== shownTerm) {
    setShownTerm(state.term);
    setText(state.term);
  }

  // Typing updates ?search= after a 500 ms pause, replacing the address entry rather than adding one.
  useEffect(() => {
    const next = text.trim();
    if (next === state.term) return undefined;
    const timer = window.setTimeout(
      () => update({ ...state, term: next, page: 1 }, true),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, state, update]);

  return {
    state,
    text,
    setText,
    submitText: () => update({ ...state, term: text.trim(), page: 1 }, false),
    setFilter: (kind, values) => update({ ...state, [kind]: values, page: 1 }, false),
    refine: (changes) => update({ ...state, ...changes, page: 1 }, false),
    clearAll: () => {
      setText('');
      update(EMPTY_SEARCH, false);
    },
    setPage: (page) => update({ ...state, page }, false),
    pageHref: (page) => {
      const { pathname: path, search } = address({ ...state, page });
      return `${path}${search}`;
    },
  };
}
