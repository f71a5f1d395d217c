import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'express';

/**
 * A client that takes nothing more of a streamed answer for this long is cut off, so that one that stops
 * reading does not hold the answer's place (ListingSlots) and its reads for ever.
 */
export const STREAM_STALL_MS = 30_000;

/** How a streamed answer waits for its client. */
export interface StreamOptions {
  /** The client taking nothing for this long is cut off (STREAM_STALL_MS unless given). */
  stallMs?: number;
  /** Told when the answer starts waiting for the client to take what was written (true) and stops (false). */
  onWait?: (waiting: boolean) => void;
}

/** A list of a streamed answer: its key and its items, a batch at a time. */
export interface StreamedList {
  key: string;
  batches: () => AsyncIterable<unknown[]>;
}

/**
 * Answers `{ ...head, [key]: [...items] }` for each list in turn, written a batch at a time and waiting
 * for the client to take each batch, so memory stays flat at any number of items. The first batch is
 * read before the status is sent: a failure there answers with the usual error; one after the first byte
 * cuts the connection (the client sees a truncated body, never a wrong one), and so does a client that takes
 * nothing for `stallMs`.
 */
export async function sendJsonStream(
  res: Response,
  head: Record<string, unknown>,
  lists: StreamedList[],
  { stallMs = STREAM_STALL_MS, onWait }: StreamOptions = {},
): Promise<void> {
  const iterators = lists.map((l) => l.batches()[Symbol.asyncIterator]());
  const first = iterators.length ? await iterators[0].next() : null;
  res.status(200).type('application/json');
  try {
    let out = JSON.stringify(head).slice(0, -1);
    let comma = out.length > 1;
    for (const [i, list] of lists.entries()) {
      out += `${comma ? ',' : ''}${JSON.stringify(list.key)}:[`;
      comma = true;
      let sep = '';
      const it = iterators[i];
      for (let step = i === 0 && first ? first : await it.next(); !step.done; step = await it.next()) {
        for (const item of step.value) {
          out += sep + JSON.stringify(item);
          sep = ',';
        }
        if (!res.write(out)) {
          onWait?.(true);
          await drained(res, stallMs);
          onWait?.(false);
        }
        out = '';
        if (res.destroyed) {
          await it.return?.();
          return;
        }
      }
      out += ']';
    }
    res.end(`${out}}`);
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/**
 * Waits until the client has taken what was written, or has gone, or has taken nothing for `stallMs`
 * (then the answer is cut off); leaves no listener or timer behind.
 */
async function drained(res: Response, stallMs: number): Promise<void> {
  // A client already gone sends no more events.
  if (res.destroyed) return;
  const waiting = new AbortController();
  // The events that do not come are cancelled below; their rejections are expected.
  const events = ['drain', 'close'].map((name) =>
    once(res, name, { signal: waiting.signal }).then(
      () => 'moved',
      () => 'moved',
    ),
  );
  const stall = sleep(stallMs, 'stalled', { signal: waiting.signal }).catch(() => 'moved');
  try {
    if ((await Promise.race([...events, stall])) === 'stalled') res.destroy();
  } finally {
    waiting.abort();
  }
}
