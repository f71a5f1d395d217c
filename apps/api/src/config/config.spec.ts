import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, envSchema, loadConfig, loadEnvFile, redactedConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hireloop-config-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string | undefined>) => loadConfig({ DATA_DIR: dataDir, ...env });

  const problems = (env: Record<string, string>): string[] => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('expected a ConfigError');
  };

  it('defaults to port 3000, the embedded database with demo data, mail to the outbox', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      database: { embedded: true, embeddedDir: join(dataDir, 'pg') },
      seedDemo: true,
      mail: { smtpUrl: undefined },
      redisUrl: undefined,
      admin: undefined,
    });
  });

  it('keeps files in the database unless S3_BUCKET is set, then in S3 with its settings', () => {
    expect(load({}).storage).toEqual({ driver: 'db' });
    expect(
      load({
        S3_BUCKET: 'hireloop-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret-key',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'hireloop-files',
      endpoint: 'http://minio:9000',
      publicEndpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
    expect(redactedConfig(load({ S3_BUCKET: 'files-1' })).storage).toBe('s3 (AWS, bucket files-1)');
    expect(
      JSON.stringify(
        redactedConfig(
          load({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 'very-secret' }),
        ),
      ),
    ).not.toContain('very-secret');
  });

  it('refuses S3 settings that cannot work', () => {
    expect(problems({ S3_BUCKET: 'Bad_Bucket' })).toEqual([
      'S3_BUCKET must be an S3 bucket name (3-63 of a-z, 0-9, . and -)',
    ]);
    expect(problems({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET is required with S3_ENDPOINT, S3_PUBLIC_ENDPOINT or S3_ACCESS_KEY_ID',
    ]);
    expect(problems({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })[0]).toMatch(
      /^S3_ENDPOINT must be a URL/,
    );
  });

  it('uses DATABASE_URL when set, without demo data unless asked', () => {
    const url = 'postgres://app:secret@db:5432/hireloop';
    expect(load({ DATABASE_URL: url })).toMatchObject({
      database: { url, embedded: false },
      seedDemo: false,
    });
    expect(load({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(load({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(load({ DATABASE_URL: '', SMTP_URL: ' ', PORT: '' })).toMatchObject({
      port: 3000,
      database: { embedded: true },
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ],
    [{ SMTP_URL: 'localhost:1025' }, 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must be a URL starting with redis:// or rediss://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be one of true, false, 1, 0, yes, no, on, off'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_EMAIL: 'boss@hireloop.in' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [
      { ADMIN_EMAIL: 'boss@hireloop.in', ADMIN_PASSWORD: '123' },
      'ADMIN_PASSWORD must be at least 6 characters long',
    ],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required when NODE_ENV=production (at least 32 characters)'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(problems(env as Record<string, string>)).toContain(message);
  });

  it('lists every bad value at once', () => {
    expect(problems({ PORT: 'x', SMTP_URL: 'nope' })).toHaveLength(2);
  });

  it('generates a development JWT secret once and keeps it in the data folder', () => {
    const first = load({}).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(load({}).jwt.secret).toBe(first);
    expect(load({ JWT_SECRET: 'x'.repeat(40) }).jwt.secret).toBe('x'.repeat(40));
  });

  it('never prints secrets', () => {
    const printed = JSON.stringify(
      redactedConfig(
        load({
          DATABASE_URL: 'postgres://app:topsecret@db:5432/hireloop',
          SMTP_URL: 'smtp://mailer:pw123456@mail:25',
          JWT_SECRET: 'j'.repeat(40),
        }),
      ),
    );
    expect(printed).not.toMatch(/topsecret|pw123456|jjjj/);
    expect(printed).toContain('postgres://app:***@db:5432/hireloop');
  });

  it("takes the site's public address from PUBLIC_URL only: localhost outside production, none in production", () => {
    expect(load({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(load({ PUBLIC_URL: 'https://jobs.example.in/' }).publicUrl).toBe('https://jobs.example.in');
    expect(
      load({ NODE_ENV: 'production', JWT_SECRET: 'a1'.repeat(20), EMBEDDED_DB: 'true' }).publicUrl,
    ).toBeUndefined();
    expect(problems({ PUBLIC_URL: 'javascript:alert(1)' })[0]).toMatch(/^PUBLIC_URL /);
  });

  it('takes the URLs per sitemap file from SITEMAP_CHUNK_SIZE: 50,000 unless set, never more', () => {
    expect(load({}).sitemapChunkSize).toBe(50_000);
    expect(load({ SITEMAP_CHUNK_SIZE: '2' }).sitemapChunkSize).toBe(2);
    expect(problems({ SITEMAP_CHUNK_SIZE: '50001' })).toEqual([
      'SITEMAP_CHUNK_SIZE must be at most 50000 (the sitemap protocol allows no more)',
    ]);
    expect(problems({ SITEMAP_CHUNK_SIZE: '0' })).toEqual(['SITEMAP_CHUNK_SIZE must be at least 1']);
    expect(problems({ SITEMAP_CHUNK_SIZE: '1.5' })).toEqual(['SITEMAP_CHUNK_SIZE must be a whole number']);
  });

  it('takes the search answers kept per process from SEARCH_CACHE_MB: 16 MB unless set, 0 for none', () => {
    expect(load({}).searchCacheBytes).toBe(16 * 1024 * 1024);
    expect(load({ SEARCH_CACHE_MB: '0' }).searchCacheBytes).toBe(0);
    expect(problems({ SEARCH_CACHE_MB: '-1' })).toEqual(['SEARCH_CACHE_MB must be at least 0']);
    expect(problems({ SEARCH_CACHE_MB: '2048' })).toEqual(['SEARCH_CACHE_MB must be at most 1024']);
  });

  describe('production guards', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a1'.repeat(20),
      DATABASE_URL: 'postgres://app:k3Xq9vL2@db:5432/hireloop',
    };

    it('starts with a database, its own secrets and no demo data', () => {
      expect(load(prod)).toMatchObject({ env: 'production', seedDemo: false, database: { embedded: false } });
    });

    it('refuses to start without DATABASE_URL unless EMBEDDED_DB=true says so', () => {
      const { DATABASE_URL: _, ...withoutDb } = prod;
      expect(problems(withoutDb)).toContain(
        'DATABASE_URL is required when NODE_ENV=production (set EMBEDDED_DB=true to use the embedded database on purpose)',
      );
      // On purpose: the embedded database, still without the demo data unless asked.
      expect(load({ ...withoutDb, EMBEDDED_DB: 'true' })).toMatchObject({
        database: { embedded: true },
        seedDemo: false,
      });
      expect(problems({ ...prod, EMBEDDED_DB: 'true' })).toContain(
        'EMBEDDED_DB=true and DATABASE_URL exclude each other: set one',
      );
      expect(problems({ EMBEDDED_DB: 'false' })).toContain('DATABASE_URL is required with EMBEDDED_DB=false');
    });

    it('keeps webhooks off private addresses unless asked, and never allows them in production', () => {
      expect(load({}).webhooks.allowPrivateTargets).toBe(false);
      expect(load({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }).webhooks.allowPrivateTargets).toBe(true);
      expect(problems({ ...prod, WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })).toContain(
        'WEBHOOKS_ALLOW_PRIVATE_TARGETS must be off when NODE_ENV=production',
      );
    });

    it("hashes passwords with argon2 at OWASP's 19 MiB unless told otherwise, and never below it in production", () => {
      expect(load(prod).passwordHashMemoryKib).toBe(19_456);
      expect(load({ ...prod, PASSWORD_HASH_MEMORY_KIB: '65536' }).passwordHashMemoryKib).toBe(65_536);
      expect(problems({ ...prod, PASSWORD_HASH_MEMORY_KIB: '1024' })).toContain(
        'PASSWORD_HASH_MEMORY_KIB must be at least 19456 when NODE_ENV=production',
      );
      // Tests hash hundreds of passwords: a small cost is accepted outside production.
      expect(load({ PASSWORD_HASH_MEMORY_KIB: '1024' }).passwordHashMemoryKib).toBe(1024);
      expect(problems({ PASSWORD_HASH_MEMORY_KIB: '16' })[0]).toBe(
        'PASSWORD_HASH_MEMORY_KIB must be at least 64',
      );
    });

    it.each([
      [
        { JWT_SECRET: 'replace-with-at-least-32-random-characters' },
        'JWT_SECRET is a published example value: generate one',
      ],
      [
        { ADMIN_EMAIL: 'admin@hireloop.in', ADMIN_PASSWORD: 'change-me-now' },
        'ADMIN_PASSWORD is a published example value: choose one',
      ],
      [
        { ADMIN_EMAIL: 'admin@hireloop.in', ADMIN_PASSWORD: 'Admin@123' },
        'ADMIN_PASSWORD is a published example value: choose one',
      ],
      [
        { DATABASE_URL: 'postgres://hireloop:hireloop@postgres:5432/hireloop' },
        'DATABASE_URL has a published example password: choose one',
      ],
      [
        { DATABASE_URL: 'postgres://hireloop:replace-me@postgres.example.internal:5432/hireloop' },
        'DATABASE_URL has a published example password: choose one',
      ],
      [
        { REDIS_URL: 'redis://:replace-me@redis:6379' },
        'REDIS_URL has a published example password: choose one',
      ],
    ])('refuses the published placeholder %j', (env, message) => {
      expect(problems({ ...prod, ...env })).toContain(message);
      // The same values are accepted outside production (development, tests).
      expect(() => load({ ...prod, ...env, NODE_ENV: 'development' })).not.toThrow();
    });
  });
});

describe('loadEnvFile', () => {
  const keys = ['HIRELOOP_TEST_FROM_FILE', 'HIRELOOP_TEST_SET_TWICE'];
  afterEach(() => keys.forEach((k) => delete process.env[k]));

  it('fills process.env from the file; a variable set in the environment keeps its value', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hireloop-env-'));
    const file = join(dir, '.env');
    writeFileSync(file, 'HIRELOOP_TEST_FROM_FILE=file\nHIRELOOP_TEST_SET_TWICE=file\n');
    process.env.HIRELOOP_TEST_SET_TWICE = 'environment';
    try {
      expect(loadEnvFile(file)).toBe(true);
      expect(process.env.HIRELOOP_TEST_FROM_FILE).toBe('file');
      expect(process.env.HIRELOOP_TEST_SET_TWICE).toBe('environment');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does nothing without the file', () => {
    expect(loadEnvFile(join(tmpdir(), 'no-such-dir-hireloop', '.env'))).toBe(false);
  });
});

describe('.env.example', () => {
  it('lists every setting the API reads, and nothing else', () => {
    const text = readFileSync(join(__dirname, '..', '..', '..', '..', '.env.example'), 'utf8');
    const listed = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
