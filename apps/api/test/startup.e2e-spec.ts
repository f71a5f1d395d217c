import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, usesRealPostgres } from './support/test-app';

const MAIN = join(__dirname, '..', 'dist', 'main.js');

/** The built server refuses to start on a bad configuration, naming every bad value. */
describe('start-up with a bad configuration', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  });

  it('exits with status 1 and a clear message', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        PORT: 'abc',
        DATABASE_URL: 'mysql://db/x',
        DATA_DIR: '/tmp/hireloop-bad-config',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Hireloop cannot start. Invalid configuration:');
    expect(run.stderr).toContain('PORT must be a number');
    expect(run.stderr).toContain('DATABASE_URL must be a URL starting with postgres:// or postgresql://');
  });
});

describe('production mode', () => {
  it('answers no introspection', async () => {
    // Production refuses the embedded database unless it is asked for on purpose.
    const embedded: Record<string, string> = usesRealPostgres() ? {} : { EMBEDDED_DB: 'true' };
    const t = await createTestApp({ env: { NODE_ENV: 'production', ...embedded } });
    try {
      const res = await t.gql('{ __schema { queryType { name } } }');
      expect(res.errors?.[0].message).toMatch(/introspection/i);
      const ok = await t.gql('{ jobs { total } }');
      expect(ok.errors).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
