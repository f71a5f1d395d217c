import { ErrorCode } from '@hireloop/schema';
import { GraphQLScalarType } from 'graphql';
import { FileUpload, GraphQLUpload, processRequest, Upload as IncomingUpload } from 'graphql-upload-ts';
import { AppError, BadInputError } from '../../common/errors';
import { MULTIPART_MALFORMED } from '../../http/multipart-limit';
import { IncomingFile, IncomingStream } from './files.service';

/**
 * What a failure to read an upload is to its client: graphql-upload stopping a file at its maxFileSize
 * (status 413) is too large; any other failure (a part header that cannot be read, a body cut off, a
 * client gone) is a malformed request, never a server error.
 */
function uploadError(error: unknown, tooLarge: string): AppError {
  if (error instanceof AppError) return error;
  if ((error as { status?: number }).status === 413)
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
  return new BadInputError(
    `${MULTIPART_MALFORMED} (${error instanceof Error ? error.message : 'unreadable'})`,
  );
}

/** The upload's file part, or the client's error when it could not be read. */
async function fileOf(upload: Promise<FileUpload>, tooLarge: string): Promise<FileUpload> {
  try {
    return await upload;
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
}

/** Reads a GraphQL upload into memory (a small image: it is re-encoded whole), stopping at `maxBytes` instead of reading the rest. */
export async function readUpload(
  upload: Promise<FileUpload> | null | undefined,
  maxBytes: number,
  tooLarge: string,
): Promise<IncomingFile | null> {
  if (!upload) return null;
  const { createReadStream, filename } = await fileOf(upload, tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of createReadStream() as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
      chunks.push(chunk);
    }
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
  return { originalName: filename, buffer: Buffer.concat(chunks) };
}

/** A GraphQL upload as a stream, for a document that goes to storage as it is read. */
export async function uploadStream(
  upload: Promise<FileUpload> | null | undefined,
  tooLarge: string,
): Promise<IncomingStream | null> {
  if (!upload) return null;
  const { createReadStream, filename } = await fileOf(upload, tooLarge);
  // The file's stream is opened only when it is read: an operation refused before that (no session, the
  // upload limit, bad input) leaves no stream behind for the rest of the body's errors to reach unheard.
  async function* stream(): AsyncIterable<Buffer> {
    try {
      yield* createReadStream() as AsyncIterable<Buffer>;
    } catch (error) {
      throw uploadError(error, tooLarge);
    }
  }
  return { originalName: filename, stream: stream() };
}

/**
 * The `Upload` scalar of GraphQL multipart requests: graphql-upload's, with a file part that cannot be read
 * refused as the client's error. The framework resolves an upload argument before the resolver runs, so a
 * broken part (an unreadable header, a body cut off) would otherwise surface as a server error.
 */
export const Upload = new GraphQLScalarType({
  ...GraphQLUpload.toConfig(),
  parseValue: (value: unknown) => {
    const file = (GraphQLUpload.parseValue(value) as Promise<FileUpload>).catch((error: unknown) => {
      throw (error as { status?: number }).status === 413 || error instanceof AppError
        ? error
        : new BadInputError(
            `${MULTIPART_MALFORMED} (${error instanceof Error ? error.message : 'unreadable'})`,
          );
    });
    // An operation refused before its arguments are read never waits for the file: not an unhandled error.
    file.catch(() => undefined);
    return file;
  },
});

/** How a file sent for a variable that takes no file is named in GraphQL's error about that variable. */
export const FILE_IN_A_MESSAGE = 'a file';

/** Makes every upload in a request's variables print as FILE_IN_A_MESSAGE (GraphQL prints a value's toJSON). */
function nameFiles(value: unknown, depth = 0): void {
  if (value instanceof IncomingUpload) {
    Object.defineProperty(value, 'toJSON', { value: () => FILE_IN_A_MESSAGE });
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const item of Object.values(value)) nameFiles(item, depth + 1);
  }
}

/**
 * graphql-upload's reader of GraphQL multipart requests, with the files it places in the variables named
 * plainly: a file mapped to a variable of another type is refused by GraphQL with the variable's value in
 * the message, which would otherwise spell out the upload's internals.
 */
export async function processUploadRequest<T>(...request: Parameters<typeof processRequest>): Promise<T> {
  const operations = await processRequest<T>(...request);
  nameFiles(operations);
  return operations;
}
