import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bytes of a file kept in PostgreSQL are split into chunks of this size (256 KiB). */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * A file's bytes leave the `files` row: the row names the storage that holds them (`db`: rows of
 * `file_chunks`, 256 KiB each, read and written one chunk at a time; `s3`: an object named by the file's
 * id) and whether they were written in full (`complete`; a row that never completes is removed by the
 * nightly housekeeping). Existing files move into chunks.
 */
export class FileStorage1764800000000 implements MigrationInterface {
  name = 'FileStorage1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE file_chunks (
        file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
        seq integer NOT NULL CHECK (seq >= 0),
        data bytea NOT NULL,
        PRIMARY KEY (file_id, seq)
      )`);
    await q.query(
      `ALTER TABLE files ADD COLUMN storage text NOT NULL DEFAULT 'db' CHECK (storage IN ('db', 's3'))`,
    );
    await q.query(`ALTER TABLE files ADD COLUMN complete boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE files ALTER COLUMN complete DROP DEFAULT`);
    await q.query(`ALTER TABLE files ALTER COLUMN storage DROP DEFAULT`);
    await q.query(`CREATE INDEX files_incomplete_created_at_idx ON files (created_at) WHERE NOT complete`);
    await q.query(
      `INSERT INTO file_chunks (file_id, seq, data)
       SELECT f.id, s.seq, substring(f.data FROM s.seq * ${FILE_CHUNK_BYTES} + 1 FOR ${FILE_CHUNK_BYTES})
         FROM files f,
              generate_series(0, greatest(0, (octet_length(f.data) - 1) / ${FILE_CHUNK_BYTES})) AS s(seq)`,
    );
    await q.query(`ALTER TABLE files DROP COLUMN data`);
  }

  public async down(q: QueryRunner): Promise<void> {
    const [{ count }] = (await q.query(`SELECT count(*)::int AS count FROM files WHERE storage <> 'db'`)) as {
      count: number;
    }[];
    if (count > 0) {
      throw new Error(
        `${count} files are kept in S3: move them to the database first (npm run files:migrate -- --to db)`,
      );
    }
    await q.query(`DELETE FROM files WHERE NOT complete`);
    await q.query(`ALTER TABLE files ADD COLUMN data bytea`);
    await q.query(
      `UPDATE files f SET data = coalesce(
         (SELECT string_agg(c.data, ''::bytea ORDER BY c.seq) FROM file_chunks c WHERE c.file_id = f.id),
         ''::bytea)`,
    );
    await q.query(`ALTER TABLE files ALTER COLUMN data SET NOT NULL`);
    await q.query(`DROP INDEX files_incomplete_created_at_idx`);
    await q.query(`ALTER TABLE files DROP COLUMN complete`);
    await q.query(`ALTER TABLE files DROP COLUMN storage`);
    await q.query(`DROP TABLE file_chunks`);
  }
}
