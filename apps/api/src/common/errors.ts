import { ErrorCode } from '@hireloop/schema';
import { HttpStatus } from '@nestjs/common';

const STATUS: Record<ErrorCode, HttpStatus> = {
  [ErrorCode.BAD_USER_INPUT]: HttpStatus.BAD_REQUEST,
  [ErrorCode.UNAUTHENTICATED]: HttpStatus.UNAUTHORIZED,
  [ErrorCode.FORBIDDEN]: HttpStatus.FORBIDDEN,
  [ErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [ErrorCode.CONFLICT]: HttpStatus.CONFLICT,
  [ErrorCode.TOO_MANY_REQUESTS]: HttpStatus.TOO_MANY_REQUESTS,
  [ErrorCode.PAYLOAD_TOO_LARGE]: HttpStatus.PAYLOAD_TOO_LARGE,
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [ErrorCode.SERVICE_UNAVAILABLE]: HttpStatus.SERVICE_UNAVAILABLE,
  [ErrorCode.GONE]: HttpStatus.GONE,
  [ErrorCode.PROFILE_REQUIRED]: HttpStatus.FORBIDDEN,
  [ErrorCode.PROFILE_INCOMPLETE]: HttpStatus.FORBIDDEN,
  [ErrorCode.ACCOUNT_DEACTIVATED]: HttpStatus.FORBIDDEN,
  [ErrorCode.INTERNAL]: HttpStatus.INTERNAL_SERVER_ERROR,
};

/** An error a user or integrator may see: a code, a clear message, and the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds until a refused request may be tried again (TOO_MANY_REQUESTS). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): HttpStatus {
    return STATUS[this.code];
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(ErrorCode.NOT_FOUND, message);
  }
}

export class BadInputError extends AppError {
  constructor(message: string) {
    super(ErrorCode.BAD_USER_INPUT, message);
  }
}

export function statusToCode(status: number): ErrorCode {
  const found = (Object.entries(STATUS) as [ErrorCode, HttpStatus][]).find(
    ([code, s]) =>
      s === status && code !== ErrorCode.PROFILE_REQUIRED && code !== ErrorCode.PROFILE_INCOMPLETE,
  );
  if (found) return found[0];
  return status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_USER_INPUT;
}
