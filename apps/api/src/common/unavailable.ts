/**
 * Errors that mean "a service the API depends on cannot be reached right now" (as opposed to a bug or a
 * bad query): above all the database being down or restarting, a connection to it cut, or none to be had
 * in time; the network codes apply to Redis and SMTP alike. The API answers them with 503
 * SERVICE_UNAVAILABLE and a Retry-After instead of a 500. node-postgres's pool drops broken connections
 * and opens new ones once the server is back, so no restart is needed.
 */

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again shortly';

/** Retry-After (seconds) sent with SERVICE_UNAVAILABLE. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 5;

/** Network errors of a connection attempt or of an open connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections, 57014
 * query_canceled (the statement timeout: a database that hangs rather than one that is down).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Messages of node-postgres (pg, pg-pool) for a lost or unobtainable connection. */
const MESSAGES = [
  /^Connection terminated/i, // "... unexpectedly", "... due to connection timeout"
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /^Client was closed and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /^Query read timeout$/, // pg's client-side query_timeout
];

export function isServiceUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const e = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof e.code === 'string' &&
    (NETWORK_CODES.has(e.code) || SQLSTATES.has(e.code) || e.code.startsWith('08'))
  ) {
    return true;
  }
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // TypeORM's QueryFailedError keeps pg's error as driverError; AggregateError (several addresses) has errors.
  const errors: unknown[] = Array.isArray(e.errors) ? (e.errors as unknown[]) : [];
  const inner = [e.driverError, e.cause, ...errors];
  return inner.some((i) => i !== error && isServiceUnavailableError(i, depth + 1));
}
