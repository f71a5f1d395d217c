import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number of active jobs per (job type, location, category), kept by statement triggers on jobs: a
 * search without a keyword counts its total and facets from these few rows instead of reading every
 * active job. Each statement adds its rows' net change in key order (so concurrent statements lock the
 * counters in one order); a truncate of jobs empties it. Rows at zero stay and are skipped by readers.
 * The page of such a search is read newest first through an index in exactly that order.
 */
export class JobFacetCounts1765000300000 implements MigrationInterface {
  name = 'JobFacetCounts1765000300000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_active_newest_idx ON jobs (created_at DESC, id DESC) WHERE status = 'active'`,
    );
    await q.query(`
      CREATE TABLE job_facet_counts (
        job_type text NOT NULL,
        location text NOT NULL,
        category text NOT NULL,
        jobs integer NOT NULL,
        PRIMARY KEY (job_type, location, category)
      )`);
    // The net change of a statement's rows, added in key order; a key gets its row the first time.
    const add = (changes: string) => `
      INSERT INTO job_facet_counts AS fc (job_type, location, category, jobs)
      SELECT job_type, location, category, sum(d)::int
      FROM (${changes}) x
      GROUP BY job_type, location, category HAVING sum(d) <> 0
      ORDER BY job_type, location, category
      ON CONFLICT (job_type, location, category) DO UPDATE SET jobs = fc.jobs + EXCLUDED.jobs;`;
    const added = `SELECT job_type, location, category, 1 AS d FROM new_jobs WHERE status = 'active'`;
    const removed = `SELECT job_type, location, category, -1 AS d FROM old_jobs WHERE status = 'active'`;
    await q.query(`
      CREATE FUNCTION job_facet_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM job_facet_counts;
        ELSIF TG_OP = 'INSERT' THEN
          ${add(added)}
        ELSIF TG_OP = 'DELETE' THEN
          ${add(removed)}
        ELSE
          ${add(`${added} UNION ALL ${removed}`)}
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER job_facet_counts_insert AFTER INSERT ON jobs
      REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_facet_counts_add()`);
    await q.query(`
      CREATE TRIGGER job_facet_counts_update AFTER UPDATE ON jobs
      REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_facet_counts_add()`);
    await q.query(`
      CREATE TRIGGER job_facet_counts_delete AFTER DELETE ON jobs
      REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_facet_counts_add()`);
    await q.query(`
      CREATE TRIGGER job_facet_counts_truncate AFTER TRUNCATE ON jobs
      FOR EACH STATEMENT EXECUTE FUNCTION job_facet_counts_add()`);
    await q.query(`
      INSERT INTO job_facet_counts (job_type, location, category, jobs)
      SELECT job_type, location, category, count(*) FROM jobs WHERE status = 'active'
      GROUP BY job_type, location, category`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER job_facet_counts_truncate ON jobs`);
    await q.query(`DROP TRIGGER job_facet_counts_delete ON jobs`);
    await q.query(`DROP TRIGGER job_facet_counts_update ON jobs`);
    await q.query(`DROP TRIGGER job_facet_counts_insert ON jobs`);
    await q.query(`DROP FUNCTION job_facet_counts_add()`);
    await q.query(`DROP TABLE job_facet_counts`);
    await q.query(`DROP INDEX jobs_active_newest_idx`);
  }
}
