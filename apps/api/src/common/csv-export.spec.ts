import { csvCell, csvFileName } from './csv-export';

describe('csvCell', () => {
  it('keeps text a spreadsheet would run as a formula as text, with a leading apostrophe', () => {
    for (const formula of ['=1+2', '+91 98765 43210', '-2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(formula)).toBe(`'${formula}`);
    }
  });

  it('leaves other text, numbers and booleans as they are; dates in ISO 8601 UTC; nothing as empty', () => {
    expect(csvCell('Aarav Śarmā, "AS"')).toBe('Aarav Śarmā, "AS"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-11-26T10:00:00+05:30'))).toBe('2026-11-26T04:30:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvFileName', () => {
  it('names the file with ASCII letters, digits and dashes and the date', () => {
    expect(csvFileName('applicants', 'Data Engineer, Pune')).toMatch(
      /^applicants-data-engineer-pune-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(csvFileName('applicants', 'Śarmā "Ltd"')).toMatch(/^applicants-sarma-ltd-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csvFileName('डेटा')).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
