import { BadInputError } from '../../../common/errors';

/** A legacy body: its fields are read one by one and checked by the same input classes as GraphQL. */
export type Fields = Record<string, unknown>;

export const NOT_TEXT = 'Each field must be text, not a list or an object';

/** A legacy form field as text: numbers and booleans as written, a list or an object refused. */
export function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new BadInputError(NOT_TEXT);
}
