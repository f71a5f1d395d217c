import { Clock } from '../../src/common/clock';

/** A clock the test moves forward. */
export class TestClock extends Clock {
  offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
