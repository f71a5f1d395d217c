import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every session token carries its account's token version; raising the version (a password change,
 * "sign out of all devices") makes every earlier token invalid at once.
 */
export class TokenVersion1764100000000 implements MigrationInterface {
  name = 'TokenVersion1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}
