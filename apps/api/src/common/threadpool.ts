import { availableParallelism } from 'node:os';

/**
 * Threads of libuv's pool: one per argon2 operation the limiter lets run at once (one per CPU, at most
 * four) plus four for what else uses the pool (file reads, gzip, DNS look-ups), so that logins under load
 * do not hold up the rest. libuv reads UV_THREADPOOL_SIZE once, when the pool first starts: this module is
 * imported before anything that uses it. A size set in the environment is kept.
 */
export function threadpoolSize(env: NodeJS.ProcessEnv = process.env, cpus = availableParallelism()): number {
  const configured = Number(env.UV_THREADPOOL_SIZE);
  if (Number.isInteger(configured) && configured >= 1) return configured;
  return Math.max(1, Math.min(4, cpus)) + 4;
}

process.env.UV_THREADPOOL_SIZE = String(threadpoolSize());
