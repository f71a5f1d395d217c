import { performance } from 'node:perf_hooks';
import { ARGON2_NATIVE_HASHES } from '../../../test/fixtures/argon2-hashes';
import {
  ARGON2_CONCURRENCY,
  argon2Limiter,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password-hashing';

describe('argon2 through the limiter', () => {
  it('runs as many operations at once as there are CPUs (1 to 4)', () => {
    expect(argon2Limiter.limit).toBe(ARGON2_CONCURRENCY);
    expect(ARGON2_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(ARGON2_CONCURRENCY).toBeLessThanOrEqual(4);
  });

  it('answers every one of many parallel verifications correctly, with the default argon2id cost', async () => {
    const stored = await hashPassword('Secret@123');
    // OWASP's recommended minimum for argon2id: 19 MiB, two passes, one lane.
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
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

describe('argon2 off the event loop', () => {
  it('keeps the event loop free while hashes and verifications run', async () => {
    // The share of the time this thread's event loop was busy: a hash of 19 MiB run on it keeps it busy
    // the whole time; run elsewhere, the loop waits idle for the answer. Counting the loop's turns
    // instead depended on how much CPU a busy machine left this thread (one turn on a loaded machine).
    // (Measured after a first hash, which also starts the threads.)
    await hashPassword('warm-up');
    const start = performance.eventLoopUtilization();
    const stored = await hashPassword('Secret@123');
    await verifyPassword(stored, 'Secret@123');
    const { utilization, active, idle } = performance.eventLoopUtilization(start);
    expect(active + idle).toBeGreaterThan(0);
    expect(utilization).toBeLessThan(0.5);
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

  it('replaces them at the next login, whatever their memory: three passes and four lanes are not the cost of new hashes', () => {
    for (const { hash, memoryKib } of ARGON2_NATIVE_HASHES) {
      expect(needsRehash(hash, memoryKib)).toBe(true);
      expect(needsRehash(hash)).toBe(true);
    }
  });
});

describe('needsRehash', () => {
  it('is false for a new hash at the same memory, true at another memory', async () => {
    const stored = await hashPassword('Secret@123', 1024);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(needsRehash(stored, 1024)).toBe(false);
    expect(needsRehash(stored, 19_456)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it('is true for other passes, lanes, algorithm or version, and for what is no argon2 hash', () => {
    const salt = 'zLXollwh3/bYqIR05FsyAw';
    const digest = 'PcLsWXE7QIZTLZYy47LfcJ/Q9Rh/X4GJI3MIoxKON/E';
    const phc = (head: string) => `${head}$${salt}$${digest}`;
    expect(needsRehash(phc('$argon2id$v=19$m=1024,t=2,p=1'), 1024)).toBe(false);
    expect(needsRehash(phc('$argon2id$v=19$m=19456,t=2,p=1'))).toBe(false);
    expect(needsRehash(phc('$argon2id$v=19$m=1024,t=2,p=4'), 1024)).toBe(true);
    expect(needsRehash(phc('$argon2id$v=19$m=1024,t=3,p=1'), 1024)).toBe(true);
    expect(needsRehash(phc('$argon2i$v=19$m=1024,t=2,p=1'), 1024)).toBe(true);
    expect(needsRehash(phc('$argon2id$v=16$m=1024,t=2,p=1'), 1024)).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu', 1024)).toBe(true);
    expect(needsRehash('', 1024)).toBe(true);
  });
});
