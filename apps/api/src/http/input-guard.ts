import type { NextFunction, Request, Response } from 'express';
import { NUL_MESSAGE } from '../common/all-exceptions.filter';
import { BadInputError } from '../common/errors';

export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

/** True when a string anywhere in the value holds a NUL character (PostgreSQL text cannot store one). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * Input every route gets in a shape it can read, checked once after the body parsers: no NUL characters
 * in the body or the query, and REST v1 bodies that are JSON objects (a missing or non-JSON body reads as
 * empty, so the route answers its own "required" messages; an array or a bare value is refused).
 * Multipart bodies are read later by the upload interceptors of the routes that take files. Refusals go
 * through the app's exception filter, which answers in the REST or the GraphQL shape.
 */
export function inputGuard(req: Request, _res: Response, next: NextFunction): void {
  if (hasNul(req.body) || hasNul(req.query) || req.path.includes('\u0000')) {
    throw new BadInputError(NUL_MESSAGE);
  }
  const writes = ['POST', 'PATCH', 'PUT'].includes(req.method);
  if (writes && req.path.startsWith('/api/v1/')) {
    // Multer replaces this on the upload routes; elsewhere a multipart body reads as empty.
    if (req.body === undefined || req.body === null || typeof req.body === 'string') req.body = {};
    else if (typeof req.body !== 'object' || Array.isArray(req.body) || Buffer.isBuffer(req.body)) {
      throw new BadInputError(BODY_NOT_OBJECT);
    }
  }
  next();
}
