import { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time codes may also be the second step of an administrator's sign-in. */
export class AdminLoginOtp1764100100000 implements MigrationInterface {
  name = 'AdminLoginOtp1764100100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check`);
    await q.query(
      `ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
       CHECK (purpose IN ('sign_up', 'password_reset', 'admin_login'))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM otp_challenges WHERE purpose = 'admin_login'`);
    await q.query(`ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check`);
    await q.query(
      `ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
       CHECK (purpose IN ('sign_up', 'password_reset'))`,
    );
  }
}
