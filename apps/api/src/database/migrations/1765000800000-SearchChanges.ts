import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which transactions changed what a search answers: every transaction that writes `jobs` or `companies`
 * (a search's items carry both) leaves its id in `search_changes` (one row per transaction, from a trigger
 * per statement). A search answer kept with the snapshot it was read in is still the answer while no
 * transaction that snapshot did not see has left a row: one lookup of the primary key from the snapshot's
 * xmin. Rows older than a day are deleted by the nightly clean-up.
 */
export class SearchChanges1765000800000 implements MigrationInterface {
  name = 'SearchChanges1765000800000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_changes (
        -- The writing transaction's id.
        id xid8 PRIMARY KEY,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX search_changes_changed_at_idx ON search_changes (changed_at)`);
    await q.query(`
      CREATE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_changes (id) VALUES (pg_current_xact_id()) ON CONFLICT (id) DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const table of ['jobs', 'companies']) {
      await q.query(`
        CREATE TRIGGER ${table}_search_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_changed()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER companies_search_changed ON companies`);
    await q.query(`DROP TRIGGER jobs_search_changed ON jobs`);
    await q.query(`DROP FUNCTION search_changed()`);
    await q.query(`DROP TABLE search_changes`);
  }
}
