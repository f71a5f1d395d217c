import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job seeker may delete their own account, confirmed with an e-mailed code (purpose `account_deletion`).
 * Their applications stay for the recruiters' records, withdrawn and without an applicant
 * (`applicant_id` null): nothing of the person remains on them.
 */
export class AccountDeletion1764900300000 implements MigrationInterface {
  name = 'AccountDeletion1764900300000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check`);
    await q.query(
      `ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
       CHECK (purpose IN ('sign_up', 'password_reset', 'admin_login', 'account_deletion'))`,
    );
    await q.query(`ALTER TABLE applications ALTER COLUMN applicant_id DROP NOT NULL`);
    // An application without an applicant is one whose applicant deleted their account: it is withdrawn.
    await q.query(
      `ALTER TABLE applications ADD CONSTRAINT applications_deleted_applicant_withdrawn_check
       CHECK (applicant_id IS NOT NULL OR status = 'withdrawn')`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    // The applications of deleted accounts cannot be given back an applicant: they go.
    await q.query(`DELETE FROM applications WHERE applicant_id IS NULL`);
    await q.query(`ALTER TABLE applications DROP CONSTRAINT applications_deleted_applicant_withdrawn_check`);
    await q.query(`ALTER TABLE applications ALTER COLUMN applicant_id SET NOT NULL`);
    await q.query(`DELETE FROM otp_challenges WHERE purpose = 'account_deletion'`);
    await q.query(`ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check`);
    await q.query(
      `ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
       CHECK (purpose IN ('sign_up', 'password_reset', 'admin_login'))`,
    );
  }
}
