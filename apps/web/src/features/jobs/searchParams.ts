/** The page number of `?page=`: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** 'Showing a to b of n jobs' for a page. */
export function showingRange(page: number, pageSize: number, total: number, shown: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total} jobs`;
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from} to ${from + shown - 1} of ${total} jobs`;
}
