import 'reflect-metadata';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig, loadEnvFile } from '../config/config';
import { dataSourceOptions } from './data-source-options';
import { DEFAULT_DEMO_JOBS } from './bootstrap.service';
import { jobCounts } from '../modules/jobs/jobs.queries';
import { startEmbeddedPostgres } from './embedded-postgres';
import { seedDemoData } from './seed/seed';
import { FileStorages } from '../modules/files/storage/file-storages';
import { migrateFiles } from '../modules/files/storage/migrate-files';

const USAGE = `Usage: node apps/api/dist/database/cli.js <command> [options]
  migrate                 apply pending migrations
  revert                  revert the last migration
  seed [--jobs N] [--companies N] [--seekers N] [--applications N] [--force]
                          migrate, then add demo data (refuses a database that has jobs unless --force)
  files:migrate --to s3|db [--batch N]
                          move every stored file to S3 (S3_BUCKET and its settings) or into the database,
                          each verified by its sha256 before its row switches; resumable, the app keeps serving`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      jobs: { type: 'string' },
      companies: { type: 'string' },
      seekers: { type: 'string' },
      applications: { type: 'string' },
      force: { type: 'boolean', default: false },
      to: { type: 'string' },
      batch: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (!['migrate', 'revert', 'seed', 'files:migrate'].includes(command ?? '')) {
    console.error(USAGE);
    process.exit(2);
  }
  if (command === 'files:migrate' && values.to !== 's3' && values.to !== 'db') {
    console.error(`files:migrate needs --to s3 or --to db\n${USAGE}`);
    process.exit(2);
  }
  const count = (name: keyof typeof values): number | undefined => {
    const raw = values[name];
    if (raw === undefined || typeof raw === 'boolean') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got '${raw}'`);
    return n;
  };

  loadEnvFile();
  const config = loadConfig();
  const embeddedDir = config.database.embeddedDir ?? join(config.dataDir, 'pg');
  const embedded = config.database.embedded ? await startEmbeddedPostgres(embeddedDir) : null;
  const url = embedded?.url ?? config.database.url;
  const dataSource = new DataSource(dataSourceOptions(url as string, { embedded: !!embedded }));
  try {
    await dataSource.initialize();
    if (command === 'revert') {
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log('reverted the last migration');
      return;
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(
      applied.length ? `applied ${applied.map((m) => m.name).join(', ')}` : 'no pending migrations',
    );
    if (command === 'files:migrate') {
      const to = values.to as 's3' | 'db';
      if (to === 's3' && config.storage.driver !== 's3')
        throw new Error('--to s3 needs S3_BUCKET (and its settings)');
      const storages = new FileStorages(dataSource, config.storage);
      const result = await migrateFiles(dataSource, storages, {
        to,
        batchSize: count('batch'),
        log: (m) => console.log(`  ${m}`),
      }).finally(() => storages.onModuleDestroy());
      console.log(`moved ${result.moved} files to ${to}; ${result.failed} left where they were`);
      if (result.failed) process.exitCode = 1;
      return;
    }
    if (command === 'seed') {
      const { totalJobs: existing } = await jobCounts(dataSource);
      if (existing > 0 && !values.force) {
        console.log(`the database already has ${existing} jobs: nothing seeded (use --force to add more)`);
        return;
      }
      const started = Date.now();
      const summary = await seedDemoData(dataSource, {
        jobs: count('jobs') ?? DEFAULT_DEMO_JOBS,
        companies: count('companies'),
        seekers: count('seekers'),
        applications: count('applications'),
        seed: values.force ? Date.now() : undefined,
        randomPasswords: config.env === 'production',
        passwordHashMemoryKib: config.passwordHashMemoryKib,
        log: (m) => console.log(`  ${m}`),
      });
      console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Invalid configuration. ${error.message}` : error);
  process.exit(1);
});
