import { ARGON2_NATIVE_HASHES } from '../../../test/fixtures/argon2-hashes';
import {
  ARGON2_CONCURRENCY,
  argon2Limiter,
  hashPassword,
  Limiter,
  needsRehash,
  verifyPassword,
} from './password-hashing';

/** A task that stays running until released, recording how many tasks ran at once. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
}

describe('Limiter', () => {
  it('runs at most `limit` tasks at once, queues the rest in arrival order, and finishes them all', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, gate);
    const results = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await g.done;
        running -= 1;
        return i * 10;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(limiter.load).toEqual({ running: 2, waiting: 4 });
    gates[1].release();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((g) => g.release());
    await expect(Promise.all(results)).resolves.toEqual([0, 10, 20, 30, 40, 50]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that fails, and passes the failure on', async () => {
    const limiter = new Limiter(1);
    const failing = limiter.run(async () => {
      throw new Error('boom');
    });
    const next = limiter.run(async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below 1', () => {
    expect(() => new Limiter(0)).toThrow(/positive integer/);
  });
});

describe('argon2 through the limiter', () => {
  it('runs as many operations at once as there are CPUs (1 to 4)', () => {
    expect(argon2Limiter.limit).toBe(ARGON2_CONCURRENCY);
    expect(ARGON2_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(ARGON2_CONCURRENCY).toBeLessThanOrEqual(4);
  });

  it('answers every one of many parallel verifications correctly, with the default argon2id cost', async () => {
    const stored = await hashPassword('Secret@123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    const passwords = Array.from({ length: 3 * ARGON2_CONCURRENCY }, (_, i) =>
      i % 2 ? 'Secret@123' : 'wrong',
    );
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, argon2Limiter.load.running)), 5);
    const answers = await Promise.all(passwords.map((p) => verifyPassword(stored, p)));
    clearInterval(watch);
    expect(answers).toEqual(passwords.map((p) => p === 'Secret@123'));
    expect(most).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
  }, 60_000);
});

describe('hashes made before (the native argon2 package)', () => {
  it.each(ARGON2_NATIVE_HASHES)(
    'verifies the $memoryKib KiB hash with its password and refuses another',
    async ({ hash, password }) => {
      await expect(verifyPassword(hash, password)).resolves.toBe(true);
      await expect(verifyPassword(hash, `${password}x`)).resolves.toBe(false);
      await expect(verifyPassword(hash, password.normalize('NFD'))).resolves.toBe(
        password === password.normalize('NFD'),
      );
    },
    60_000,
  );

  it('keeps them while the memory setting is theirs: same algorithm, passes and lanes as new hashes', () => {
    for (const { hash, memoryKib } of ARGON2_NATIVE_HASHES) {
      expect(needsRehash(hash, memoryKib)).toBe(false);
      expect(needsRehash(hash, memoryKib === 1024 ? 2048 : 1024)).toBe(true);
    }
  });
});

describe('needsRehash', () => {
  it('is false for a new hash at the same memory, true at another memory', async () => {
    const stored = await hashPassword('Secret@123', 1024);
    expect(needsRehash(stored, 1024)).toBe(false);
    expect(needsRehash(stored, 19_456)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it('is true for other passes, lanes, algorithm or version, and for what is no argon2 hash', () => {
    const salt = 'zLXollwh3/bYqIR05FsyAw';
    const digest = 'PcLsWXE7QIZTLZYy47LfcJ/Q9Rh/X4GJI3MIoxKON/E';
    const phc = (head: string) => `${head}$${salt}$${digest}`;
    expect(needsRehash(phc('$argon2id$v=19$m=1024,t=3,p=4'), 1024)).toBe(false);
    expect(needsRehash(phc('$argon2id$v=19$m=1024,t=2,p=4'), 1024)).toBe(true);
    expect(needsRehash(phc('$argon2id$v=19$m=1024,t=3,p=1'), 1024)).toBe(true);
    expect(needsRehash(phc('$argon2i$v=19$m=1024,t=3,p=4'), 1024)).toBe(true);
    expect(needsRehash(phc('$argon2id$v=16$m=1024,t=3,p=4'), 1024)).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu', 1024)).toBe(true);
    expect(needsRehash('', 1024)).toBe(true);
  });
});
