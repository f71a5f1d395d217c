import { MigrationInterface, QueryRunner } from 'typeorm';

/** The company name a recruiter gives at sign-up, kept to prefill their first company. */
export class SignupCompanyName1764200000000 implements MigrationInterface {
  name = 'SignupCompanyName1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN signup_company_name text`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN signup_company_name`);
  }
}
