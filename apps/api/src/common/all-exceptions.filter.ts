import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { GqlContextType } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError, ErrorCode, statusToCode } from './errors';
import {
  isServiceUnavailableError,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_S,
} from './unavailable';

interface Described {
  status: number;
  code: ErrorCode;
  message: string;
  retryAfterSeconds?: number;
}

const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/**
 * One mapping of errors for both APIs: GraphQL errors carry `extensions.code`; REST answers the legacy
 * shape `{ success: false, message }` (plus `code`) with the matching HTTP status. Unexpected errors are
 * logged and answered with a generic message, never a stack trace. A database that cannot be reached
 * (down, restarting, connection cut) answers 503 SERVICE_UNAVAILABLE with a Retry-After.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const described = this.describe(exception);
    if (host.getType<GqlContextType>() === 'graphql') {
      if (exception instanceof GraphQLError) return exception;
      const extensions: Record<string, unknown> = { code: described.code };
      if (described.retryAfterSeconds) extensions.retryAfterSeconds = described.retryAfterSeconds;
      return new GraphQLError(described.message, { extensions });
    }
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) {
      res.end();
      return;
    }
    if (described.retryAfterSeconds) res.setHeader('Retry-After', String(described.retryAfterSeconds));
    res.status(described.status).json({ success: false, message: described.message, code: described.code });
  }

  private describe(exception: unknown): Described {
    if (exception instanceof AppError) {
      return {
        status: exception.status,
        code: exception.code,
        message: exception.message,
        retryAfterSeconds: exception.retryAfterSeconds,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      let message = exception.message;
      if (typeof body === 'object' && body !== null && 'message' in body) {
        const m = (body as { message: unknown }).message;
        message = Array.isArray(m) ? m.join(', ') : String(m);
      }
      if (status >= 500) this.logger.error(exception.stack ?? exception.message);
      return { status, code: statusToCode(status), message: status >= 500 ? INTERNAL_MESSAGE : message };
    }
    // The database (or another service) is down or restarting: a clear, retryable answer, logged on one
    // line (an outage would otherwise fill the log with stack traces).
    if (isServiceUnavailableError(exception)) {
      this.logger.warn(
        `service unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
      return {
        status: 503,
        code: ErrorCode.SERVICE_UNAVAILABLE,
        message: SERVICE_UNAVAILABLE_MESSAGE,
        retryAfterSeconds: SERVICE_UNAVAILABLE_RETRY_AFTER_S,
      };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return { status: 500, code: ErrorCode.INTERNAL, message: INTERNAL_MESSAGE };
  }
}
