import type { EntityManager, EntityMetadata } from 'typeorm';

/** Where a raw statement runs: the data source, or a transaction's entity manager. */
export type Db = Pick<EntityManager, 'query'>;

/**
 * Rows of an `UPDATE ... RETURNING` / `DELETE ... RETURNING` run with TypeORM's query(): on PostgreSQL it
 * answers `[rows, affectedCount]` for those statements and plain rows for the rest.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}

/**
 * The rows a raw statement answers, typed as the statement's SELECT (or RETURNING) list names them.
 * `T` states the row's columns; the statement is the authority on them.
 */
export async function queryRows<T>(db: Db, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  return returnedRows<T>(result);
}

/** The first row a raw statement answers, or undefined when it answers none. */
export async function queryRow<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | undefined> {
  const [row] = await queryRows<T>(db, sql, params);
  return row;
}

/** The one row a statement always answers (an aggregate, `SELECT ... AS ok`). */
export async function queryOne<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const row = await queryRow<T>(db, sql, params);
  if (row === undefined) throw new Error('The statement answered no row');
  return row;
}

/**
 * Rows of `table` (the calling module's own, with a `created_at` column) created on each of the last
 * `days` days, oldest day first.
 */
export function createdPerDay(db: Db, table: string, days: number) {
  return queryRows<{ day: string; count: number }>(
    db,
    `SELECT d::date AS day,
       (SELECT count(*)::int FROM ${table} WHERE created_at >= d AND created_at < d + interval '1 day') AS count
     FROM generate_series(date_trunc('day', now()) - ($1::int - 1) * interval '1 day', date_trunc('day', now()), interval '1 day') AS d
     ORDER BY d`,
    [days],
  );
}

/**
 * The SELECT list of an entity's selectable plain columns, each named as its property, so that a raw
 * query's rows can become entities with `repository.create(row)`: far less work per request than the
 * query builder for a hot, one-row lookup. Relation objects are not loaded.
 */
export function selectColumns(metadata: EntityMetadata, alias: string, prefix = ''): string {
  return (
    metadata.columns
      // A relation's join column counts when a plain property maps it too (`companyId` beside `company`).
      .filter((c) => c.isSelect && !c.embeddedMetadata && c.propertyName !== c.relationMetadata?.propertyName)
      .map((c) => `${alias}."${c.databaseName}" AS "${prefix}${c.propertyName}"`)
      .join(', ')
  );
}

/** Splits a row selected with `selectColumns(..., prefix)` into its own columns and the prefixed ones. */
export function splitRow(
  row: Record<string, unknown>,
  prefix: string,
): [Record<string, unknown>, Record<string, unknown>] {
  const own: Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    if (key.startsWith(prefix)) other[key.slice(prefix.length)] = row[key];
    else own[key] = row[key];
  }
  return [own, other];
}

/** An ILIKE pattern that finds `term` anywhere, its own `%`, `_` and backslash matched as themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows a purge deletes per statement. */
const PURGE_BATCH = 1000;

/**
 * Deletes the rows of `table` (the calling module's own, keyed by `id`) that match `where` (with `params`
 * as $1…), a thousand per statement so that no statement holds its locks for long; answers how many went.
 */
export async function deleteInBatches(
  db: Db,
  table: string,
  where: string,
  params: unknown[],
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      db,
      `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${where} LIMIT $${params.length + 1})
       RETURNING id`,
      [...params, PURGE_BATCH],
    );
    deleted += rows.length;
    if (rows.length < PURGE_BATCH) return deleted;
  }
}
