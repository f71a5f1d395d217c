import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { StorageDriver } from '../stored-file.entity';

export interface PutOptions {
  contentType: string;
  /** The transaction to write in, for a storage that keeps the bytes in the database. */
  manager?: EntityManager;
}

export interface PresignOptions {
  /** The `Content-Disposition` the storage answers with (attachment and a safe name). */
  contentDisposition: string;
  contentType: string;
  expiresInSeconds: number;
}

/**
 * Keeps the bytes of files, each under its `files` row's id (a UUID the server made: never a name from a
 * request). `put` writes all of the body or nothing: when the body or the storage fails part-way, what
 * was written is removed before the error is thrown again.
 */
export interface FileStorage {
  readonly driver: StorageDriver;
  put(id: string, body: Buffer | AsyncIterable<Buffer>, options: PutOptions): Promise<void>;
  /** The bytes, streamed; the stream fails when the storage holds none under `id`. */
  get(id: string): Promise<Readable>;
  /** Removes the bytes (nothing to do when there are none). */
  delete(id: string, manager?: EntityManager): Promise<void>;
  /** A URL that serves the bytes without the API for a short time, when the storage has such URLs. */
  presignedUrl?(id: string, options: PresignOptions): Promise<string>;
  /**
   * The ids of the objects last written before `before`, a page at a time, when the storage can list them
   * (the housekeeping removes those no complete files row names).
   */
  listOlderThan?(before: Date): AsyncIterable<string[]>;
}

/** Every chunk of `body`, whether one buffer or a stream. */
export async function* chunksOf(body: Buffer | AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  if (Buffer.isBuffer(body)) yield body;
  else for await (const chunk of body) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
}
