import { formatRupeesShort, yearlySalary } from './salary';

const L = 100_000;

describe('yearlySalary', () => {
  it.each<[string, number | null, number | null]>([
    ['₹6,00,000 - ₹12,00,000', 6 * L, 12 * L],
    ['₹6,00,000 - ₹12,00,000 per annum', 6 * L, 12 * L],
    ['₹6,00,000 – ₹12,00,000 p.a.', 6 * L, 12 * L],
    ['6-12 LPA', 6 * L, 12 * L],
    ['6 - 12 lpa', 6 * L, 12 * L],
    ['₹35,000 per month', 420_000, 420_000],
    ['₹35000/month', 420_000, 420_000],
    ['Rs. 4.5 L p.a.', 450_000, 450_000],
    ['Rs 4.5 Lakhs per annum', 450_000, 450_000],
    ['10 lakh', 10 * L, 10 * L],
    ['10 lakhs', 10 * L, 10 * L],
    ['10 Lacs', 10 * L, 10 * L],
    ['1.2 crore', 12_000_000, 12_000_000],
    ['₹1.2 Cr', 12_000_000, 12_000_000],
    ['₹2 - 3 crores per annum', 20_000_000, 30_000_000],
    ['10 lakh - 1 crore', 10 * L, 100 * L],
    ['₹8L to ₹10L a year', 8 * L, 10 * L],
    ['₹ 7.5 L - 9 L', 750_000, 9 * L],
    ['INR 8,00,000 p.a.', 8 * L, 8 * L],
    ['INR 50000 p.m.', 600_000, 600_000],
    ['CTC 18 LPA', 18 * L, 18 * L],
    ['₹12 LPA', 12 * L, 12 * L],
    ['₹10 - ₹12 LPA', 10 * L, 12 * L],
    ['3.5 - 5 lakhs per annum', 350_000, 5 * L],
    ['6 to 9 Lacs', 6 * L, 9 * L],
    ['25k - 40k/month', 300_000, 480_000],
    ['₹50K - ₹70K per month', 600_000, 840_000],
    ['₹30k pm', 360_000, 360_000],
    ['Rs 25000 - 35000 monthly', 300_000, 420_000],
    ['Stipend: ₹10,000/month', 120_000, 120_000],
    ['₹15,000 per month', 180_000, 180_000],
    ['₹4,80,000 per year', 480_000, 480_000],
    ['₹9,00,000 annually', 9 * L, 9 * L],
    ['₹6,00,000 - ₹12,00,000 per annum + 10% variable', 6 * L, 12 * L],
    ['Up to 12 LPA', null, 12 * L],
    ['upto ₹40,000 per month', null, 480_000],
    ['₹6 LPA+', 6 * L, null],
    ['Starting from ₹5,00,000 per annum', 5 * L, null],
    ['₹1,20,000/month', 1_440_000, 1_440_000],
    ['₹18,00,000', 18 * L, 18 * L],
  ])('reads %s', (text, min, max) => {
    expect(yearlySalary(text)).toEqual({ min, max });
  });

  it.each([
    '',
    '   ',
    'Not disclosed',
    'Competitive',
    'As per industry standards',
    'Negotiable',
    'Best in industry',
    '₹50,000',
    '₹500 per hour',
    '₹1,500 per day',
    '$80,000 per year',
    '£40k a year',
    '12 - 6 LPA',
    '1, 2 and 3 LPA',
    '0 LPA',
    '₹50 per month',
    '2-4 years, ₹4-6 LPA',
    '1,2,3,4 LPA',
  ])('leaves %j unread', (text) => {
    expect(yearlySalary(text)).toBeNull();
  });
});

describe('formatRupeesShort', () => {
  it('writes lakhs, crores and smaller amounts as Indian readers do', () => {
    expect(formatRupeesShort(600_000)).toBe('₹6 L');
    expect(formatRupeesShort(450_000)).toBe('₹4.5 L');
    expect(formatRupeesShort(12_000_000)).toBe('₹1.2 Cr');
    expect(formatRupeesShort(45_000)).toBe('₹45,000');
  });
});
