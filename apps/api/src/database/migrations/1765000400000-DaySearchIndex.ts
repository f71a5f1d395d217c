import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The full-text index of active jobs holds each job's UTC day of posting beside its words (btree_gin), so
 * that a keyword search at a large size reads a common word's matches of one day at a time, newest first,
 * at the cost of that day's matches rather than of every job with the word. Searches on the words alone
 * use the same index, as they used the one it replaces.
 */
export class DaySearchIndex1765000400000 implements MigrationInterface {
  name = 'DaySearchIndex1765000400000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await q.query(
      `CREATE INDEX jobs_active_day_search_idx ON jobs
         USING gin (((created_at AT TIME ZONE 'UTC')::date), search_vector) WHERE status = 'active'`,
    );
    await q.query(`DROP INDEX jobs_active_search_idx`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_active_search_idx ON jobs USING gin (search_vector) WHERE status = 'active'`,
    );
    await q.query(`DROP INDEX jobs_active_day_search_idx`);
  }
}
