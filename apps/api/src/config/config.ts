import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import {
  DEFAULT_PASSWORD_HASH_MEMORY_KIB,
  MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB,
} from '../modules/auth/password-hashing';
import type { S3StorageSettings } from '../modules/files/storage/s3-client';

/**
 * The one place that reads process.env. Everything else receives a typed, validated AppConfig.
 */

/**
 * Reads `.env` in the working directory into process.env when the file exists; a variable already set in
 * the environment keeps its value. Called once by each entry point, before loadConfig().
 */
export function loadEnvFile(path = '.env', env: NodeJS.ProcessEnv = process.env): boolean {
  if (!existsSync(path)) return false;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
    if (env[key] === undefined) env[key] = value;
  }
  return true;
}

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}` },
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  EMBEDDED_DB: booleanFlag.optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no limit) or more')
    .default(10_000),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, "must look like '12h', '30m' or '7d'")
    .default('12h'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Hireloop <no-reply@hireloop.in>'),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters long').optional(),
  SEED_DEMO: booleanFlag.optional(),
  WORKERS: booleanFlag.default(true),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_SQL: booleanFlag.default(false),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, "must be 'true', 'false' or the number of proxies in front")
    .default('false'),
  CORS_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => /^https?:\/\/[^/\s]+$/.test(o.trim())),
      'must be a comma-separated list of origins such as https://hireloop.in',
    )
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: url(['http', 'https']).optional(),
  SITEMAP_CHUNK_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50_000, 'must be at most 50000 (the sitemap protocol allows no more)')
    .default(50_000),
  SEARCH_RECENT_FIRST_JOBS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .default(200_000),
  SEARCH_READS_AT_ONCE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
  SEARCH_CACHE_MB: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(1024, 'must be at most 1024')
    .default(16),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(100),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(600),
  WS_MAX_CONNECTIONS_PER_USER: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(64, 'must be at least 64')
    .max(4_194_304, 'must be at most 4194304 (4 GiB)')
    .default(DEFAULT_PASSWORD_HASH_MEMORY_KIB),
  WS_MAX_CONNECTIONS_PER_IP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(100),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z, 0-9, . and -)')
    .optional(),
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_PUBLIC_ENDPOINT: url(['http', 'https']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /**
   * embeddedDir: where the embedded database keeps its files; undefined keeps it in memory.
   * statementTimeoutMs: PostgreSQL cancels a statement that runs longer (0: no limit).
   */
  database: {
    url?: string;
    embedded: boolean;
    embeddedDir?: string;
    logSql: boolean;
    statementTimeoutMs: number;
  };
  jwt: { secret: string; expiresIn: string; issuer: string; audience: string };
  mail: { smtpUrl?: string; from: string };
  /**
   * Whether this process runs the background jobs (mail, schedules) of the queue. Every process may add
   * jobs; with `WORKERS=false` an API replica leaves running them to `node apps/api/dist/worker.js`.
   */
  workers: boolean;
  redisUrl?: string;
  /** Login attempts allowed per client address in 15 minutes (all e-mails together). */
  loginRateLimitPerIp: number;
  /** Requests allowed per API key and minute, over REST and GraphQL together. */
  apiKeyRateLimitPerMinute: number;
  /**
   * argon2id (t=2, p=1) memory of each new password hash in KiB (19 MiB unless set). Each sign-in verifies one hash
   * at the cost it was made with, and a successful one replaces a hash made with other parameters; tests
   * use a small cost, production refuses less than 19 MiB.
   */
  passwordHashMemoryKib: number;
  /** Open GraphQL WebSocket connections per signed-in user (per client address without a session). */
  wsMaxConnectionsPerUser: number;
  /** Open GraphQL WebSocket connections per client address, signed in or not. */
  wsMaxConnectionsPerIp: number;
  /** Express 'trust proxy': false, true, or the number of proxies in front (client address from X-Forwarded-For). */
  trustProxy: boolean | number;
  /** Browser origins other than the API's own allowed to call it (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** When set, GET /metrics asks for `Authorization: Bearer <token>` (Prometheus `authorization`). */
  metricsToken?: string;
  /**
   * The address visitors reach the site at (`https://jobs.example.in`), for absolute links in what leaves
   * the site (link previews); never taken from a request's Host header. Unset outside production:
   * `http://localhost:<port>`; unset in production: no absolute links.
   */
  publicUrl?: string;
  /** URLs per sitemap file (/sitemaps/jobs-1.xml, …): at most 50,000, the sitemap protocol's limit. */
  sitemapChunkSize: number;
  /** Active jobs from which keyword searches read the newest days' matches first (SEARCH_RECENT_DAYS). */
  searchRecentFirstJobs: number;
  /**
   * Search statements (the full reads of a search, not the check of a kept answer) a process runs at once;
   * the others wait in arrival order (SEARCH_READS_AT_ONCE; unless set, the number of CPUs, at least 2).
   */
  searchReadsAtOnce: number;
  /**
   * Bytes of search answers each API process keeps to answer the same search again while no job or company
   * has changed (SearchCache); 0: none kept.
   */
  searchCacheBytes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  admin?: { email: string; password: string };
  seedDemo: boolean;
  googleClientId?: string;
  webDist: string;
  /**
   * Where uploaded files' bytes are kept: PostgreSQL (`db`, in chunks) unless S3_BUCKET names an S3
   * bucket. Without keys, the AWS SDK finds credentials itself (instance role, AWS_* variables).
   */
  storage: StorageConfig;
  /**
   * allowPrivateTargets: webhooks may be sent to loopback, private and link-local addresses (tests and
   * development only; refused in production, where targets must also be https).
   */
  webhooks: { allowPrivateTargets: boolean };
}

export type StorageConfig = { driver: 'db' } | ({ driver: 's3' } & S3StorageSettings);

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the environment. Throws ConfigError listing every bad value. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset" (docker-compose passes VAR= for optional values).
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  ) as Record<string, string>;
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    problems.push('JWT_SECRET is required when NODE_ENV=production (at least 32 characters)');
  }
  if (e.EMBEDDED_DB === true && e.DATABASE_URL) {
    problems.push('EMBEDDED_DB=true and DATABASE_URL exclude each other: set one');
  }
  if (e.EMBEDDED_DB === false && !e.DATABASE_URL)
    problems.push('DATABASE_URL is required with EMBEDDED_DB=false');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_PUBLIC_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    problems.push('S3_BUCKET is required with S3_ENDPOINT, S3_PUBLIC_ENDPOINT or S3_ACCESS_KEY_ID');
  }
  if (e.NODE_ENV === 'production') problems.push(...productionProblems(e));
  if (problems.length) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: {
      url: e.DATABASE_URL,
      embedded,
      embeddedDir: join(dataDir, 'pg'),
      logSql: e.LOG_SQL,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    jwt: {
      secret: e.JWT_SECRET ?? devJwtSecret(dataDir),
      expiresIn: e.JWT_EXPIRES_IN,
      issuer: 'hireloop-api',
      audience: 'hireloop',
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    workers: e.WORKERS,
    redisUrl: e.REDIS_URL,
    loginRateLimitPerIp: e.LOGIN_RATE_LIMIT_PER_IP,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    wsMaxConnectionsPerUser: e.WS_MAX_CONNECTIONS_PER_USER,
    wsMaxConnectionsPerIp: e.WS_MAX_CONNECTIONS_PER_IP,
    passwordHashMemoryKib: e.PASSWORD_HASH_MEMORY_KIB,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : Number(e.TRUST_PROXY),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    metricsToken: e.METRICS_TOKEN,
    publicUrl: withoutTrailingSlash(
      e.PUBLIC_URL ?? (e.NODE_ENV === 'production' ? undefined : `http://localhost:${e.PORT}`),
    ),
    sitemapChunkSize: e.SITEMAP_CHUNK_SIZE,
    searchRecentFirstJobs: e.SEARCH_RECENT_FIRST_JOBS,
    searchReadsAtOnce: e.SEARCH_READS_AT_ONCE ?? Math.max(2, availableParallelism()),
    searchCacheBytes: e.SEARCH_CACHE_MB * 1024 * 1024,
    // Tests keep their output for test results unless LOG_LEVEL asks otherwise.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    // Production seeds only when asked, and then with random passwords (seedDemoData randomPasswords).
    seedDemo: e.SEED_DEMO ?? (embedded && e.NODE_ENV !== 'production'),
    googleClientId: e.GOOGLE_CLIENT_ID,
    webDist: resolve(e.WEB_DIST ?? join(__dirname, '..', '..', '..', 'web', 'dist')),
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          publicEndpoint: e.S3_PUBLIC_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { driver: 'db' },
    webhooks: { allowPrivateTargets: e.WEBHOOKS_ALLOW_PRIVATE_TARGETS },
  };
}

function withoutTrailingSlash(url: string | undefined): string | undefined {
  return url?.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * Values published in this repository (deploy/k8s/secret.example.yaml, docker-compose.yml, the README's
 * demo accounts): a production configuration that uses one as a secret is refused.
 */
export const PUBLISHED_SECRETS = [
  'replace-with-at-least-32-random-characters',
  'replace-me',
  'change-me-now',
  'hireloop',
  'Admin@123',
  'Recruiter@123',
  'Seeker@123',
  'Password@123',
] as const;

function isPublished(secret: string | undefined): boolean {
  return secret !== undefined && (PUBLISHED_SECRETS as readonly string[]).includes(secret);
}

/** The password inside a URL (postgres://user:password@host), decoded; undefined without one. */
function urlPassword(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const { password } = new URL(value);
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

/** What NODE_ENV=production refuses besides a missing JWT_SECRET. */
function productionProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.DATABASE_URL && !e.EMBEDDED_DB) {
    problems.push(
      'DATABASE_URL is required when NODE_ENV=production (set EMBEDDED_DB=true to use the embedded database on purpose)',
    );
  }
  if (e.PASSWORD_HASH_MEMORY_KIB < MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB) {
    problems.push(
      `PASSWORD_HASH_MEMORY_KIB must be at least ${MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB} when NODE_ENV=production`,
    );
  }
  if (e.WEBHOOKS_ALLOW_PRIVATE_TARGETS) {
    problems.push('WEBHOOKS_ALLOW_PRIVATE_TARGETS must be off when NODE_ENV=production');
  }
  if (isPublished(e.JWT_SECRET)) problems.push('JWT_SECRET is a published example value: generate one');
  if (isPublished(e.ADMIN_PASSWORD)) problems.push('ADMIN_PASSWORD is a published example value: choose one');
  if (isPublished(e.S3_SECRET_ACCESS_KEY))
    problems.push('S3_SECRET_ACCESS_KEY is a published example value: choose one');
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'] as const) {
    if (isPublished(urlPassword(e[name])))
      problems.push(`${name} has a published example password: choose one`);
  }
  return problems;
}

/** Development only: a random secret generated once and kept in the data folder. */
function devJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Secrets never reach a log: a printable view of the configuration. */
export function redactedConfig(config: AppConfig): Record<string, unknown> {
  const hide = (u?: string) => (u ? u.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@') : undefined);
  return {
    env: config.env,
    port: config.port,
    database: config.database.embedded ? `embedded (${config.dataDir}/pg)` : hide(config.database.url),
    mail: config.mail.smtpUrl ? hide(config.mail.smtpUrl) : 'outbox table and log',
    redis: config.redisUrl ? hide(config.redisUrl) : 'in-process',
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    logLevel: config.logLevel,
    metrics: config.metricsToken ? 'bearer token' : 'open',
    workers: config.workers,
    seedDemo: config.seedDemo,
    storage:
      config.storage.driver === 's3'
        ? `s3 (${config.storage.endpoint ?? 'AWS'}, bucket ${config.storage.bucket})`
        : 'db',
  };
}
