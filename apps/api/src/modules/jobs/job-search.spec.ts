import { REMOTE_LOCATION_PATTERN } from '../../database/migrations/1764800100000-ParsedSalaries';
import { createHash } from 'node:crypto';
import { SEARCH_MESSAGES } from '@hireloop/schema';
import {
  checkSearchSyntax,
  cleanValues,
  filterTsQueries,
  keywordWords,
  mayHoldPhrase,
  prefixTsQuery,
  REMOTE_LOCATION_SQL,
  searchText,
  syntaxWords,
  usesQuerySyntax,
} from './job-search';

describe('job search text', () => {
  it('keeps only words, lower-cased', () => {
    expect(keywordWords("  React.js & Node's 'DROP TABLE'; -- ")).toEqual([
      'reactjs',
      'node',
      's',
      'drop',
      'table',
    ]);
    expect(keywordWords('डेटा इंजीनियर')).toEqual(['डेटा', 'इंजीनियर']);
    expect(keywordWords('')).toEqual([]);
  });

  it('reads c++, c#, f# and .net as words, a word with dots as one word, and a slash as a space', () => {
    expect(keywordWords('C++ C# F# .NET c ++ ｃ＋＋')).toEqual([
      'cpp',
      'csharp',
      'fsharp',
      'dotnet',
      'cpp',
      'cpp',
    ]);
    expect(keywordWords('ASP.NET Node.js UI/UX CI/CD')).toEqual(['aspnet', 'nodejs', 'ui', 'ux', 'ci', 'cd']);
    // Only a c or f standing alone before the signs, and .net standing alone.
    expect(keywordWords('abc++ dot.network')).toEqual(['abc', 'dotnetwork']);
    // A word left out keeps its signs: each part of a slashed one is left out.
    expect(searchText('-C# -.net -Vue.js -ui/ux "Node.js dev"')).toBe(
      '-csharp -dotnet -vuejs -ui -ux "nodejs dev"',
    );
    expect(syntaxWords('designer -ui/ux -.net')).toEqual({
      include: ['designer'],
      exclude: ['ui', 'ux', 'dotnet'],
    });
    expect(usesQuerySyntax('engineer -.net')).toBe(true);
    expect(searchText('Sr. Engineer, 3.5 yrs')).toBe('sr. engineer, 35 yrs');
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

describe('search syntax', () => {
  /** checkSearchSyntax's refusal of a keyword, or null. */
  const refused = (k: string) => {
    try {
      checkSearchSyntax(k);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('tells a keyword that may hold a phrase, which the index cannot test, from one of single words', () => {
    for (const k of ['"data engineer"', 'react -"team lead"', 'front-end OR vue', 'data_science OR ml']) {
      expect(mayHoldPhrase(k)).toBe(true);
    }
    for (const k of ['react -java', 'react OR vue', 'node.js OR c++', 'java -ui/ux', '', null]) {
      expect(mayHoldPhrase(k)).toBe(false);
    }
  });

  it('tells a keyword in the search syntax from plain words', () => {
    for (const k of ['"data engineer"', 'react -java', '-intern', 'react OR vue', 'react or vue']) {
      expect(usesQuerySyntax(k)).toBe(true);
    }
    for (const k of ['full-stack developer', 'c++', "kotlin' & !( | :*", 'oracle', '', null]) {
      expect(usesQuerySyntax(k)).toBe(false);
    }
  });

  it('splits the words to look for from those to leave out, dropping quotes and OR', () => {
    expect(syntaxWords('"Data Engineer" OR analyst -intern -java')).toEqual({
      include: ['data', 'engineer', 'analyst'],
      exclude: ['intern', 'java'],
    });
    // A phrase left out is left out whole; one word alone is a phrase too.
    expect(syntaxWords('data -"data engineer" -"intern" react')).toEqual({
      include: ['data', 'react'],
      exclude: ['data', 'engineer', 'intern'],
    });
    expect(syntaxWords('-"data engineer"').include).toEqual([]);
    // OR inside quotes is a word of the phrase, not a separator.
    expect(syntaxWords('"rock or roll" -jazz')).toEqual({
      include: ['rock', 'or', 'roll'],
      exclude: ['jazz'],
    });
  });

  it('refuses a word after marks that only look like one minus sign, which would find what was left out', () => {
    for (const k of [
      '--react',
      '-(react)',
      'react -(native',
      '\u2013react',
      'java \u2212react',
      '\u2010react',
      '---react java',
    ]) {
      expect({ k, message: refused(k) }).toEqual({ k, message: SEARCH_MESSAGES.minusSign });
    }
    // One minus sign, dashes inside or between words, and brackets alone are read as before.
    for (const k of [
      'react -native',
      'full-stack developer',
      'Developer \u2013 Bangalore',
      '(react)',
      'c-- dev',
      'react-',
    ]) {
      expect({ k, message: refused(k) }).toEqual({ k, message: null });
    }
  });

  it('refuses a keyword with a side of OR that only leaves words out, as PostgreSQL reads OR', () => {
    for (const k of [
      'java OR -react',
      '-react or java',
      'java python OR -react',
      '-"data engineer" OR java',
    ]) {
      expect(refused(k)).toBe(SEARCH_MESSAGES.orOnlyExclusions);
    }
    expect(refused('-react')).toBe(SEARCH_MESSAGES.onlyExclusions);
    expect(refused('java OR OR -react')).toBe(SEARCH_MESSAGES.orOnlyExclusions);
    // Each side has a word to look for (AND binds before OR), or the minus is inside quotes.
    for (const k of [
      'java OR python -react',
      'java or -react python',
      'java OR "-react"',
      '"java or" -react',
    ]) {
      expect(refused(k)).toBeNull();
    }
  });

  it('reads remote locations with the same pattern as the partial index of remote jobs', () => {
    expect(REMOTE_LOCATION_SQL).toBe(REMOTE_LOCATION_PATTERN);
  });
});

describe("filters as tsqueries over the job's filter lexemes", () => {
  const lexeme = (prefix: string, value: string) =>
    `${prefix}${createHash('md5').update(value).digest('hex')}`;

  it('has none without a filter', () => {
    expect(filterTsQueries({ jobTypes: [], locations: [], categories: [] })).toEqual({
      allPass: null,
      failsAtMostOne: null,
    });
  });

  it("asks any of a kind's values, every kind, and for the facets all kinds but one", () => {
    const t = `(${lexeme('t', 'Contract')})`;
    const l = `(${lexeme('l', 'Pune')} | ${lexeme('l', 'Bengaluru\'s \\ "Koramangala" – ₹')})`;
    const c = `(${lexeme('c', 'Healthcare')})`;
    const locations = ['Pune', 'Bengaluru\'s \\ "Koramangala" – ₹'];
    expect(filterTsQueries({ jobTypes: ['Contract'], locations: [], categories: [] })).toEqual({
      allPass: t,
      failsAtMostOne: null,
    });
    expect(filterTsQueries({ jobTypes: ['Contract'], locations, categories: [] })).toEqual({
      allPass: `${t} & ${l}`,
      failsAtMostOne: `${t} | ${l}`,
    });
    expect(filterTsQueries({ jobTypes: ['Contract'], locations, categories: ['Healthcare'] })).toEqual({
      allPass: `${t} & ${l} & ${c}`,
      failsAtMostOne: `(${t} & ${l}) | (${t} & ${c}) | (${l} & ${c})`,
    });
    // Only hexadecimal digits after the kind's letter: no value can break out of its lexeme.
    expect(filterTsQueries({ jobTypes: [], locations, categories: [] }).allPass).toMatch(
      /^\(l[0-9a-f]{32} \| l[0-9a-f]{32}\)$/,
    );
  });
});
