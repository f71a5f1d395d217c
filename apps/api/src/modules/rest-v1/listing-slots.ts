import { ErrorCode } from '@hireloop/schema';
import { AppError } from '../../common/errors';

/** Full listings one client address may be sent at once. */
export const LISTINGS_PER_ADDRESS = 2;
/** Full listings one API process sends at once, whoever asks. */
export const LISTINGS_PER_PROCESS = 4;
/** Seconds a refused client is told to wait. */
const RETRY_AFTER_S = 5;

export const LISTING_MESSAGES = {
  address: 'You are already downloading the full job list. Please wait for it to finish.',
  process: 'The full job list is being sent to many clients. Please try again in a few seconds.',
} as const;

/**
 * Places for the streamed full listings (every active job in one answer), which take seconds of the
 * process and the database each: at most LISTINGS_PER_ADDRESS at once per client address (429) and
 * LISTINGS_PER_PROCESS in all (503), so that a few parallel downloads cannot hold every other request.
 */
export class ListingSlots {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly perAddress = LISTINGS_PER_ADDRESS,
    private readonly perProcess = LISTINGS_PER_PROCESS,
  ) {}

  /** Takes a place for `address`, or refuses; the returned function gives it back (once). */
  take(address: string): () => void {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.perAddress) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, LISTING_MESSAGES.address, RETRY_AFTER_S);
    }
    if (this.total >= this.perProcess) {
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, LISTING_MESSAGES.process, RETRY_AFTER_S);
    }
    this.total += 1;
    this.byAddress.set(address, mine + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
