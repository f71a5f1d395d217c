import { USER_FACING_ERROR_CODES } from '@hireloop/schema';

import { MultipartRequestError } from '../../app/multipart';

/** The server's message when it wrote one for users, else the spec's fallback. */
export function companySaveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof MultipartRequestError && error.code && USER_FACING_ERROR_CODES.has(error.code)) {
    return error.message;
  }
  return fallback;
}
