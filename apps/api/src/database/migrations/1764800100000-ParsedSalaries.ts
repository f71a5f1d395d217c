import { yearlySalary } from '@hireloop/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A remote location as a PostgreSQL regular expression (for `~*`), as of this migration; the job search's
 * remote filter must use this same text for the partial index to answer it.
 */
export const REMOTE_LOCATION_PATTERN = '^\\s*(remote|work from home|wfh|anywhere)\\y';

/** Distinct salary texts read and parsed per round trip of the backfill. */
const BACKFILL_BATCH = 2000;

/**
 * The job search filters and sorts by pay: each job's free-text salary parsed into a yearly range in
 * rupees (`salary_min_inr`, `salary_max_inr`; null where the text gives no such end or cannot be read),
 * written with the text from now on. Existing rows are filled here with the same parser: the distinct
 * texts are read in batches into a temporary table, then joined to the jobs in one update.
 *
 * Indexes: active jobs by their maximum (the salary filter's "pays at least" range and the highest-pay
 * sort), and active remote jobs (location starting with a remote word) newest first. Job alerts keep
 * the two filters a search can save with them.
 */
export class ParsedSalaries1764800100000 implements MigrationInterface {
  name = 'ParsedSalaries1764800100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs ADD COLUMN salary_min_inr integer, ADD COLUMN salary_max_inr integer`);
    await q.query(`CREATE TEMPORARY TABLE parsed_salaries (salary text PRIMARY KEY, lo integer, hi integer)`);
    let after = '';
    for (;;) {
      const rows = (await q.query(
        `SELECT DISTINCT salary FROM jobs WHERE salary > $1 ORDER BY salary LIMIT ${BACKFILL_BATCH}`,
        [after],
      )) as { salary: string }[];
      if (!rows.length) break;
      after = rows[rows.length - 1].salary;
      const parsed = rows.flatMap(({ salary }) => {
        const range = yearlySalary(salary);
        return range ? [{ salary, ...range }] : [];
      });
      if (parsed.length) {
        await q.query(
          `INSERT INTO parsed_salaries (salary, lo, hi)
           SELECT * FROM unnest($1::text[], $2::integer[], $3::integer[])`,
          [parsed.map((p) => p.salary), parsed.map((p) => p.min), parsed.map((p) => p.max)],
        );
      }
    }
    await q.query(
      `UPDATE jobs j SET salary_min_inr = p.lo, salary_max_inr = p.hi FROM parsed_salaries p WHERE p.salary = j.salary`,
    );
    await q.query(`DROP TABLE parsed_salaries`);
    await q.query(
      `CREATE INDEX jobs_active_salary_idx ON jobs (salary_max_inr DESC NULLS LAST, created_at DESC, id DESC)
       WHERE status = 'active'`,
    );
    await q.query(
      `CREATE INDEX jobs_active_remote_idx ON jobs (created_at DESC, id DESC)
       WHERE status = 'active' AND location ~* '${REMOTE_LOCATION_PATTERN}'`,
    );
    await q.query(
      `ALTER TABLE job_alerts ADD COLUMN salary_min_inr integer, ADD COLUMN remote boolean NOT NULL DEFAULT false`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE job_alerts DROP COLUMN remote, DROP COLUMN salary_min_inr`);
    await q.query(`DROP INDEX jobs_active_remote_idx`);
    await q.query(`DROP INDEX jobs_active_salary_idx`);
    await q.query(`ALTER TABLE jobs DROP COLUMN salary_max_inr, DROP COLUMN salary_min_inr`);
  }
}
