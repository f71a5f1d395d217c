/**
 * A free-text salary read as figures in rupees. `min` and `max` are equal for a single figure; an open
 * range ("up to ₹12 LPA", "₹6 LPA+") says which end it has in `bound`, and the other end equals it.
 */
export interface ParsedSalary {
  min: number;
  max: number;
  unit: 'YEAR' | 'MONTH';
  /** 'upTo': only the maximum is known; 'from': only the minimum; absent: both ends are. */
  bound?: 'upTo' | 'from';
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Multipliers of the amount words written after a figure. */
const AMOUNT_WORDS: readonly [RegExp, number][] = [
  [/^(?:crores?|cr)\b/i, CRORE],
  [/^(?:lakhs?|lacs?|lpa|l)\b/i, LAKH],
  [/^(?:thousand|k)\b/i, 1000],
];

const MONTHLY =
  /\b(?:per\s+month|a\s+month|\/\s*(?:month|mo|m)\b|p\.?\s?m\.?(?=\s|$|[,;)])|pm\b|monthly|per\s+mensem|stipend)/i;
const YEARLY =
  /\b(?:per\s+(?:annum|year)|a\s+year|\/\s*(?:year|yr|annum)\b|p\.?\s?a\.?(?=\s|$|[,;)])|pa\b|yearly|annually|annual|lpa|ctc)/i;
/** Pay by the hour, day or week, or in another currency: not read. */
const OTHER_PERIOD_OR_CURRENCY =
  /\b(?:per\s+(?:hour|day|week|hr)|an?\s+(?:hour|day|week)|hourly|daily|weekly|usd|eur|gbp)\b|\/\s*(?:hour|hr|h|day|d|week|wk)\b|[$€£]/i;
const UP_TO = /\b(?:up\s*to|max(?:imum)?|not\s+more\s+than|below|under)\b/i;
const FROM = /\b(?:from|starting|at\s+least|min(?:imum)?|above|over)\b|\d\s*(?:lpa|l|k|cr)?\+/i;

/** Below this a figure per year is no salary (a typo or another unit); above the upper one neither. */
const MIN_YEARLY = 10_000;
const MAX_YEARLY = 100 * CRORE;

/**
 * Reads a free-text salary in rupees: one figure or a range ("₹6,00,000 - ₹12,00,000 per annum",
 * "6-12 LPA", "₹35,000 per month", "Rs. 4.5 L p.a.", "₹8L to ₹10L a year", "25k/month", "10 lakh",
 * "1.2 crore", "up to 12 LPA", "₹6 LPA+"), with Indian digit grouping and lakh, crore and thousand words.
 * Lakh and crore figures, and figures of a lakh or more with no period, are per year (what CTCs are
 * quoted in). Null when unsure: no figure or more than two (percentages aside), no period for smaller
 * figures, pay by the hour, day or week, another currency, or a range that runs backwards.
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | null {
  const salary = (text ?? '').trim();
  if (!salary || OTHER_PERIOD_OR_CURRENCY.test(salary)) return null;
  const figures: { value: number; word: number | null }[] = [];
  const pattern = /(\d[\d,]*(?:\.\d+)?)\s*/g;
  for (let m = pattern.exec(salary); m; m = pattern.exec(salary)) {
    const after = salary.slice(m.index + m[0].length);
    if (after.startsWith('%')) continue;
    const raw = m[1].endsWith(',') ? m[1].slice(0, -1) : m[1];
    if (!/^\d{1,3}(?:,\d{2,3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(raw)) return null;
    const value = Number(raw.replace(/,/g, ''));
    if (!Number.isFinite(value) || value <= 0) return null;
    const word = AMOUNT_WORDS.find(([re]) => re.test(after))?.[1] ?? null;
    figures.push({ value, word });
  }
  if (figures.length === 0 || figures.length > 2) return null;
  // "6-12 LPA": a word after the second figure applies to the first too.
  const shared = figures[figures.length - 1].word;
  const amounts = figures.map(({ value, word }) => Math.round(value * (word ?? shared ?? 1)));
  const [min, max = min] = amounts;
  const unit = MONTHLY.test(salary)
    ? 'MONTH'
    : YEARLY.test(salary) || shared === LAKH || shared === CRORE || min >= LAKH
      ? 'YEAR'
      : null;
  if (!unit || max < min) return null;
  const yearly = unit === 'MONTH' ? 12 : 1;
  if (min * yearly < MIN_YEARLY || max * yearly > MAX_YEARLY) return null;
  if (amounts.length === 1 && UP_TO.test(salary)) return { min, max, unit, bound: 'upTo' };
  if (amounts.length === 1 && FROM.test(salary)) return { min, max, unit, bound: 'from' };
  return { min, max, unit };
}

/** A salary per year in rupees; an end is null when the text does not give it. */
export interface YearlySalary {
  min: number | null;
  max: number | null;
}

/**
 * The yearly range of a free-text salary (monthly figures times twelve), as the job search filters and
 * sorts by it; null when it cannot be read (parseSalary).
 */
export function yearlySalary(text: string | null | undefined): YearlySalary | null {
  const parsed = parseSalary(text);
  if (!parsed) return null;
  const factor = parsed.unit === 'MONTH' ? 12 : 1;
  return {
    min: parsed.bound === 'upTo' ? null : parsed.min * factor,
    max: parsed.bound === 'from' ? null : parsed.max * factor,
  };
}

/** "₹6 L", "₹1.2 Cr", "₹45,000": a yearly amount in rupees, short. */
export function formatRupeesShort(amount: number): string {
  const trim = (n: number) => String(Math.round(n * 10) / 10);
  if (amount >= CRORE) return `₹${trim(amount / CRORE)} Cr`;
  if (amount >= LAKH) return `₹${trim(amount / LAKH)} L`;
  return `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
}
