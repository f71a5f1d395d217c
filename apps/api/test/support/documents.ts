import type { Response } from 'supertest';
import type { TestApp } from './test-app';

export interface OpenedDocument {
  /** The API's answer: the document itself (database storage) or a 302 to its presigned URL (S3). */
  api: Response;
  /** The answer that carries the bytes, as a browser ends up with it. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Opens a document as a browser would: GET on the API with the session, and for a 302 (files kept in S3)
 * the presigned URL it names, without credentials.
 */
export async function openDocument(t: TestApp, url: string, bearer?: string): Promise<OpenedDocument> {
  const req = t.http
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    });
  if (bearer) req.set('Authorization', bearer);
  const api = await req;
  if (api.status !== 302) {
    return {
      api,
      status: api.status,
      headers: api.headers as Record<string, string>,
      body: api.body as Buffer,
    };
  }
  const location = api.headers.location as string;
  if (!t.s3 || !location.startsWith(t.s3.settings.endpoint ?? '')) {
    throw new Error(`a document redirected somewhere else than the test's S3: ${location}`);
  }
  const file = await fetch(location);
  return {
    api,
    status: file.status,
    headers: Object.fromEntries(file.headers.entries()),
    body: Buffer.from(await file.arrayBuffer()),
  };
}
