import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number of active jobs per UTC day of posting, kept by statement triggers on jobs as
 * job_facet_counts is: at a large size a keyword search reads the matches of the newest days and scales
 * their number by the active jobs of those days against all active jobs (an estimated total), reading a
 * few of these rows instead of counting jobs. Each statement adds its rows' net change in day order; a
 * truncate of jobs empties it. Rows at zero stay and add nothing.
 */
export class JobDayCounts1765000900000 implements MigrationInterface {
  name = 'JobDayCounts1765000900000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_day_counts (
        day date PRIMARY KEY,
        jobs integer NOT NULL
      )`);
    const day = `(created_at AT TIME ZONE 'UTC')::date`;
    const add = (changes: string) => `
      INSERT INTO job_day_counts AS dc (day, jobs)
      SELECT day, sum(d)::int FROM (${changes}) x
      GROUP BY day HAVING sum(d) <> 0
      ORDER BY day
      ON CONFLICT (day) DO UPDATE SET jobs = dc.jobs + EXCLUDED.jobs;`;
    const added = `SELECT ${day} AS day, 1 AS d FROM new_jobs WHERE status = 'active'`;
    const removed = `SELECT ${day} AS day, -1 AS d FROM old_jobs WHERE status = 'active'`;
    await q.query(`
      CREATE FUNCTION job_day_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM job_day_counts;
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
      CREATE TRIGGER job_day_counts_insert AFTER INSERT ON jobs
      REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_day_counts_add()`);
    await q.query(`
      CREATE TRIGGER job_day_counts_update AFTER UPDATE ON jobs
      REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_day_counts_add()`);
    await q.query(`
      CREATE TRIGGER job_day_counts_delete AFTER DELETE ON jobs
      REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_day_counts_add()`);
    await q.query(`
      CREATE TRIGGER job_day_counts_truncate AFTER TRUNCATE ON jobs
      FOR EACH STATEMENT EXECUTE FUNCTION job_day_counts_add()`);
    await q.query(`
      INSERT INTO job_day_counts (day, jobs)
      SELECT ${day}, count(*) FROM jobs WHERE status = 'active' GROUP BY 1`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER job_day_counts_truncate ON jobs`);
    await q.query(`DROP TRIGGER job_day_counts_delete ON jobs`);
    await q.query(`DROP TRIGGER job_day_counts_update ON jobs`);
    await q.query(`DROP TRIGGER job_day_counts_insert ON jobs`);
    await q.query(`DROP FUNCTION job_day_counts_add()`);
    await q.query(`DROP TABLE job_day_counts`);
  }
}
