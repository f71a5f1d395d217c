import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chunksOf, FileStorage, PresignOptions, PutOptions } from './file-storage';
import { s3Client, S3StorageSettings } from './s3-client';

/** Objects are named `files/<id>`; nothing else in the bucket is read or removed. */
const PREFIX = 'files/';

/**
 * Keeps files as objects of an S3 bucket (AWS, MinIO, R2). A streamed body is first written to a file of
 * its own in the system's temporary folder, then sent with one PutObject of known length: S3 needs the
 * length (or parts of at least 5 MiB held in memory), and a whole upload in memory per request is what
 * streaming is there to avoid. A failed upload leaves no object and no temporary file.
 */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  /** Signs presigned URLs for the address browsers use (it makes no requests). */
  private readonly signer: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    this.client = s3Client(settings);
    this.signer = settings.publicEndpoint
      ? s3Client({ ...settings, endpoint: settings.publicEndpoint })
      : this.client;
  }

  destroy(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  private key(id: string): string {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error('a stored file id must be a UUID');
    return `${PREFIX}${id}`;
  }

  async put(id: string, body: Buffer | AsyncIterable<Buffer>, options: PutOptions): Promise<void> {
    const key = this.key(id);
    const send = (Body: Buffer | Readable, ContentLength: number) =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body,
          ContentLength,
          ContentType: options.contentType,
        }),
      );
    if (Buffer.isBuffer(body)) {
      await send(body, body.length);
      return;
    }
    const folder = await mkdtemp(join(tmpdir(), 'hireloop-upload-'));
    const spooled = join(folder, 'body');
    try {
      // The body's own error (too large, not a PDF) stops here, before anything reaches the bucket.
      await pipeline(Readable.from(chunksOf(body)), createWriteStream(spooled));
      const { size } = await stat(spooled);
      try {
        await send(createReadStream(spooled), size);
      } catch (error) {
        await this.delete(id).catch(() => undefined);
        throw error;
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async get(id: string): Promise<Readable> {
    const out = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }),
    );
    if (!(out.Body instanceof Readable)) throw new Error(`no bytes stored for file ${id}`);
    return out.Body;
  }

  async delete(id: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }));
  }

  presignedUrl(id: string, options: PresignOptions): Promise<string> {
    return getSignedUrl(
      this.signer,
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(id),
        ResponseContentDisposition: options.contentDisposition,
        ResponseContentType: options.contentType,
        ResponseCacheControl: 'private, no-store',
      }),
      { expiresIn: options.expiresInSeconds },
    );
  }

  async *listOlderThan(before: Date): AsyncIterable<string[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: PREFIX, ContinuationToken: token }),
      );
      const ids = (page.Contents ?? [])
        .filter((o) => o.Key && o.LastModified && o.LastModified < before)
        .map((o) => o.Key!.slice(PREFIX.length))
        .filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      if (ids.length) yield ids;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
