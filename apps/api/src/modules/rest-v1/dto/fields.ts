import { BadInputError } from '../../../common/errors';

/**
 * A legacy body before it is mapped: the legacy names are read one by one into an input class of the
 * module (the same class GraphQL takes) and checked by its rules (`validated`).
 */
export type Fields = Record<string, unknown>;

export const NOT_TEXT = 'Each field must be text, not a list or an object';

/** A legacy form field as text: numbers and booleans as written, a list or an object refused. */
export function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new BadInputError(NOT_TEXT);
}

/** A legacy list of text fields (each as `text` reads it). */
export function textList(values: unknown[]): string[] {
  return values.map(text);
}
