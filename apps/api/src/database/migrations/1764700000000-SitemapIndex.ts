import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sitemap reads active jobs in id order, a chunk of up to 50,000 at a time, and counts them for its
 * index; it lists each company with an active job with its newest job's change. These partial indexes
 * answer both from the index alone (the closing date and the last change are included), so neither reads
 * the table's rows: at 1,000,000 jobs the companies' part took 5.4 s reading rows, 0.16 s from the index.
 */
export class SitemapIndex1764700000000 implements MigrationInterface {
  name = 'SitemapIndex1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_active_id_idx ON jobs (id) INCLUDE (valid_through, updated_at) WHERE status = 'active'`,
    );
    await q.query(
      `CREATE INDEX jobs_active_company_id_idx ON jobs (company_id) INCLUDE (valid_through, updated_at)
       WHERE status = 'active'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_active_company_id_idx`);
    await q.query(`DROP INDEX jobs_active_id_idx`);
  }
}
