import { ADMIN_TABLE_PAGE_SIZE } from '@hireloop/schema';
import { connectionOf, ConnectionPage, KeysetRequest, keysetSql } from './cursor';
import { BadInputError } from './errors';
import { pageCount, pageRequest } from './paging';
import { Db, likePattern, queryRows } from './sql';

export type SortDirection = 'asc' | 'desc';

/** Search, sort and page of a listing, as the client asks. */
export interface ListingQuery {
  search?: string | null;
  sortBy?: string | null;
  sortDir?: SortDirection | null;
  page?: number | null;
  pageSize?: number | null;
}

/**
 * The rows of a listing, kept beside the tables they read: what each row shows, where it comes from,
 * which rows belong (`only`), what the search matches ($1, an ILIKE pattern), the sort keys (each a
 * column expression; the sort column comes only from this whitelist) and the row's position in the
 * newest-first order (`created`, `id`) by which every row is streamed. `T` is the row's shape.
 */
export interface Listing<T> {
  select: string;
  from: string;
  only?: string;
  search: string;
  sort: Record<string, string>;
  defaultSort: string;
  created: string;
  /** The row's last change, where the listing offers `updatedSince` (its cursor connection). */
  updated?: string;
  id: string;
  /** Only carries the row type. */
  readonly row?: T;
}

/** Rows read per step when every row of a listing is streamed. */
const STREAM_BATCH = 500;

/** The SQL pieces of one page of a listing: ORDER BY, the bound search pattern, offset and size. */
export function listingSql(query: ListingQuery, columns: Record<string, string>, defaultSort: string) {
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

export interface ListingPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** One page of a listing, sorted and searched as asked; the count of all matching rows comes with it. */
export async function listingPage<T>(db: Db, rows: Listing<T>, query: ListingQuery): Promise<ListingPage<T>> {
  const t = listingSql(query, rows.sort, rows.defaultSort);
  const found = await queryRows<T & { total?: string }>(
    db,
    `SELECT ${rows.select}, count(*) OVER () AS total FROM ${rows.from}
     WHERE ${rows.only ?? 'true'} AND ($1::text IS NULL OR ${rows.search})
     ORDER BY ${t.orderBy}, ${rows.id} OFFSET $2 LIMIT $3`,
    [t.like, t.offset, t.pageSize],
  );
  const total = found.length ? Number(found[0].total) : 0;
  for (const row of found) delete row.total;
  return {
    items: found,
    total,
    page: t.page,
    pageSize: t.pageSize,
    pageCount: pageCount(total, t.pageSize),
  };
}

/**
 * Every row of a listing, newest first, STREAM_BATCH rows at a time: each batch starts after the last
 * row of the one before (its exact timestamp, read as text to keep the microseconds, and its id), so
 * every row comes once however many there are, and nothing but one batch is held.
 */
export async function* listingRows<T extends { id: string }>(db: Db, rows: Listing<T>): AsyncGenerator<T[]> {
  let after: [string, string] | [null, null] = [null, null];
  for (;;) {
    const batch: (T & { cursor?: string })[] = await queryRows<T & { cursor?: string }>(
      db,
      `SELECT ${rows.select}, ${rows.created}::text AS cursor FROM ${rows.from}
       WHERE ${rows.only ?? 'true'}
         AND ($1::timestamptz IS NULL OR (${rows.created}, ${rows.id}) < ($1::timestamptz, $2::uuid))
       ORDER BY ${rows.created} DESC, ${rows.id} DESC LIMIT $3`,
      [...after, STREAM_BATCH],
    );
    if (!batch.length) return;
    const last = batch[batch.length - 1];
    after = [String(last.cursor), last.id];
    for (const row of batch) delete row.cursor;
    yield batch;
    if (batch.length < STREAM_BATCH) return;
  }
}

/**
 * One page of a listing's cursor connection: rows after the cursor in keyset order, (created, id) or,
 * with `updatedSince`, (updated, id), ascending; no OFFSET, so rows added while paging are neither
 * skipped nor repeated.
 */
export async function listingConnection<T extends { id: string }>(
  db: Db,
  rows: Listing<T>,
  req: KeysetRequest,
): Promise<ConnectionPage<T>> {
  const k = keysetSql({ created: rows.created, updated: rows.updated, id: rows.id }, req, 1);
  const found = await queryRows<T & { cursorAt?: string }>(
    db,
    `SELECT ${rows.select}, ${k.cursorAt} AS "cursorAt" FROM ${rows.from}
     WHERE ${rows.only ?? 'true'} AND ${k.where}
     ORDER BY ${k.orderBy} LIMIT ${k.limit}`,
    k.params,
  );
  const page = connectionOf(req, found, (r) => ({ at: String(r.cursorAt), id: r.id }));
  for (const row of found) delete row.cursorAt;
  return page;
}

/**
 * Every row of a listing, searched and sorted as the client asks (no paging): the statement and its
 * parameters, for a cursor (ExportCursors) to stream.
 */
export function listingStatement<T>(
  rows: Listing<T>,
  query: ListingQuery,
): { sql: string; params: unknown[] } {
  const t = listingSql(query, rows.sort, rows.defaultSort);
  return {
    sql: `SELECT ${rows.select} FROM ${rows.from}
          WHERE ${rows.only ?? 'true'} AND ($1::text IS NULL OR ${rows.search})
          ORDER BY ${t.orderBy}, ${rows.id}`,
    params: [t.like],
  };
}
