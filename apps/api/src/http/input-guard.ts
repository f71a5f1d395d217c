import type { NextFunction, Request, Response } from 'express';
import { NUL_MESSAGE } from '../common/all-exceptions.filter';
import { BadInputError } from '../common/errors';

export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';
export const BODY_TOO_DEEP = 'The request body is nested too deeply.';

/** Deepest nesting of objects and arrays read in a request body or GraphQL variables. */
export const MAX_INPUT_DEPTH = 32;

/** True when objects or arrays nest deeper than `max` levels (walked without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** True when a string anywhere in the value holds a NUL character (PostgreSQL text cannot store one). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * Input every route gets in a shape it can read, checked once after the body parsers: bodies nested at
 * most MAX_INPUT_DEPTH levels, no NUL characters in the body or the query, and REST v1 bodies that are JSON objects (a missing or non-JSON body reads as
 * empty, so the route answers its own "required" messages; an array or a bare value is refused).
 * Multipart bodies are read later by the upload interceptors of the routes that take files. Refusals go
 * through the app's exception filter, which answers in the REST or the GraphQL shape.
 */
export function inputGuard(req: Request, _res: Response, next: NextFunction): void {
  if (nestedDeeperThan(req.body, MAX_INPUT_DEPTH)) throw new BadInputError(BODY_TOO_DEEP);
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
