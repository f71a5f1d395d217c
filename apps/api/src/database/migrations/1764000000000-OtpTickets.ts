import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verifying an e-mail code yields a ticket: a random secret handed to whoever verified the code, kept here
 * only as its SHA-256 hash, valid 10 minutes and used up with the challenge (`consumed_at`). Registration
 * and password reset need the ticket, not just a verified e-mail.
 */
export class OtpTickets1764000000000 implements MigrationInterface {
  name = 'OtpTickets1764000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE otp_challenges ADD COLUMN ticket_hash text, ADD COLUMN ticket_expires_at timestamptz`,
    );
    await q.query(
      `CREATE UNIQUE INDEX otp_challenges_ticket_idx ON otp_challenges (ticket_hash) WHERE ticket_hash IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX otp_challenges_ticket_idx`);
    await q.query(`ALTER TABLE otp_challenges DROP COLUMN ticket_expires_at, DROP COLUMN ticket_hash`);
  }
}
