import { MultipartRequestError } from '../../app/multipart';

/** Codes whose messages the API writes for users (e.g. a bad web address, a logo that is no image). */
const USER_FACING = new Set([
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
]);

/** The server's message when it wrote one for users, else the spec's fallback. */
export function companySaveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof MultipartRequestError && error.code && USER_FACING.has(error.code)) {
    return error.message;
  }
  return fallback;
}
