import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createTestApp, usesRealPostgres } from './support/test-app';

const API = join(__dirname, '..');
const MAIN = join(API, 'dist', 'main.js');

/**
 * Brings the API's build (and the shared library's it uses) up to date from this checkout's source, so the
 * suite tests the current code whether or not `npm run build` ran before: `tsc -b` only compiles what
 * changed since the last build, and nothing when it is current.
 */
function buildApi(): void {
  const tsc = spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', join(API, 'tsconfig.json')],
    {
      encoding: 'utf8',
    },
  );
  if (tsc.status !== 0) throw new Error(`the API does not build:\n${tsc.stdout}${tsc.stderr}`);
}

/** The built server refuses to start on a bad configuration, naming every bad value. */
describe('start-up with a bad configuration', () => {
  beforeAll(buildApi, 300_000);

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
