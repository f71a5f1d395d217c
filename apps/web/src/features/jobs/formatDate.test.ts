import { describe, expect, it, vi } from 'vitest';

describe('formatDate', () => {
  it('writes a date as en-IN does, without creating an Intl formatter (the first one loads locale data)', async () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const { formatDate } = await import('./formatDate');
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 9, 15, 30);
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
    expect(created).not.toHaveBeenCalled();
  });

  it('keeps text that is not a date', async () => {
    const { formatDate } = await import('./formatDate');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDate in UTC', () => {
  it("writes the date as it is in UTC, whatever the visitor's time zone (the server's rendering)", async () => {
    const { formatDate } = await import('./formatDate');
    expect(formatDate('2026-03-31T23:30:00Z', true)).toBe('31 Mar 2026');
    expect(formatDate('2026-01-01T00:15:00Z', true)).toBe('1 Jan 2026');
  });
});
