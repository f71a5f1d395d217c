import { EmbeddedPostgres, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { TcpProxy } from './support/tcp-proxy';
import { createTestDatabase, TestDatabase } from './support/test-database';
import { createTestApp, TestApp } from './support/test-app';

describe('GET /health', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let database: TestDatabase | undefined;
  let embedded: EmbeddedPostgres | undefined;

  beforeAll(async () => {
    // The app reaches its database through a proxy the test can cut.
    let target: URL;
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase(process.env.DATABASE_URL);
      target = new URL(database.url);
    } else {
      embedded = await startEmbeddedPostgres();
      target = new URL(embedded.url);
    }
    proxy = new TcpProxy(target.hostname, Number(target.port));
    await proxy.start();
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    t = await createTestApp({ databaseUrl: viaProxy.toString() });
  }, 180_000); // an embedded PostgreSQL started and migrated: minutes on a busy machine

  afterAll(async () => {
    await t.close();
    await proxy.stop();
    await database?.drop();
    await embedded?.stop();
  });

  it('reports 200 when the database answers, 503 while it is down, and recovers', async () => {
    const up = await t.http.get('/health').expect(200);
    expect(up.body).toMatchObject({ status: 'ok', database: 'up' });

    const port = proxy.port;
    await proxy.stop();
    const down = await t.http.get('/health').expect(503);
    expect(down.body).toMatchObject({ status: 'error', database: 'down' });
    // Other requests fail at once and cleanly too: 503 with the legacy error shape and no internals.
    const jobs = await t.http.get('/api/v1/jobs').expect(503);
    expect(jobs.headers['retry-after']).toBe('5');
    expect(jobs.body).toEqual({
      success: false,
      message: 'Service temporarily unavailable, please try again shortly',
      code: 'SERVICE_UNAVAILABLE',
    });
    const gql = await t.gql('{ jobs { total } }');
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Service temporarily unavailable, please try again shortly',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });

    await proxy.start(port);
    const again = await t.http.get('/health').expect(200);
    expect(again.body.database).toBe('up');
  });
});
