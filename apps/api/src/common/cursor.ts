import { MAX_PAGE_SIZE } from '@hireloop/schema';
import { BadInputError } from './errors';
import { isUuid } from './paging';

/**
 * The order of a cursor connection: by creation (`created_at`, id) or, for incremental sync with
 * `updatedSince`, by last change (`updated_at`, id), both ascending. A row changed after a client read
 * it moves to the end of the `updated` order, so resuming from the last cursor finds it again.
 */
export type KeysetOrder = 'created' | 'updated';

/** Where a page starts: after the row with this exact timestamp (microseconds, UTC) and id. */
export interface KeysetPosition {
  at: string;
  id: string;
}

/** One validated page request of a connection. */
export interface KeysetRequest {
  /** The list the cursors belong to (a cursor of another list is refused). */
  list: string;
  order: KeysetOrder;
  after: KeysetPosition | null;
  /** Only rows changed at or after this instant (order `updated`). */
  since: Date | null;
  first: number;
}

/** The `first`, `after` and `updatedSince` arguments as the caller sent them. */
export interface ConnectionArgsValue {
  first: number;
  after?: string | null;
  updatedSince?: Date | null;
}

const CURSOR_VERSION = 1;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ORDER_CODE: Record<KeysetOrder, string> = { created: 'c', updated: 'u' };
const BAD_CURSOR = 'after must be a cursor this list answered (an edge cursor or pageInfo.endCursor)';

/** An opaque cursor: base64url of a versioned JSON naming the list, the order and the row's position. */
export function encodeCursor(list: string, order: KeysetOrder, position: KeysetPosition): string {
  const body = { v: CURSOR_VERSION, l: list, o: ORDER_CODE[order], t: position.at, i: position.id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The position a cursor names, refused with BAD_USER_INPUT unless it is one this list and order made. */
export function decodeCursor(list: string, order: KeysetOrder, cursor: string): KeysetPosition {
  let body: unknown;
  try {
    if (cursor.length > 512 || !/^[\w-]+$/.test(cursor)) throw new Error('not base64url');
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadInputError(BAD_CURSOR);
  }
  const c = (body ?? {}) as Record<string, unknown>;
  if (
    c.v !== CURSOR_VERSION ||
    typeof c.t !== 'string' ||
    !TIMESTAMP.test(c.t) ||
    Number.isNaN(Date.parse(c.t)) ||
    typeof c.i !== 'string' ||
    !isUuid(c.i)
  ) {
    throw new BadInputError(BAD_CURSOR);
  }
  if (c.l !== list) throw new BadInputError('after is a cursor of another list');
  if (c.o !== ORDER_CODE[order]) {
    throw new BadInputError(
      c.o === ORDER_CODE.updated
        ? 'after was answered with updatedSince: keep updatedSince while paging'
        : 'after was answered without updatedSince: page from the start to use updatedSince',
    );
  }
  return { at: c.t, id: c.i };
}

/**
 * Validates a connection's arguments: `first` between 1 and MAX_PAGE_SIZE, `after` a cursor of this
 * list, `updatedSince` only where the list offers it (it orders by last change).
 */
export function keysetRequest(list: string, args: ConnectionArgsValue): KeysetRequest {
  const { first } = args;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new BadInputError(`first must be a whole number between 1 and ${MAX_PAGE_SIZE}`);
  }
  const since = args.updatedSince ?? null;
  if (since && Number.isNaN(since.getTime())) throw new BadInputError('updatedSince must be a date and time');
  const order: KeysetOrder = since ? 'updated' : 'created';
  const after = args.after ? decodeCursor(list, order, args.after) : null;
  return { list, order, after, since, first };
}

/** The columns a connection pages by, as SQL expressions over the statement's table aliases. */
export interface KeysetColumns {
  created: string;
  updated?: string;
  id: string;
}

/** A timestamp column as the text a cursor keeps: UTC with microseconds, so no row is lost to rounding. */
export function cursorTimestampSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The SQL of one keyset page: `where` (rows after the cursor, changed since `updatedSince`), `orderBy`,
 * `limit` (one more than asked, to learn whether another page follows), `cursorAt` (the key as cursor
 * text) and the parameters they bind, numbered from `$${firstParam}`.
 */
export function keysetSql(columns: KeysetColumns, req: KeysetRequest, firstParam: number) {
  const key = req.order === 'updated' ? columns.updated : columns.created;
  if (!key) throw new BadInputError('updatedSince is not offered on this list');
  const p = (n: number) => `$${firstParam + n}`;
  return {
    where: `(${p(0)}::timestamptz IS NULL OR ${key} >= ${p(0)}::timestamptz)
            AND (${p(1)}::timestamptz IS NULL OR (${key}, ${columns.id}) > (${p(1)}::timestamptz, ${p(2)}::uuid))`,
    orderBy: `${key} ASC, ${columns.id} ASC`,
    limit: p(3),
    cursorAt: cursorTimestampSql(key),
    params: [req.since, req.after?.at ?? null, req.after?.id ?? null, req.first + 1] as unknown[],
  };
}

/** One page of a connection as the Connection types answer it. */
export interface ConnectionPage<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null; startCursor: string | null };
}

/**
 * The page of a connection from the rows a keyset statement read (at most `first + 1`, in order), each
 * with its position.
 */
export function connectionOf<T>(
  req: KeysetRequest,
  rows: T[],
  positionOf: (row: T) => KeysetPosition,
): ConnectionPage<T> {
  const page = rows.slice(0, req.first);
  const edges = page.map((node) => ({ node, cursor: encodeCursor(req.list, req.order, positionOf(node)) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > req.first,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
