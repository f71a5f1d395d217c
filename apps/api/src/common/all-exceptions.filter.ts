import { ErrorCode } from '@hireloop/schema';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { GqlContextType } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError, statusToCode } from './errors';
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
export const NUL_MESSAGE = 'Text may not contain the NUL character.';
export const INVALID_VALUE_MESSAGE = 'A value is not valid here.';

const BODY_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request is too large.',
  'encoding.unsupported': 'This content encoding is not supported.',
  'charset.unsupported': 'This character set is not supported.',
  'request.aborted': 'The request was cut short.',
  'request.size.invalid': 'The request body does not match its length.',
};

export const BODY_NOT_DECOMPRESSED =
  'The request body could not be decompressed as its Content-Encoding says.';

/**
 * Errors of the body parsers (http-errors with a 4xx status, e.g. broken JSON or a too large body), each
 * said plainly: a body that does not inflate as its Content-Encoding says carries zlib's error code
 * (`Z_DATA_ERROR`, `Z_BUF_ERROR`, ...) and no type.
 */
function clientHttpError(exception: unknown): Described | null {
  const e = exception as {
    status?: unknown;
    expose?: unknown;
    type?: unknown;
    code?: unknown;
    message?: unknown;
  } | null;
  if (!e || typeof e.status !== 'number' || e.status < 400 || e.status >= 500 || e.expose !== true)
    return null;
  const message =
    (typeof e.type === 'string' && BODY_MESSAGES[e.type]) ||
    (typeof e.code === 'string' && e.code.startsWith('Z_') && BODY_NOT_DECOMPRESSED) ||
    (typeof e.message === 'string' && e.message) ||
    'The request could not be read.';
  return { status: e.status, code: statusToCode(e.status), message };
}

/**
 * PostgreSQL refusing a value the checks before it let through (class 22, data exception: a NUL
 * character, an out-of-range number, malformed text for a type): the client's input, so a 400; the
 * statement failed, so nothing changed.
 */
function dataException(exception: unknown): string | null {
  const e = exception as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code =
    typeof e?.code === 'string' ? e.code : typeof e?.driverError?.code === 'string' ? e.driverError.code : '';
  if (!/^22[0-9A-Z]{3}$/.test(code)) return null;
  return code === '22021' || code === '22P05' ? NUL_MESSAGE : INVALID_VALUE_MESSAGE;
}

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
    // Refused before GraphQL ran (body too large, broken JSON): still answered in the GraphQL shape.
    // originalUrl: middleware mounted on /graphql sees a path relative to that mount.
    if (host.switchToHttp().getRequest<Request>().originalUrl.split('?')[0] === '/graphql') {
      res.status(described.status).json({
        errors: [{ message: described.message, extensions: { code: described.code } }],
      });
      return;
    }
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
      // The JSON body parser's SyntaxError, turned into a 400 by Nest: said plainly.
      if (status === 400 && /JSON/.test(message) && !(exception.getResponse() as { code?: unknown }).code)
        message = BODY_MESSAGES['entity.parse.failed'];
      if (status >= 500) this.logger.error(exception.stack ?? exception.message);
      return { status, code: statusToCode(status), message: status >= 500 ? INTERNAL_MESSAGE : message };
    }
    const client = clientHttpError(exception);
    if (client) return client;
    const refused = dataException(exception);
    if (refused) return { status: 400, code: ErrorCode.BAD_USER_INPUT, message: refused };
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
