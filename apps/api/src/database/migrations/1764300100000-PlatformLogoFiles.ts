import { MigrationInterface, QueryRunner } from 'typeorm';

/** Stored files may be the platform logo an administrator sets (kind `platform_logo`). */
export class PlatformLogoFiles1764300100000 implements MigrationInterface {
  name = 'PlatformLogoFiles1764300100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE files DROP CONSTRAINT files_kind_check`);
    await q.query(
      `ALTER TABLE files ADD CONSTRAINT files_kind_check
         CHECK (kind IN ('resume', 'cover_letter', 'company_logo', 'profile_image', 'platform_logo'))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM files WHERE kind = 'platform_logo'`);
    await q.query(`ALTER TABLE files DROP CONSTRAINT files_kind_check`);
    await q.query(
      `ALTER TABLE files ADD CONSTRAINT files_kind_check
         CHECK (kind IN ('resume', 'cover_letter', 'company_logo', 'profile_image'))`,
    );
  }
}
