import { ErrorCode } from '@hireloop/schema';
import { AppError } from '../../common/errors';

/** Full listings one client address may be sent at once. */
export const LISTINGS_PER_ADDRESS = 2;
/** Full listings one API process sends at once, whoever asks. */
export const LISTINGS_PER_PROCESS = 4;
/**
 * A listing whose client has taken nothing of it for this long gives its place up to another client
 * when the process sends its most (the listing is cut off); no one waiting, it goes on until the stall
 * limit of streamed answers.
 */
export const LISTING_YIELD_AFTER_MS = 10_000;
/** Seconds a refused client is told to wait. */
const RETRY_AFTER_S = 5;

export const LISTING_MESSAGES = {
  address: 'You are already downloading the full job list. Please wait for it to finish.',
  process: 'The full job list is being sent to many clients. Please try again in a few seconds.',
} as const;

/** One listing's place. */
export interface ListingPlace {
  /** Gives the place back (once). */
  release: () => void;
  /** The listing waits for its client to take what was written (true), or goes on (false). */
  waiting: (on: boolean) => void;
}

interface Held {
  address: string;
  cut: () => void;
  waitingSince: number | null;
  given: boolean;
}

/**
 * Places for the streamed full listings (every active job in one answer), which take seconds of the
 * process and the database each: at most LISTINGS_PER_ADDRESS at once per client address (429) and
 * LISTINGS_PER_PROCESS in all (503), so that a few parallel downloads cannot hold every other request.
 * A client that stops reading does not keep another out: when every place is taken, the listing whose
 * client has taken nothing for longest, at least LISTING_YIELD_AFTER_MS, is cut off for the new one.
 */
export class ListingSlots {
  private readonly held = new Set<Held>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly perAddress = LISTINGS_PER_ADDRESS,
    private readonly perProcess = LISTINGS_PER_PROCESS,
    private readonly yieldAfterMs = LISTING_YIELD_AFTER_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes a place for `address`, or refuses; `cut` ends the listing when its place goes to another
   * client.
   */
  take(address: string, cut: () => void): ListingPlace {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.perAddress) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, LISTING_MESSAGES.address, RETRY_AFTER_S);
    }
    if (this.held.size >= this.perProcess) {
      const stalled = this.longestStalled();
      if (!stalled) {
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, LISTING_MESSAGES.process, RETRY_AFTER_S);
      }
      this.give(stalled);
      stalled.cut();
    }
    const place: Held = { address, cut, waitingSince: null, given: false };
    this.held.add(place);
    this.byAddress.set(address, mine + 1);
    return {
      release: () => this.give(place),
      waiting: (on) => {
        place.waitingSince = on ? this.now() : null;
      },
    };
  }

  /** The place whose client has taken nothing for longest, if at least yieldAfterMs. */
  private longestStalled(): Held | undefined {
    let found: Held | undefined;
    for (const place of this.held) {
      if (place.waitingSince === null || this.now() - place.waitingSince < this.yieldAfterMs) continue;
      if (!found || place.waitingSince < (found.waitingSince ?? 0)) found = place;
    }
    return found;
  }

  private give(place: Held): void {
    if (place.given) return;
    place.given = true;
    this.held.delete(place);
    const left = (this.byAddress.get(place.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(place.address, left);
    else this.byAddress.delete(place.address);
  }
}
