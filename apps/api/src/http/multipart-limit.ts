import { ErrorCode, PDF_MAX_BYTES } from '@hireloop/schema';
import type { NextFunction, Request, Response } from 'express';
import { AppError, BadInputError } from '../common/errors';

/** Files one GraphQL multipart request may carry (resume and cover letter). */
export const GRAPHQL_UPLOAD_MAX_FILES = 2;
/** The largest file part read: a file one byte over the largest document is refused as too large. */
export const GRAPHQL_UPLOAD_MAX_FILE_BYTES = PDF_MAX_BYTES + 1;
/** The largest `operations` or `map` field of a GraphQL multipart request. */
export const GRAPHQL_UPLOAD_MAX_FIELD_BYTES = 1_000_000;
/**
 * The most a GraphQL multipart request may carry in all: its files at their limit, the two fields and the
 * multipart framing. Parts that name no variable are otherwise read and discarded to their end, so without
 * this bound one request could make the server read any number of bytes.
 */
export const GRAPHQL_MULTIPART_MAX_BYTES =
  GRAPHQL_UPLOAD_MAX_FILES * GRAPHQL_UPLOAD_MAX_FILE_BYTES + 2 * GRAPHQL_UPLOAD_MAX_FIELD_BYTES + 64 * 1024;

export const MULTIPART_TOO_LARGE = 'The request is too large.';
/** A body sent as multipart that cannot be read as such, on every transport that takes files. */
export const MULTIPART_MALFORMED = 'The form could not be read: it was cut short or is malformed.';

/**
 * Bounds a multipart request body before anything reads it: a declared length over `maxBytes` is refused
 * at once with 413 (and the connection closed, so the body is never read); a chunked body is counted as it
 * arrives and its connection is cut when it passes `maxBytes`.
 */
export function multipartBodyLimit(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data')) return next();
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.setHeader('Connection', 'close');
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, MULTIPART_TOO_LARGE);
    }
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) req.destroy();
    });
    next();
  };
}

type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * The multipart reader's own refusals (too many files, a field too large, ...) carry their HTTP status; any
 * other error it passes on comes from a body that is not multipart at all (no boundary, a boundary the body
 * never uses, a cut-off part) and is the client's bad input, never a server error.
 */
export function malformedMultipartIsBadInput(reader: Middleware): Middleware {
  return (req, res, next) =>
    reader(req, res, (error?: unknown) => {
      if (error === undefined || hasStatus(error)) return next(error);
      next(new BadInputError(MULTIPART_MALFORMED));
    });
}

function hasStatus(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
  );
}
