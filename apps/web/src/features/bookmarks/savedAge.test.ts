import { describe, expect, it } from 'vitest';

import { savedAgeText } from './savedAge';

const now = new Date('2026-11-22T12:00:00.000Z');
const daysAgo = (days: number, extraHours = 0) =>
  new Date(now.getTime() - (days * 24 + extraHours) * 60 * 60 * 1000).toISOString();

describe('savedAgeText', () => {
  it.each([
    [0, 0, 'today'],
    [0, 1, 'today'],
    [0, 23, 'today'],
    [1, 0, '1 day ago'],
    [1, 23, '1 day ago'],
    [2, 0, '2 days ago'],
    [6, 23, '6 days ago'],
    [7, 0, '1 week ago'],
    [13, 0, '1 week ago'],
    [14, 0, '2 weeks ago'],
    [21, 0, '3 weeks ago'],
    [29, 23, '4 weeks ago'],
    [30, 0, '1 month ago'],
    [59, 0, '1 month ago'],
    [60, 0, '2 months ago'],
    [400, 0, '13 months ago'],
  ])('%i days and %i hours ago reads %s', (days, hours, text) => {
    expect(savedAgeText(daysAgo(days, hours), now)).toBe(text);
  });

  it('reads a save stamped slightly in the future (clock skew) as today', () => {
    expect(savedAgeText(new Date(now.getTime() + 60_000), now)).toBe('today');
  });

  it('accepts a Date and gives nothing for a value that is not a date', () => {
    expect(savedAgeText(new Date(daysAgo(3)), now)).toBe('3 days ago');
    expect(savedAgeText('yesterday-ish', now)).toBe('');
  });
});
