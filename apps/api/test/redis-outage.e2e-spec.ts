import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Role } from '@hireloop/schema';
import Redis from 'ioredis';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { LiveEvents } from '../src/modules/notifications/pubsub.provider';
import { createUser } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A Redis server of this suite's own (the machine's shared one is never stopped). */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if (probe.status !== 'ready') await probe.connect();
        if ((await probe.ping()) === 'PONG') return child;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`redis-server did not start on port ${port}`);
  } finally {
    probe.disconnect();
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * Redis (rate-limit counters, pub/sub) goes away while the API serves: logins keep working and keep
 * their limits, counted in memory, and the counters go back to Redis once it returns.
 */
describe('Redis outage', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  const PASSWORD = 'Owner@12345';

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, TRUST_PROXY: '1' } });
  });

  afterAll(async () => {
    await t.close();
    await stop(redis);
  });

  const login = (email: string, password: string, ip: string) =>
    t.http.post('/api/v1/user/login').set('X-Forwarded-For', ip).send({ email_Id: email, password });

  it('logs users in while Redis is down, still limits attempts in memory, and uses Redis again once it is back', async () => {
    const user = await createUser(t.dataSource, {
      role: Role.JOB_SEEKER,
      passwordHash: await hashPassword(PASSWORD, t.config.passwordHashMemoryKib),
    });
    await login(user.email, PASSWORD, '203.0.113.1').expect(200);

    await stop(redis);
    await new Promise((r) => setTimeout(r, 300));

    await login(user.email, PASSWORD, '203.0.113.2').expect(200);
    // The per e-mail and address limit (the administrator's default, 10) holds without Redis.
    for (let i = 0; i < 10; i++) await login(user.email, `wrong-${i}`, '203.0.113.3').expect(401);
    const refused = await login(user.email, PASSWORD, '203.0.113.3');
    expect(refused.status).toBe(429);
    await login(user.email, PASSWORD, '203.0.113.4').expect(200);
    // A live event cannot be pushed: it is dropped, the caller goes on.
    await expect(t.app.get(LiveEvents).publish('nobody-listens', { x: 1 })).resolves.toBeUndefined();
    await t.http.get('/health/live').expect(200);

    redis = await startRedis(port);
    const client = new Redis({ port, maxRetriesPerRequest: 1 });
    try {
      let counted: string[] = [];
      for (let i = 0; i < 50 && !counted.length; i++) {
        await login(user.email, 'wrong-again', `203.0.113.${10 + i}`).expect(401);
        counted = await client.keys('hireloop:rl:*');
        if (!counted.length) await new Promise((r) => setTimeout(r, 200));
      }
      expect(counted.length).toBeGreaterThan(0);
      await login(user.email, PASSWORD, '203.0.113.6').expect(200);
    } finally {
      client.disconnect();
    }
  });
});
