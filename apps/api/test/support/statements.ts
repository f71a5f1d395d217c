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

/** The queries a search sent before its own statement (the one with the facets' GROUPING SETS) that match `pattern`. */
export function asksBeforeStatement(queries: CapturedQuery[], pattern: RegExp): CapturedQuery[] {
  const statement = queries.findIndex((q) => /GROUPING SETS/.test(q.sql));
  if (statement < 0) throw new Error('no search statement among the queries');
  return queries.slice(0, statement).filter((q) => pattern.test(q.sql));
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

/** A plan node of EXPLAIN (ANALYZE, FORMAT JSON), as far as the rows it read are concerned. */
interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The rows of `table` a plan read: those its scans of the table returned or tested and dropped. */
function rowsRead(node: PlanNode, table: string): number {
  const own =
    node['Relation Name'] === table
      ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, table), 0);
}

/** Runs a captured statement under EXPLAIN ANALYZE and answers the rows of `table` it read. */
export async function tableRowsRead(ds: DataSource, q: CapturedQuery, table: string): Promise<number> {
  const [{ 'QUERY PLAN': plan }] = await ds.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.params);
  return rowsRead((plan as { Plan: PlanNode }[])[0].Plan, table);
}
