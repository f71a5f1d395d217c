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
  it('cuts the salary chip at 15 characters, or says Not disclosed', () => {
    expect(salaryChip('₹6,00,000 - ₹9,00,000 per annum')).toBe('₹6,00,000 - ₹9,...');
    expect(salaryChip('₹50,000')).toBe('₹50,000');
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
    expect(logoInitials('Kaveri Fintech')).toBe('KF');
    expect(logoInitials('Zentrix')).toBe('ZE');
    expect(logoInitials('')).toBe('CO');
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
