/** What a section shows of a query: its data (kept while a new page or sort loads), and how it is going. */
export interface LoadState<T> {
  /** The latest answer, or the previous one while the next loads; null before the first answer. */
  data: T | null;
  /** The first load, with nothing to show yet. */
  loading: boolean;
  /** A later load (new page, sort, search or refetch) while the previous answer stays on screen. */
  refreshing: boolean;
  /** The error of the latest load (also when an earlier answer is still shown). */
  error: unknown;
  refetch: () => void;
}

interface QueryLike<D> {
  data?: D;
  previousData?: D;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** Reads a `useQuery` result through `pick` into a LoadState. */
export function loadState<D, T>(result: QueryLike<D>, pick: (data: D) => T): LoadState<T> {
  const shown = result.data ?? result.previousData;
  return {
    data: shown ? pick(shown) : null,
    loading: result.loading && !shown,
    refreshing: result.loading && Boolean(shown),
    error: result.error,
    refetch: () => {
      result.refetch().catch(() => undefined);
    },
  };
}
