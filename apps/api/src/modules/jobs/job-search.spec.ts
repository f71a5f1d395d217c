import { cleanValues, keywordWords, prefixTsQuery } from './job-search';

describe('job search text', () => {
  it('keeps only words, lower-cased', () => {
    expect(keywordWords("  React.js & Node's 'DROP TABLE'; -- ")).toEqual([
      'react',
      'js',
      'node',
      's',
      'drop',
      'table',
    ]);
    expect(keywordWords('डेटा इंजीनियर')).toEqual(['डेटा', 'इंजीनियर']);
    expect(keywordWords('')).toEqual([]);
  });

  it('matches every word and the last one as a prefix', () => {
    expect(prefixTsQuery(['senior', 'reac'])).toBe('senior & reac:*');
    expect(prefixTsQuery([])).toBeNull();
  });

  it('cleans filter values', () => {
    expect(cleanValues([' Pune ', 'Pune', '', 'Remote'])).toEqual(['Pune', 'Remote']);
    expect(cleanValues(null)).toEqual([]);
  });
});
