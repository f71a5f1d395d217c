/** A free-text salary read as figures in rupees. */
export interface ParsedSalary {
  min: number;
  max: number;
  unit: 'YEAR' | 'MONTH';
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
  /\b(?:per\s+month|a\s+month|\/\s*(?:month|mo)\b|p\.?\s?m\.?(?=\s|$)|pm\b|monthly|per\s+mensem)/i;
const YEARLY =
  /\b(?:per\s+(?:annum|year)|a\s+year|\/\s*(?:year|yr|annum)\b|p\.?\s?a\.?(?=\s|$)|pa\b|yearly|annually|lpa|ctc)/i;

/**
 * Reads a free-text salary in rupees: one figure or a range ("₹6,00,000 - ₹12,00,000 per annum",
 * "6-12 LPA", "₹35,000 per month", "₹8L to ₹10L a year", "25k/month"), with Indian digit grouping and
 * lakh, crore and thousand words. Null when it does not say whether it is per month or per year (LPA
 * and crore figures are per year), holds no figure or more than two, or the range runs backwards.
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | null {
  const salary = (text ?? '').trim();
  if (!salary) return null;
  const figures: { value: number; word: number | null }[] = [];
  const pattern = /(\d[\d,]*(?:\.\d+)?)\s*/g;
  for (let m = pattern.exec(salary); m; m = pattern.exec(salary)) {
    const raw = m[1].replace(/,/g, '');
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) return null;
    const after = salary.slice(m.index + m[0].length);
    const word = AMOUNT_WORDS.find(([re]) => re.test(after))?.[1] ?? null;
    figures.push({ value, word });
  }
  if (figures.length === 0 || figures.length > 2) return null;
  // "6-12 LPA": a word after the second figure applies to the first too.
  const shared = figures[figures.length - 1].word;
  const amounts = figures.map(({ value, word }) => Math.round(value * (word ?? shared ?? 1)));
  const unit = MONTHLY.test(salary)
    ? 'MONTH'
    : YEARLY.test(salary) || shared === LAKH || shared === CRORE
      ? 'YEAR'
      : null;
  if (!unit) return null;
  const [min, max = min] = amounts;
  if (max < min || min < 100) return null;
  return { min, max, unit };
}
