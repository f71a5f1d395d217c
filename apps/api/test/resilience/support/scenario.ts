import { createTestDatabase } from '../../support/test-database';
import { PrivatePostgres } from './private-postgres';

/** A keyword search over REST v1 (reads jobs and companies). */
export const REST_SEARCH = '/api/v1/jobs/query?keyword=developer';

/** A keyword search over GraphQL, with each job's company (a DataLoader batch). */
export const GQL_SEARCH = `query Search($keyword: String) {
  jobs(keyword: $keyword, pageSize: 10) { total items { id title company { name } } }
}`;

export interface ScenarioDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one suite: on the server of DATABASE_URL when it is set (created and dropped
 * there), else on a private PostgreSQL server started for the suite.
 */
export async function scenarioDatabase(): Promise<ScenarioDatabase> {
  if (process.env.DATABASE_URL) return createTestDatabase(process.env.DATABASE_URL);
  const pg = await PrivatePostgres.create();
  return { url: pg.url(), drop: async () => pg.destroy() };
}

/** What a search answered, as a short line for a failure message. */
export function describeBody(body: string): string {
  return body.length > 300 ? `${body.slice(0, 300)}…` : body;
}
