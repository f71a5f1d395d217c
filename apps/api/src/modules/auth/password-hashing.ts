import { availableParallelism } from 'node:os';
import { type Algorithm, hash, parseOptions, verify, type Version } from '@node-rs/argon2';
import { Limiter } from '../../common/limiter';

/** How many argon2 operations may run at once: the number of CPUs, at most libuv's 4 worker threads. */
export const ARGON2_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

/**
 * Each hash or verification holds its own memory (19 MiB by default) while it runs and one thread of
 * libuv's pool (@node-rs/argon2 runs it as async work, off the event loop): four at once cost 76 MiB.
 */
export const argon2Limiter = new Limiter(ARGON2_CONCURRENCY);

/** Memory per hash unless configured: 19 MiB, OWASP's minimum for argon2id with t=2, p=1. */
export const DEFAULT_PASSWORD_HASH_MEMORY_KIB = 19_456;

/** The least memory per hash production accepts: OWASP's minimum for argon2id (19 MiB). */
export const MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB = 19_456;

/** Passes over the memory of each new hash: OWASP's minimum at 19 MiB. */
export const PASSWORD_HASH_TIME_COST = 2;

/**
 * Lanes of each new hash: one, as OWASP's recommendation has it. Parallel logins already keep every core
 * busy (one hash per core through the limiter); lanes would only compete with them.
 */
export const PASSWORD_HASH_PARALLELISM = 1;

// The library declares its enums `const` and exports no values for them: their numbers are used as they are.
const ARGON2ID = 2 satisfies Algorithm.Argon2id;
const ARGON2_VERSION_19 = 1 satisfies Version.V0x13;

/** The options of every new hash: argon2id, version 19, `memoryKib` of memory, t=2, p=1, 32 bytes. */
function hashOptions(memoryKib: number) {
  return {
    algorithm: ARGON2ID,
    version: ARGON2_VERSION_19,
    memoryCost: memoryKib,
    timeCost: PASSWORD_HASH_TIME_COST,
    parallelism: PASSWORD_HASH_PARALLELISM,
    outputLen: 32,
  };
}

/**
 * argon2id hash of a password (t=2, p=1) with `memoryKib` of memory, bounded by the limiter. The cost is
 * stored in the hash, so hashes made with another cost keep verifying.
 */
export function hashPassword(
  password: string,
  memoryKib = DEFAULT_PASSWORD_HASH_MEMORY_KIB,
): Promise<string> {
  return argon2Limiter.run(() => hash(password, hashOptions(memoryKib)));
}

/** Whether the password matches an argon2 hash (at the cost stored in it), bounded by the limiter. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return argon2Limiter.run(() => verify(passwordHash, password));
}

/**
 * Whether a stored hash was made with other parameters than new hashes get with `memoryKib` (another
 * algorithm, version, memory, passes, lanes, output or salt length), so that it should be replaced by a
 * new hash of the same password. An unreadable hash needs one too.
 */
export function needsRehash(passwordHash: string, memoryKib = DEFAULT_PASSWORD_HASH_MEMORY_KIB): boolean {
  let stored: ReturnType<typeof parseOptions>;
  try {
    stored = parseOptions(passwordHash);
  } catch {
    return true;
  }
  const wanted = hashOptions(memoryKib);
  return (
    stored.algorithm !== wanted.algorithm ||
    stored.version !== wanted.version ||
    stored.memoryCost !== wanted.memoryCost ||
    stored.timeCost !== wanted.timeCost ||
    stored.parallelism !== wanted.parallelism ||
    stored.outputLen !== wanted.outputLen ||
    stored.saltLen !== 16
  );
}
