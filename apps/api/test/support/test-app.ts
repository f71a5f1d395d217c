import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { setupOpenApi } from '../../src/modules/rest-v1/openapi';
import { AppConfig, loadConfig } from '../../src/config/config';
import { EMBEDDED_DB } from '../../src/database/database.module';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { configureHttp } from '../../src/http/configure-http';
import { MetricsService } from '../../src/modules/metrics/metrics.service';
import { serveWebApp } from '../../src/web-app';
import { startTestS3, TestS3 } from './s3-server';
import { createTestDatabase, embeddedTemplate, TestDatabase } from './test-database';

/** The extensions.code of a GraphQL answer's first error, or 'ok' when it has none. */
export function errorCode(body: { errors?: { extensions?: { code?: string } }[] }): string {
  return body.errors?.[0]?.extensions?.code ?? 'ok';
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. SEED_DEMO). */
  env?: Record<string, string>;
  /** Use the embedded database even when DATABASE_URL is set; with a folder it persists there. */
  embedded?: { dir?: string };
  /** Connect to this URL instead of a fresh test database. */
  databaseUrl?: string;
  /** Serve this web build as the server does (apps/api/src/web-app.ts), its catch-all before the routes. */
  webDist?: string;
  /** Replace providers (a clock, a key source) before the app is built. */
  configure?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /** Serve the web build (apps/web/dist, WEB_DIST) as the server does; it must have been built. */
  serveWeb?: boolean;
  /** Keep files in S3 (a bucket of its own in s3rver, or S3_TEST_ENDPOINT's server) instead of PostgreSQL. */
  storage?: 'db' | 's3';
}

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  dataSource: DataSource;
  http: ReturnType<typeof request>;
  /** POST /graphql and return the parsed body. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{
    data?: T;
    errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
  }>;
  /** The S3 bucket of `storage: 's3'`. */
  s3?: TestS3;
  close(): Promise<void>;
}

/** Where the tests run: DATABASE_URL's server when set, else the embedded database. */
export const usesRealPostgres = (): boolean => !!process.env.DATABASE_URL;

/**
 * Boots the real AppModule against a real database of its own, made from a migrated template (the
 * migrations the app runs on start find nothing left to do).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-e2e-'));
  let database: TestDatabase | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl && !options.embedded && process.env.DATABASE_URL) {
    database = await createTestDatabase(process.env.DATABASE_URL);
    databaseUrl = database.url;
  }
  // TEST_STORAGE=s3 runs a suite with files kept in S3 (storage-s3.e2e-spec.ts sets it for the upload suites).
  const storage = options.storage ?? (process.env.TEST_STORAGE === 's3' ? 's3' : 'db');
  const s3 = storage === 's3' ? await startTestS3() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    // argon2 at 1 MiB instead of 64 (production's least, 19 MiB, in production mode): the suites hash and
    // verify hundreds of passwords.
    PASSWORD_HASH_MEMORY_KIB: options.env?.NODE_ENV === 'production' ? '19456' : '1024',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...s3?.env,
    ...options.env,
  });
  if (config.database.embedded) config.database.embeddedDir = options.embedded?.dir;

  let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config)] });
  if (config.database.embedded && !config.database.embeddedDir) {
    // An in-memory embedded database starts as a copy of the migrated template instead of migrating.
    const template = await embeddedTemplate();
    builder = builder
      .overrideProvider(EMBEDDED_DB)
      .useFactory({ factory: () => startEmbeddedPostgres(undefined, template) });
  }
  if (options.configure) builder = options.configure(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication({ logger: ['error', 'warn'] });
  setupOpenApi(app);
  configureHttp(app, config);
  app.use(app.get(MetricsService).middleware());
  const webDist = options.webDist ?? (options.serveWeb ? config.webDist : undefined);
  if (webDist && !serveWebApp(app, webDist)) {
    throw new Error(`no web build at ${webDist}: build it first (npm run build)`);
  }
  await app.init();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const http = request(app.getHttpServer());
  return {
    app,
    config,
    dataSource,
    http,
    s3,
    async gql(query, variables, token) {
      const req = request(app.getHttpServer()).post('/graphql');
      if (token) req.set('Authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return res.body;
    },
    async close() {
      await app.close();
      await database?.drop();
      await s3?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
