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

describe('ListingSlots', () => {
  it('gives an address its places, then refuses it with TOO_MANY_REQUESTS until one is given back', () => {
    const slots = new ListingSlots(2, 10);
    const first = slots.take('10.0.0.1');
    slots.take('10.0.0.1');
    expect(refusal(() => slots.take('10.0.0.1'))).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: LISTING_MESSAGES.address,
      retry: 5,
    });
    expect(refusal(() => slots.take('10.0.0.2'))).toBeNull();
    first();
    first(); // giving back twice frees one place only
    slots.take('10.0.0.1');
    expect(refusal(() => slots.take('10.0.0.1'))?.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('refuses anyone with SERVICE_UNAVAILABLE once the process sends its most', () => {
    const slots = new ListingSlots(2, 3);
    const back = ['a', 'b', 'c'].map((address) => slots.take(address));
    expect(refusal(() => slots.take('d'))).toEqual({
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: LISTING_MESSAGES.process,
      retry: 5,
    });
    back[1]();
    expect(refusal(() => slots.take('d'))).toBeNull();
  });
});
