import { AlertFrequency } from '@hireloop/schema';
import { nextDigestAt } from './digest-schedule';

describe('nextDigestAt', () => {
  it('is the next 08:00 India time (02:30 UTC) for daily alerts', () => {
    expect(nextDigestAt(AlertFrequency.DAILY, new Date('2026-12-01T01:00:00Z'))?.toISOString()).toBe(
      '2026-12-01T02:30:00.000Z',
    );
    expect(nextDigestAt(AlertFrequency.DAILY, new Date('2026-12-01T02:30:00Z'))?.toISOString()).toBe(
      '2026-12-02T02:30:00.000Z',
    );
    // 23:00 UTC is already the next day in India (04:30), before 08:00.
    expect(nextDigestAt(AlertFrequency.DAILY, new Date('2026-12-01T23:00:00Z'))?.toISOString()).toBe(
      '2026-12-02T02:30:00.000Z',
    );
  });

  it('is the next Monday 08:00 India time for weekly alerts', () => {
    // 2026-12-01 is a Tuesday; the next Monday is 2026-12-07.
    expect(nextDigestAt(AlertFrequency.WEEKLY, new Date('2026-12-01T10:00:00Z'))?.toISOString()).toBe(
      '2026-12-07T02:30:00.000Z',
    );
    expect(nextDigestAt(AlertFrequency.WEEKLY, new Date('2026-12-07T02:29:59Z'))?.toISOString()).toBe(
      '2026-12-07T02:30:00.000Z',
    );
    expect(nextDigestAt(AlertFrequency.WEEKLY, new Date('2026-12-07T02:30:00Z'))?.toISOString()).toBe(
      '2026-12-14T02:30:00.000Z',
    );
  });

  it('is null for instant alerts', () => {
    expect(nextDigestAt(AlertFrequency.INSTANT, new Date())).toBeNull();
  });
});
