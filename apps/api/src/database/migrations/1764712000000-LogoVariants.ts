import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company logo has smaller WebP copies (64, 128 and 256 px squares) kept as files of their own, each
 * naming the logo it was made from (`variant_of`) and its edge length (`variant_size`). Removing the logo
 * removes its copies. Logos stored before this get their copies when one is first asked for.
 */
export class LogoVariants1764712000000 implements MigrationInterface {
  name = 'LogoVariants1764712000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE files
         ADD COLUMN variant_of uuid REFERENCES files (id) ON DELETE CASCADE,
         ADD COLUMN variant_size integer`,
    );
    await q.query(
      `ALTER TABLE files ADD CONSTRAINT files_variant_check
         CHECK ((variant_of IS NULL) = (variant_size IS NULL) AND (variant_size IS NULL OR variant_size > 0))`,
    );
    await q.query(`CREATE UNIQUE INDEX files_variant_idx ON files (variant_of, variant_size)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM files WHERE variant_of IS NOT NULL`);
    await q.query(`DROP INDEX files_variant_idx`);
    await q.query(`ALTER TABLE files DROP CONSTRAINT files_variant_check`);
    await q.query(`ALTER TABLE files DROP COLUMN variant_size, DROP COLUMN variant_of`);
  }
}
