import { ErrorCode } from '@hireloop/schema';
import { FileUpload } from 'graphql-upload-ts';
import { AppError } from '../../common/errors';
import { IncomingFile, IncomingStream } from './files.service';

/** Reads a GraphQL upload into memory (a small image: it is re-encoded whole), stopping at `maxBytes` instead of reading the rest. */
export async function readUpload(
  upload: Promise<FileUpload> | null | undefined,
  maxBytes: number,
  tooLarge: string,
): Promise<IncomingFile | null> {
  if (!upload) return null;
  const { createReadStream, filename } = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of createReadStream() as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // graphql-upload stops the stream at its own limit (maxFileSize) with an error.
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
  }
  return { originalName: filename, buffer: Buffer.concat(chunks) };
}

/**
 * A GraphQL upload as a stream, for a document that goes to storage as it is read. A failure of the
 * upload's own stream (graphql-upload stops it at its maxFileSize) is refused as too large.
 */
export async function uploadStream(
  upload: Promise<FileUpload> | null | undefined,
  tooLarge: string,
): Promise<IncomingStream | null> {
  if (!upload) return null;
  const { createReadStream, filename } = await upload;
  const source = createReadStream() as AsyncIterable<Buffer>;
  async function* stream(): AsyncIterable<Buffer> {
    try {
      yield* source;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
    }
  }
  return { originalName: filename, stream: stream() };
}
