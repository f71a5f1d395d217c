import { LOGO_PALETTE, PLACEHOLDER_LOGO_COLOR, SALARY_CHIP_MAX_CHARS } from './constants';

/** Placeholder logo text: the first two letters of the company name (spaces skipped), else 'CO'. */
export function logoInitials(name: string | null | undefined): string {
  const letters = (name ?? '').replace(/\s+/g, '').slice(0, 2).toUpperCase();
  return letters || 'CO';
}

/** A stable colour of the fixed palette for a name (the demo data's varied logos). */
export function logoColor(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  if (!text) return PLACEHOLDER_LOGO_COLOR;
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return LOGO_PALETTE[hash % LOGO_PALETTE.length];
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** A figure with at most one decimal, without a trailing '.0'. */
function oneDecimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/**
 * A free-text salary in a short form that reads at a glance: yearly figures in lakhs ('₹12–18 LPA') or
 * crores ('₹1.2–1.5 Cr/yr'), monthly ones in thousands ('₹25–40K/month'). Null when the text holds no
 * figure of one or two amounts in rupees.
 */
export function shortSalary(salary: string | null | undefined): string | null {
  const text = (salary ?? '').trim();
  const figures = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  if (figures.length === 0 || figures.length > 2 || figures.some((n) => !Number.isFinite(n) || n <= 0)) {
    return null;
  }
  const range = (values: string[]) => [...new Set(values)].join('–');
  if (/month/i.test(text)) {
    if (figures.every((n) => n >= 1000)) return `₹${range(figures.map((n) => oneDecimal(n / 1000)))}K/month`;
    return null;
  }
  if (figures.every((n) => n >= CRORE)) return `₹${range(figures.map((n) => oneDecimal(n / CRORE)))} Cr/yr`;
  if (figures.every((n) => n >= LAKH)) return `₹${range(figures.map((n) => oneDecimal(n / LAKH)))} LPA`;
  return null;
}

/**
 * Salary chip: 'Not disclosed' when empty; else the short form of the figures, or, for text without
 * figures to read, the text cut to 15 characters plus '...'.
 */
export function salaryChip(salary: string | null | undefined): string {
  const text = (salary ?? '').trim();
  if (!text) return 'Not disclosed';
  const short = shortSalary(text);
  if (short) return short;
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
