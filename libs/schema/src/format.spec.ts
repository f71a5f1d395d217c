import {
  logoColor,
  logoInitials,
  positionsLabel,
  rupees,
  salaryChip,
  shortLocation,
  shortShift,
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
