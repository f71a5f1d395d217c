import { ADMIN_TABLE_PAGE_SIZE } from '@hireloop/schema';
import { BadInputError } from '../../common/errors';
import { pageRequest } from '../../common/paging';
import { likePattern } from '../../common/sql';

export type SortDirection = 'asc' | 'desc';

export interface TableQuery {
  search?: string | null;
  sortBy?: string | null;
  sortDir?: SortDirection | null;
  page?: number | null;
  pageSize?: number | null;
}

/**
 * SQL pieces of a sortable, searchable admin table: the sort column comes only from a whitelist of
 * column expressions, the search is a bound ILIKE pattern.
 */
export function tableSql(query: TableQuery, columns: Record<string, string>, defaultSort: string) {
  const sortKey = query.sortBy ?? defaultSort;
  // Own keys only: `constructor` or `__proto__` are not columns.
  const column = Object.hasOwn(columns, sortKey) ? columns[sortKey] : undefined;
  if (!column) throw new BadInputError(`sortBy must be one of ${Object.keys(columns).join(', ')}`);
  const dir = (query.sortDir ?? 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC';
  const req = pageRequest(query.page ?? 1, query.pageSize ?? ADMIN_TABLE_PAGE_SIZE);
  const term = (query.search ?? '').trim().slice(0, 200);
  return {
    orderBy: `${column} ${dir} NULLS LAST`,
    like: term ? likePattern(term) : null,
    ...req,
  };
}

export function share(part: number, total: number): number {
  return total ? Math.round((part / total) * 1000) / 10 : 0;
}

export function percent(part: number, total: number): number {
  return total ? Math.round((part / total) * 100) : 0;
}
