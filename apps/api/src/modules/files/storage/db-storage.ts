import { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { FILE_CHUNK_BYTES } from '../../../database/migrations/1764800000000-FileStorage';
import { chunksOf, FileStorage, PutOptions } from './file-storage';

/** Chunks read by one statement when streaming a file out (1 MiB). */
const CHUNKS_PER_READ = 4;

/**
 * Keeps files in PostgreSQL as rows of `file_chunks` (256 KiB each, by `seq`), written and read one chunk
 * at a time so that no file is ever whole in memory. A chunk references its files row: deleting the row
 * deletes its chunks.
 */
export class DbFileStorage implements FileStorage {
  readonly driver = 'db' as const;

  constructor(private readonly dataSource: DataSource) {}

  async put(id: string, body: Buffer | AsyncIterable<Buffer>, options: PutOptions): Promise<void> {
    const db = options.manager ?? this.dataSource.manager;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const write = (data: Buffer) =>
      db.query(`INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, $2, $3)`, [id, seq++, data]);
    try {
      for await (const chunk of chunksOf(body)) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        while (pendingBytes >= FILE_CHUNK_BYTES) {
          const all = Buffer.concat(pending, pendingBytes);
          await write(all.subarray(0, FILE_CHUNK_BYTES));
          pending = [all.subarray(FILE_CHUNK_BYTES)];
          pendingBytes = all.length - FILE_CHUNK_BYTES;
        }
      }
      if (pendingBytes > 0 || seq === 0) await write(Buffer.concat(pending, pendingBytes));
    } catch (error) {
      // Inside a transaction the caller's rollback takes the chunks back with everything else.
      if (!options.manager) await this.delete(id).catch(() => undefined);
      throw error;
    }
  }

  async get(id: string): Promise<Readable> {
    const db = this.dataSource.manager;
    const first = await this.read(db, id, 0);
    if (!first.length) throw new Error(`no bytes stored for file ${id}`);
    const read = this.read.bind(this);
    async function* chunks(): AsyncIterable<Buffer> {
      let batch = first;
      let seq = 0;
      while (batch.length) {
        for (const data of batch) yield data;
        seq += batch.length;
        if (batch.length < CHUNKS_PER_READ) return;
        batch = await read(db, id, seq);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async delete(id: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(`DELETE FROM file_chunks WHERE file_id = $1`, [id]);
  }

  private async read(db: EntityManager, id: string, fromSeq: number): Promise<Buffer[]> {
    const rows = (await db.query(
      `SELECT data FROM file_chunks WHERE file_id = $1 AND seq >= $2 ORDER BY seq LIMIT ${CHUNKS_PER_READ}`,
      [id, fromSeq],
    )) as { data: Buffer }[];
    return rows.map((r) => r.data);
  }
}
