import { LRUCache } from 'lru-cache';
import { type Db, queryOne } from '../../common/sql';

/**
 * How long a kept answer may be given again at most, changes or not: what a search answers also moves with
 * the clock (the newest days it reads first), not only with writes.
 */
export const SEARCH_CACHE_TTL_MS = 60_000;

/** The column a kept statement adds to its row: the snapshot it read in, as text. */
export const SNAPSHOT_COLUMN = 'read_in_snapshot';

/** The select-list item that a kept statement adds (see SNAPSHOT_COLUMN). */
export const SNAPSHOT_SELECT = `pg_current_snapshot()::text AS ${SNAPSHOT_COLUMN}`;

interface Kept<T> {
  row: T;
  snapshot: string;
}

/**
 * Answers of search statements, kept in this process (at most `maxBytes` of their JSON, least recently
 * used first out, each at most SEARCH_CACHE_TTL_MS) with the snapshot each was read in, and given again
 * for the same statement and parameters while no transaction that the snapshot did not see has written
 * jobs or companies (`search_changes`): one lookup of a small table's primary key instead of the search.
 * The answer is then the one the statement would give now, also when another process or a statement of
 * the tests wrote. The same statement asked again while it runs waits for that run instead of running
 * twice, so many identical searches at once cost one.
 */
export class SearchCache<T extends object> {
  private readonly kept: LRUCache<string, Kept<T>>;
  private readonly running = new Map<string, Promise<T>>();

  constructor(maxBytes: number) {
    this.kept = new LRUCache<string, Kept<T>>({ maxSize: maxBytes, ttl: SEARCH_CACHE_TTL_MS });
  }

  /**
   * The statement's one row: kept, or read (by `read`, which runs the statement) and kept. The statement's
   * select list must include SNAPSHOT_SELECT; the row is answered without that column.
   */
  async row(
    db: Db,
    sql: string,
    params: unknown[],
    read: () => Promise<T & Record<typeof SNAPSHOT_COLUMN, string>> = () => queryOne(db, sql, params),
  ): Promise<T> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const kept = this.kept.get(key);
    if (kept && (await this.unchangedSince(db, kept.snapshot))) return kept.row;
    const running = this.running.get(key);
    if (running) return running;
    const reading = this.keep(key, read);
    this.running.set(key, reading);
    try {
      return await reading;
    } finally {
      this.running.delete(key);
    }
  }

  private async keep(
    key: string,
    read: () => Promise<T & Record<typeof SNAPSHOT_COLUMN, string>>,
  ): Promise<T> {
    const { [SNAPSHOT_COLUMN]: snapshot, ...row } = await read();
    const size = JSON.stringify(row).length + key.length;
    if (size <= this.kept.maxSize) this.kept.set(key, { row: row as T, snapshot }, { size });
    return row as T;
  }

  /** Whether no transaction that `snapshot` did not see has written jobs or companies since. */
  private async unchangedSince(db: Db, snapshot: string): Promise<boolean> {
    const { unchanged } = await queryOne<{ unchanged: boolean }>(
      db,
      `SELECT NOT EXISTS (
         SELECT 1 FROM search_changes
         WHERE id >= pg_snapshot_xmin($1::pg_snapshot) AND NOT pg_visible_in_snapshot(id, $1::pg_snapshot)
       ) AS unchanged`,
      [snapshot],
    );
    return unchanged;
  }
}
