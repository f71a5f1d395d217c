import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent events of an e-mail address without an account (a visitor's job alert or newsletter, confirmed
 * or unsubscribed by mail link): `user_id` becomes optional, `email` holds the address, and one of the two
 * is always set. Looked up by lower(email) when the address's account shows its history.
 */
export class ConsentsByEmail1764900800000 implements MigrationInterface {
  name = 'ConsentsByEmail1764900800000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE consent_events ALTER COLUMN user_id DROP NOT NULL`);
    await q.query(
      `ALTER TABLE consent_events ADD COLUMN email text CHECK (email IS NULL OR char_length(email) <= 320)`,
    );
    await q.query(
      `ALTER TABLE consent_events ADD CONSTRAINT consent_events_holder_check
       CHECK (user_id IS NOT NULL OR email IS NOT NULL)`,
    );
    await q.query(
      `CREATE INDEX consent_events_email_idx ON consent_events (lower(email), created_at)
       WHERE user_id IS NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX consent_events_email_idx`);
    await q.query(`DELETE FROM consent_events WHERE user_id IS NULL`);
    await q.query(`ALTER TABLE consent_events DROP CONSTRAINT consent_events_holder_check`);
    await q.query(`ALTER TABLE consent_events DROP COLUMN email`);
    await q.query(`ALTER TABLE consent_events ALTER COLUMN user_id SET NOT NULL`);
  }
}
