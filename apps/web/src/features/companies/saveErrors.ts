import { USER_FACING_ERROR_CODES } from '@hireloop/schema';

import { MultipartRequestError, UploadCancelledError } from '../../app/multipart';
import type { ToastApi } from '../../app/toast';

export const LOGO_UPLOAD_CANCELLED = 'Upload cancelled: nothing was saved, and the logo is as it was.';

/** The server's message when it wrote one for users, else the spec's fallback. */
export function companySaveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof MultipartRequestError && error.code && USER_FACING_ERROR_CODES.has(error.code)) {
    return error.message;
  }
  return fallback;
}

/** Tells of a failed save: a cancelled upload as news (nothing changed), anything else as an error. */
export function toastCompanySaveFailure(toast: ToastApi, error: unknown, fallback: string): void {
  if (error instanceof UploadCancelledError) toast.show(LOGO_UPLOAD_CANCELLED, 'info');
  else toast.error(companySaveErrorMessage(error, fallback), 5000);
}
