import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { s3Client, S3StorageSettings } from '../../src/modules/files/storage/s3-client';

/** s3rver has no type declarations: the part of it the tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3 {
  settings: S3StorageSettings;
  /** The same settings as the app's environment (S3_*). */
  env: Record<string, string>;
  /** The keys of every object in the bucket. */
  keys(): Promise<string[]>;
  /** The bytes of an object of the bucket. */
  read(key: string): Promise<Buffer>;
  /** Lets pages of `origin` GET the bucket's objects with CORS and read their Content-Disposition. */
  allowOrigin(origin: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An S3 bucket of its own for a test: in s3rver started on a free loopback port over a temporary folder,
 * or, when S3_TEST_ENDPOINT is set, on that server (a MinIO: S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY,
 * S3_TEST_REGION), with a fresh bucket removed again at the end.
 */
export async function startTestS3(): Promise<TestS3> {
  let server: S3rverInstance | undefined;
  let dir: string | undefined;
  let endpoint = process.env.S3_TEST_ENDPOINT;
  let accessKeyId = process.env.S3_TEST_ACCESS_KEY_ID ?? 'S3RVER';
  let secretAccessKey = process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'S3RVER';
  if (!endpoint) {
    dir = mkdtempSync(join(tmpdir(), 'hireloop-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    accessKeyId = 'S3RVER';
    secretAccessKey = 'S3RVER';
  }
  const settings: S3StorageSettings = {
    bucket: `hireloop-test-${randomBytes(6).toString('hex')}`,
    endpoint,
    region: process.env.S3_TEST_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  };
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  const keys = async () => {
    const out: string[] = [];
    let token: string | undefined;
    for (let page = 0; page < 100; page++) {
      const list = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
      );
      out.push(...(list.Contents ?? []).map((o) => o.Key ?? ''));
      token = list.IsTruncated ? list.NextContinuationToken : undefined;
      if (!token) break;
    }
    return out;
  };
  return {
    settings,
    env: {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys,
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async allowOrigin(origin) {
      await client.send(
        new PutBucketCorsCommand({
          Bucket: settings.bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: [origin],
                AllowedMethods: ['GET', 'HEAD'],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['Content-Disposition'],
              },
            ],
          },
        }),
      );
    },
    async stop() {
      try {
        for (const key of await keys()) {
          await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
        }
        await client.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
      } finally {
        client.destroy();
        await server?.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
