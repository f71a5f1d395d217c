import { MAX_PAGE_SIZE } from '@hireloop/schema';

/** Filters of a job search; every list is "any of". */
export interface JobFilters {
  keyword?: string | null;
  jobTypes?: string[] | null;
  locations?: string[] | null;
  categories?: string[] | null;
}

export const MAX_FILTER_VALUES = 50;
export const MAX_KEYWORD_LENGTH = 200;

/** Words of a keyword: letters and digits only, so user text never reaches the query syntax. */
export function keywordWords(keyword: string | null | undefined): string[] {
  return (keyword ?? '')
    .slice(0, MAX_KEYWORD_LENGTH)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/**
 * A tsquery text for to_tsquery('english', ...): every word must match, the last one as a prefix
 * (so 'reac' finds React while the user types).
 */
export function prefixTsQuery(words: string[]): string | null {
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** Trimmed, distinct, non-empty filter values (at most MAX_FILTER_VALUES). */
export function cleanValues(values: string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))].slice(0, MAX_FILTER_VALUES);
}

export { MAX_PAGE_SIZE };
