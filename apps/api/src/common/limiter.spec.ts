import { Limiter } from './limiter';

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

  it("serves waiting clients in turn: one client's many tasks delay another's next task by one of theirs", async () => {
    const limiter = new Limiter(1);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const task = (client: string, name: string) => {
      const g = gate();
      gates.set(name, g);
      return limiter.run(async () => {
        started.push(name);
        await g.done;
      }, client);
    };
    const all = [task('a', 'a1'), task('a', 'a2'), task('a', 'a3'), task('a', 'a4')];
    all.push(task('b', 'b1'), task('b', 'b2'), task('c', 'c1'));
    await new Promise((r) => setImmediate(r));
    expect(limiter.load).toEqual({ running: 1, waiting: 6 });
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']) {
      expect(started.at(-1)).toBe(name);
      gates.get(name)!.release();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(all);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below 1', () => {
    expect(() => new Limiter(0)).toThrow(/positive integer/);
  });
});
