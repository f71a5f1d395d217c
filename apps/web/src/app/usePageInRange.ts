import { useEffect } from 'react';

/** Moves to the last page when the current one no longer exists (e.g. after deleting its last row). */
export function usePageInRange(page: number, pageCount: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (pageCount !== undefined && pageCount >= 1 && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
}
