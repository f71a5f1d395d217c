/**
 * At most `limit` tasks at once; the others wait in arrival order. Bounds work that holds much memory or a
 * thread of libuv's pool while it runs (argon2 hashes, image decoding): running more at once than there are
 * cores only makes each slower, and the memory of all of them is held together.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer: ${limit}`);
  }

  /** Tasks running now and tasks waiting for a place. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The place passes straight to the next waiting task (`running` stays the same), else it is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
