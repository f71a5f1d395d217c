import { MigrationInterface, QueryRunner } from 'typeorm';

/** The filter kinds' columns, each with an index of its active jobs in the salary order. */
const KINDS = [
  ['type', 'job_type'],
  ['location', 'location'],
  ['category', 'category'],
] as const;

/**
 * Active jobs of one job type, location or category in the order of the best-paid first
 * (salary_max_inr, then salary_min_inr, then the newest). A search sorted by salary without a keyword
 * reads each chosen value's jobs through these, merged in that order, so a page costs about its offset
 * and size whatever the filter: walking the salary order of all jobs for a value whose jobs are paid
 * least (internships are paid by the month) read nearly every active job for each page.
 */
export class SalaryOrderIndexes1765001100000 implements MigrationInterface {
  name = 'SalaryOrderIndexes1765001100000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [name, column] of KINDS) {
      await q.query(
        `CREATE INDEX jobs_active_${name}_salary_idx ON jobs
           (${column}, salary_max_inr DESC NULLS LAST, salary_min_inr DESC NULLS LAST, created_at DESC, id DESC)
         WHERE status = 'active'`,
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [name] of KINDS) await q.query(`DROP INDEX jobs_active_${name}_salary_idx`);
  }
}
