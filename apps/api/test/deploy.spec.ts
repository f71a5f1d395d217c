import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/config';

const ROOT = join(__dirname, '..', '..', '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
}

/** No Docker engine runs here: the compose file and Dockerfile are checked as text. */
describe('docker-compose.yml and Dockerfile', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, Service>;
  };
  const s = compose.services;

  it('runs PostgreSQL 16, Redis, Mailpit and the API', () => {
    expect(Object.keys(s).sort()).toEqual(['api', 'mailpit', 'postgres', 'redis']);
    expect(s.postgres.image).toMatch(/^postgres:16/);
    expect(s.redis.image).toMatch(/^redis:/);
    expect(s.mailpit.image).toMatch(/^axllent\/mailpit/);
    expect(s.api.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
  });

  it('publishes the expected ports', () => {
    expect(s.postgres.ports).toContain('5432:5432');
    expect(s.redis.ports).toContain('6379:6379');
    expect(s.mailpit.ports).toEqual(expect.arrayContaining(['1025:1025', '8025:8025']));
    expect(s.api.ports).toContain('3000:3000');
  });

  it('gives every service a health check and starts the API after healthy dependencies', () => {
    for (const [name, service] of Object.entries(s))
      expect([name, service.healthcheck?.test]).not.toEqual([name, undefined]);
    expect(s.api.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      mailpit: { condition: 'service_healthy' },
    });
    expect(JSON.stringify(s.api.healthcheck?.test)).toContain('/health');
  });

  it('points the API at the compose services with a configuration the API accepts', () => {
    const env = s.api.environment!;
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://hireloop:hireloop@postgres:5432/hireloop',
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://mailpit:1025',
    });
    const pg = s.postgres.environment!;
    expect(env.DATABASE_URL).toBe(
      `postgres://${pg.POSTGRES_USER}:${pg.POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`,
    );
    // Resolve ${VAR:-default} and ${VAR:?message} as compose would, with JWT_SECRET given.
    const resolved = Object.fromEntries(
      Object.entries(env).map(([k, v]) => [
        k,
        String(v).replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name: string, def?: string) =>
          name === 'JWT_SECRET' ? 'c'.repeat(64) : (def ?? ''),
        ),
      ]),
    );
    const config = loadConfig(resolved);
    expect(config).toMatchObject({ env: 'production', port: 3000, database: { embedded: false } });
    expect(config.admin?.email).toBe('admin@hireloop.in');
  });

  it('builds a multi-stage image that serves the API and the web build with a health check', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/FROM node:20[^\n]* AS build/);
    expect(dockerfile).toContain('COPY --from=build /app/apps/web/dist ./apps/web/dist');
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/health/);
    expect(dockerfile).toContain('CMD ["node", "apps/api/dist/main.js"]');
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
