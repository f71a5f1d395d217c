import pg from 'pg';

/** Runs one statement on its own connection to `url` and answers its rows. */
export async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}
