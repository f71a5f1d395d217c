import { ErrorCode } from '@hireloop/schema';
import { FileUpload } from 'graphql-upload-ts';
import { AppError, BadInputError } from '../../common/errors';
import { MULTIPART_MALFORMED } from '../../http/multipart-limit';
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
 * A GraphQL upload as a stream, for a document that goes to storage as it is read. graphql-upload stopping
 * it at its maxFileSize (status 413) is refused as too large; any other failure of the stream (a body cut
 * off, a client gone) as a malformed request.
 */
export async function uploadStream(
  upload: Promise<FileUpload> | null | undefined,
  tooLarge: string,
): Promise<IncomingStream | null> {
  if (!upload) return null;
  const { createReadStream, filename } = await upload;
  // The file's stream is opened only when it is read: an operation refused before that (no session, the
  // upload limit, bad input) leaves no stream behind for the rest of the body's errors to reach unheard.
  async function* stream(): AsyncIterable<Buffer> {
    try {
      yield* createReadStream() as AsyncIterable<Buffer>;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as { status?: number }).status === 413)
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
      throw new BadInputError(
        `${MULTIPART_MALFORMED} (${error instanceof Error ? error.message : 'unreadable'})`,
      );
    }
  }
  return { originalName: filename, stream: stream() };
}
