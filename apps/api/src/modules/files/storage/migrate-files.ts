import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import type { StorageDriver } from '../stored-file.entity';
import type { FileStorages } from './file-storages';

export interface MigrateFilesOptions {
  to: StorageDriver;
  /** Files moved per round (default 50). */
  batchSize?: number;
  /**
   * How long the old copies of a round stay after their rows switched, for downloads that read the row
   * just before (default 5 s).
   */
  graceMs?: number;
  log?: (message: string) => void;
}

export interface MigrateFilesResult {
  moved: number;
  /** Files left where they were: their copy did not verify or a storage failed (see the log). */
  failed: number;
}

interface FileRow {
  id: string;
  storage: StorageDriver;
  sha256: string;
  size_bytes: number;
  mime_type: string;
}

async function sha256Of(stream: AsyncIterable<unknown>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Moves every complete file to the storage `to`, a round of `batchSize` at a time, while the app keeps
 * serving: each file is copied, the copy read back and its sha256 compared with the one recorded at upload,
 * and only then does its row switch storage (if the row still names the old one); the old copy is deleted
 * after the round. A crash loses nothing: a row names its old, whole copy until the switch, and running
 * again carries on with the rows not moved yet (a half-written copy is written over, or removed by the
 * housekeeping).
 */
export async function migrateFiles(
  dataSource: DataSource,
  storages: FileStorages,
  options: MigrateFilesOptions,
): Promise<MigrateFilesResult> {
  const { to } = options;
  const batchSize = options.batchSize ?? 50;
  const graceMs = options.graceMs ?? 5000;
  const log = options.log ?? (() => undefined);
  const target = storages.of(to);
  // Chunks of files kept in S3 are what a move to the database left when it stopped part-way.
  await dataSource.query(
    `DELETE FROM file_chunks c USING files f WHERE c.file_id = f.id AND f.storage <> 'db'`,
  );
  let moved = 0;
  let failed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = (await dataSource.query(
      `SELECT id, storage, sha256, size_bytes, mime_type FROM files
        WHERE complete AND storage <> $1 AND id > $2 ORDER BY id LIMIT $3`,
      [to, after, batchSize],
    )) as FileRow[];
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    const switched: FileRow[] = [];
    for (const row of rows) {
      try {
        const source = storages.of(row.storage);
        await target.put(row.id, await source.get(row.id), { contentType: row.mime_type });
        const copy = await sha256Of(await target.get(row.id));
        if (copy.sha256 !== row.sha256 || copy.size !== row.size_bytes) {
          await target.delete(row.id);
          throw new Error(
            `the copy's sha256 ${copy.sha256} (${copy.size} bytes) is not the recorded ${row.sha256}`,
          );
        }
        const [, count] = (await dataSource.query(
          `UPDATE files SET storage = $2 WHERE id = $1 AND storage = $3 AND complete`,
          [row.id, to, row.storage],
        )) as [unknown, number];
        if (count === 1) switched.push(row);
        // Removed (or moved) meanwhile: the copy is not needed.
        else await target.delete(row.id);
      } catch (error) {
        failed++;
        log(
          `file ${row.id} stays in ${row.storage}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (switched.length && graceMs > 0) await sleep(graceMs);
    for (const row of switched) {
      await storages
        .of(row.storage)
        .delete(row.id)
        .catch((error: unknown) =>
          log(`old copy of ${row.id} in ${row.storage} not deleted: ${String(error)}`),
        );
    }
    moved += switched.length;
    log(`moved ${moved} files to ${to}${failed ? ` (${failed} left where they were)` : ''}`);
  }
  return { moved, failed };
}
