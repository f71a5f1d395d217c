import { ErrorCode } from '@hireloop/schema';
import { FileUpload } from 'graphql-upload-ts';
import { AppError } from '../../common/errors';
import { IncomingFile } from './files.service';

/** Reads a GraphQL upload into memory, stopping at `maxBytes` instead of reading the rest. */
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
