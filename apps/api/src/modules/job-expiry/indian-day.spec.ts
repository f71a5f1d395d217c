import { indianDay } from './job-expiry.service';

describe('the day of a closing date in mails', () => {
  it('is the day in India (UTC+05:30), whatever the server’s time zone', () => {
    expect(indianDay(new Date('2026-11-30T18:29:59Z'))).toBe('30 Nov 2026');
    expect(indianDay(new Date('2026-11-30T18:30:00Z'))).toBe('1 Dec 2026');
  });
});
