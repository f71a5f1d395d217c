/**
 * At most `limit` tasks at once; the others wait. Bounds work that holds much memory or a thread of libuv's
 * pool while it runs (argon2 hashes, image decoding), or a database's buffers and cores (search reads):
 * running more at once than there are cores only makes each slower, and the memory of all of them is held
 * together.
 *
 * Waiting tasks are served one client at a time in turn (`client`: who asked, such as an address), each
 * client's own tasks in arrival order: a client with many tasks waiting delays another client's next task
 * by at most one of its own, not by all of them. Tasks without a client share one turn.
 */
export class Limiter {
  private running = 0;
  /** Waiting tasks by client; the clients in the order they are served next (Map keeps insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();
  private waitingCount = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer: ${limit}`);
  }

  /** Tasks running now and tasks waiting for a place. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  async run<T>(task: () => Promise<T>, client = ''): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(client);
        if (queue) queue.push(resolve);
        else this.waiting.set(client, [resolve]);
        this.waitingCount += 1;
      });
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The place passes straight to the next waiting task (`running` stays the same), else it is freed.
      const next = this.next();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** The first waiting task of the client whose turn it is; that client then goes after the others. */
  private next(): (() => void) | undefined {
    const turn = this.waiting.entries().next();
    if (turn.done) return undefined;
    const [client, queue] = turn.value;
    const resolve = queue.shift()!;
    this.waiting.delete(client);
    if (queue.length) this.waiting.set(client, queue);
    this.waitingCount -= 1;
    return resolve;
  }
}
