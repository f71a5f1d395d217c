import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  logoColor,
  logoInitials,
  positionsLabel,
  rupees,
  salaryChip,
  shortLocation,
  shortShift,
  timeAgo,
} from './format';
import { LOGO_PALETTE, PLACEHOLDER_LOGO_COLOR } from './constants';
import { parseRole, Role } from './enums';

describe('job card formatting', () => {
  it('shows the salary chip in a short form, never cut mid-figure', () => {
    expect(salaryChip('₹6,00,000 - ₹9,00,000 per annum')).toBe('₹6–9 LPA');
    expect(salaryChip('₹12,00,000 - ₹18,50,000')).toBe('₹12–18.5 LPA');
    expect(salaryChip('₹12,00,000 per annum')).toBe('₹12 LPA');
    expect(salaryChip('₹1,20,00,000 - ₹1,50,00,000')).toBe('₹1.2–1.5 Cr/yr');
    expect(salaryChip('₹25,000 per month')).toBe('₹25K/month');
    expect(salaryChip('₹25,000 - ₹40,000 per month')).toBe('₹25–40K/month');
    expect(salaryChip('8,00,000 – 8,00,000')).toBe('₹8 LPA');
  });

  it('cuts text without readable figures at 15 characters, or says Not disclosed', () => {
    expect(salaryChip('₹50,000')).toBe('₹50,000');
    expect(salaryChip('Competitive, with stock options')).toBe('Competitive, wi...');
    expect(salaryChip('3 to 5 to 7 lakh depending')).toBe('3 to 5 to 7 lak...');
    expect(salaryChip('  ')).toBe('Not disclosed');
    expect(salaryChip(null)).toBe('Not disclosed');
  });

  it('shows the first part of the location, or Remote', () => {
    expect(shortLocation('Pune, Maharashtra')).toBe('Pune');
    expect(shortLocation('')).toBe('Remote');
  });

  it('shows the first two words of the shift and pluralises positions', () => {
    expect(shortShift('Day Shift (9 to 6)')).toBe('Day Shift');
    expect(positionsLabel(1)).toBe('1 Position');
    expect(positionsLabel(4)).toBe('4 Positions');
  });

  it('builds logo initials and a stable palette colour', () => {
    expect(logoInitials('Kaveri Fintech')).toBe('KA');
    expect(logoInitials(' z entrix')).toBe('ZE');
    expect(logoInitials('')).toBe('CO');
    expect(logoInitials('   ')).toBe('CO');
    expect(LOGO_PALETTE).toContain(logoColor('Kaveri Fintech'));
    expect(logoColor('Kaveri Fintech')).toBe(logoColor('Kaveri Fintech'));
    expect(logoColor('')).toBe(PLACEHOLDER_LOGO_COLOR);
  });

  it('prefixes rupees once', () => {
    expect(rupees('5,00,000')).toBe('₹5,00,000');
    expect(rupees('₹5,00,000')).toBe('₹5,00,000');
  });

  it('reads the legacy role finder as a job seeker', () => {
    expect(parseRole('finder')).toBe(Role.JOB_SEEKER);
    expect(parseRole('job_seeker')).toBe(Role.JOB_SEEKER);
    expect(parseRole('Recruiter')).toBe(Role.RECRUITER);
    expect(parseRole('hacker')).toBeNull();
  });
});

describe('dates and numbers', () => {
  it('writes a date as en-IN does, without creating an Intl formatter (the first one loads locale data)', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 9, 15, 30);
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });

  it("writes the date as it is in UTC, whatever the viewer's time zone, and keeps text that is no date", () => {
    expect(formatDate('2026-03-31T23:30:00Z', { utc: true })).toBe('31 Mar 2026');
    expect(formatDate('2026-01-01T00:15:00Z', { utc: true })).toBe('1 Jan 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });

  it('writes en-US where asked: dates, days of a series, date and time, counts', () => {
    expect(formatDate('2026-11-03T10:00:00.000Z', { locale: 'en-US', utc: true })).toBe('Nov 3, 2026');
    expect(formatDay('2026-11-03', 'en-US')).toBe('Nov 3');
    expect(formatDay('2026-11-03')).toBe('3 Nov');
    expect(formatDateTime('2026-11-22T21:05:00Z', { locale: 'en-US', utc: true })).toBe(
      'Nov 22, 2026, 9:05 PM',
    );
    expect(formatDateTime('2026-11-22T00:05:00Z', { utc: true })).toBe('22 Nov 2026, 12:05 am');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
  });

  it('says how long ago, then the date', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    expect(timeAgo(new Date(now - 30_000).toISOString(), now)).toBe('Just now');
    expect(timeAgo(new Date(now - 60 * 60_000).toISOString(), now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-03T10:00:00.000Z', now)).toBe('3 Nov 2026');
  });
});
