import { ErrorCode } from '@hireloop/schema';
import { AppError } from '../../common/errors';
import { LISTING_MESSAGES, ListingSlots } from './listing-slots';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const e = error as AppError;
    return { code: e.code, message: e.message, retry: e.retryAfterSeconds };
  }
  return null;
};

const noop = () => undefined;

describe('ListingSlots', () => {
  it('gives an address its places, then refuses it with TOO_MANY_REQUESTS until one is given back', () => {
    const slots = new ListingSlots(2, 10);
    const first = slots.take('10.0.0.1', noop).release;
    slots.take('10.0.0.1', noop);
    expect(refusal(() => slots.take('10.0.0.1', noop))).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: LISTING_MESSAGES.address,
      retry: 5,
    });
    expect(refusal(() => slots.take('10.0.0.2', noop))).toBeNull();
    first();
    first(); // giving back twice frees one place only
    slots.take('10.0.0.1', noop);
    expect(refusal(() => slots.take('10.0.0.1', noop))?.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('refuses anyone with SERVICE_UNAVAILABLE once the process sends its most', () => {
    const slots = new ListingSlots(2, 3);
    const back = ['a', 'b', 'c'].map((address) => slots.take(address, noop));
    expect(refusal(() => slots.take('d', noop))).toEqual({
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: LISTING_MESSAGES.process,
      retry: 5,
    });
    back[1].release();
    expect(refusal(() => slots.take('d', noop))).toBeNull();
  });

  it('cuts off the listing whose client has taken nothing for longest, once that is the yield time, for a new client', () => {
    let now = 0;
    const slots = new ListingSlots(2, 3, 5_000, () => now);
    const cut: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((address) => slots.take(address, () => cut.push(address)));
    now = 1_000;
    a.waiting(true);
    now = 2_000;
    b.waiting(true);
    c.waiting(true);
    c.waiting(false); // c's client took what was written
    now = 5_999;
    // a has waited 4,999 ms: not yet.
    expect(refusal(() => slots.take('d', noop))?.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(cut).toEqual([]);
    now = 6_000;
    slots.take('d', noop);
    expect(cut).toEqual(['a']);
    a.release(); // the cut listing ends and gives back its place: nothing more is freed
    now = 6_999;
    expect(refusal(() => slots.take('e', noop))?.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    now = 7_000;
    slots.take('e', noop);
    expect(cut).toEqual(['a', 'b']);
    // c reads, d and e have not waited: the process is full.
    expect(refusal(() => slots.take('f', noop))?.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
  });
});
