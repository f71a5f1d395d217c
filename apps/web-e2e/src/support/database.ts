import { Client } from 'pg';

/**
 * One SQL statement on the database of the server under test (a connection of its own, closed with the
 * answer): for what no product screen or endpoint changes, e.g. moving a due time into the past.
 */
export async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.HIRELOOP_DATABASE_URL;
  if (!url) throw new Error('HIRELOOP_DATABASE_URL is not set: run the journeys with `npm run test:web-e2e`');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}
