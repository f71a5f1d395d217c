import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an administrator deactivated an account (null: active); a deactivated account cannot sign in. */
export class UserDeactivation1764300000000 implements MigrationInterface {
  name = 'UserDeactivation1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deactivated_at timestamptz`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN deactivated_at`);
  }
}
