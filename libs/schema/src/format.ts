import { LOGO_PALETTE, PLACEHOLDER_LOGO_COLOR, SALARY_CHIP_MAX_CHARS } from './constants';

/** Initials tile text: first letters of the first two words, else the first two letters, else 'CO'. */
export function logoInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'CO';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

/** A stable colour of the fixed palette for a name. */
export function logoColor(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  if (!text) return PLACEHOLDER_LOGO_COLOR;
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return LOGO_PALETTE[hash % LOGO_PALETTE.length];
}

/** Salary chip: cut to 15 characters plus '...', or 'Not disclosed'. */
export function salaryChip(salary: string | null | undefined): string {
  const text = (salary ?? '').trim();
  if (!text) return 'Not disclosed';
  return text.length > SALARY_CHIP_MAX_CHARS ? `${text.slice(0, SALARY_CHIP_MAX_CHARS)}...` : text;
}

/** First comma-separated part of a location, or 'Remote'. */
export function shortLocation(location: string | null | undefined): string {
  const first = (location ?? '').split(',')[0]?.trim();
  return first ? first : 'Remote';
}

/** First two words of a shift. */
export function shortShift(shift: string | null | undefined): string {
  return (shift ?? '').trim().split(/\s+/).slice(0, 2).join(' ');
}

/** 'Position' or 'Positions'. */
export function positionsLabel(n: number): string {
  return `${n} ${n === 1 ? 'Position' : 'Positions'}`;
}

/** A rupee-prefixed salary (the sign is added when missing). */
export function rupees(salary: string | null | undefined): string {
  const text = (salary ?? '').trim();
  if (!text) return '';
  return text.startsWith('₹') ? text : `₹${text}`;
}
