import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { sendJsonStream } from './json-stream';

/** A response whose client takes nothing: every write says "wait for drain", and drain never comes. */
function stalledResponse() {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    written: [] as string[],
    status() {
      return res;
    },
    type() {
      return res;
    },
    write(chunk: string) {
      res.written.push(chunk);
      return false;
    },
    end() {
      throw new Error('a stalled client must not get the end of the answer');
    },
    destroy() {
      res.destroyed = true;
      res.emit('close');
    },
  });
  return res;
}

describe('sendJsonStream', () => {
  it('cuts off a client that takes nothing for the stall time, and reads no further batch', async () => {
    const res = stalledResponse();
    let batchesRead = 0;
    let closed = false;
    await sendJsonStream(
      res as unknown as Response,
      { success: true },
      [
        {
          key: 'job',
          async *batches() {
            try {
              for (let i = 0; i < 100; i++) {
                batchesRead++;
                yield [{ i }];
              }
            } finally {
              closed = true;
            }
          },
        },
      ],
      { stallMs: 50 },
    );
    expect(res.destroyed).toBe(true);
    expect(res.written).toHaveLength(1);
    expect(batchesRead).toBe(1);
    expect(closed).toBe(true);
  });
});
