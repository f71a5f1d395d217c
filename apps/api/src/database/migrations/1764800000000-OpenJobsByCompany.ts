import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The open jobs of each company (active, not past their closing date), read from the index alone: the
 * company directory counts them per company in one pass, and a company's page counts its own.
 */
export class OpenJobsByCompany1764800000000 implements MigrationInterface {
  name = 'OpenJobsByCompany1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_open_company_idx ON jobs (company_id, valid_through) WHERE status = 'active'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_open_company_idx`);
  }
}
