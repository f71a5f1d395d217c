import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

export interface FileRow {
  ownerId: string | null;
  kind: 'resume' | 'cover_letter' | 'company_logo' | 'profile_image' | 'platform_logo';
  originalName: string;
  mimeType: string;
  bytes: Buffer;
}

/** A complete file kept in the database (one chunk), as an upload leaves it; returns its id. */
export async function createStoredFile(ds: DataSource, file: FileRow): Promise<string> {
  const [{ id }] = (await ds.query(
    `INSERT INTO files (owner_id, kind, original_name, mime_type, size_bytes, sha256, storage, complete)
     VALUES ($1, $2, $3, $4, $5, $6, 'db', true) RETURNING id`,
    [
      file.ownerId,
      file.kind,
      file.originalName,
      file.mimeType,
      file.bytes.length,
      createHash('sha256').update(file.bytes).digest('hex'),
    ],
  )) as { id: string }[];
  await ds.query(`INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, 0, $2)`, [id, file.bytes]);
  return id;
}
