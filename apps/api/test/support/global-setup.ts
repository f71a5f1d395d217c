import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Migrates the run's template database once, before any suite starts (and without a suite's time limit,
 * which a busy machine can exceed): PostgreSQL's at DATABASE_URL when it is set, else the embedded one's
 * tarball. Each suite then starts from a copy (`createTestApp`) and finds nothing left to migrate.
 */
export default async function globalSetup(): Promise<void> {
  // The suites map @hireloop/schema to its source; this hook runs outside jest's module mapping and
  // loads the shared library's build, so bring that up to date first (nothing to do when it is current).
  const tsc = spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', join(__dirname, '..', '..', '..', '..', 'libs', 'schema')],
    { encoding: 'utf8' },
  );
  if (tsc.status !== 0) throw new Error(`libs/schema does not build:\n${tsc.stdout}${tsc.stderr}`);
  // Loaded only now, after that build (an `import()` here would bypass the hook's TypeScript transform).
  type TestDatabaseModule = typeof import('./test-database');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { embeddedTemplate, migratedTemplate } = require('./test-database') as TestDatabaseModule;
  if (process.env.DATABASE_URL) await migratedTemplate(process.env.DATABASE_URL);
  else await embeddedTemplate();
}
