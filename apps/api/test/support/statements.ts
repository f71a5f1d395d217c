import { DataSource, Logger } from 'typeorm';

/**
 * The background queue's own statements (pg-boss, schema `pgboss`: polling for jobs, keeping its tables):
 * on the embedded database they share the application's one connection, at any moment, so they are no
 * statement of the request being watched.
 */
const QUEUE_STATEMENT = /\bpgboss\./i;

/** Runs fn and returns the SQL statements the app sent to the database meanwhile (the queue's apart). */
export async function captureStatements(ds: DataSource, fn: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const original = ds.logger;
  const capture: Logger = {
    logQuery: (query) => {
      if (!QUEUE_STATEMENT.test(query)) statements.push(query);
    },
    logQueryError: (...args) => original.logQueryError(...args),
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: (...args) => original.log(...args),
  };
  (ds as { logger: Logger }).logger = capture;
  try {
    await fn();
  } finally {
    (ds as { logger: Logger }).logger = original;
  }
  return statements.filter((s) => !/^(?:START TRANSACTION|COMMIT|ROLLBACK)/i.test(s));
}

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** Like captureStatements, with each statement's parameters (to EXPLAIN exactly what ran). */
export async function captureQueries(ds: DataSource, fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const queries: CapturedQuery[] = [];
  const original = ds.logger;
  const capture: Logger = {
    logQuery: (query, parameters) => {
      if (QUEUE_STATEMENT.test(query)) return;
      queries.push({ sql: query, params: Array.isArray(parameters) ? parameters : [] });
    },
    logQueryError: (...args) => original.logQueryError(...args),
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: (...args) => original.log(...args),
  };
  (ds as { logger: Logger }).logger = capture;
  try {
    await fn();
  } finally {
    (ds as { logger: Logger }).logger = original;
  }
  return queries;
}
