import { describe, expect, it } from 'vitest';

import {
  EMPTY_SEARCH,
  hasFilters,
  jobSearchVariables,
  parsePage,
  readSearchState,
  searchVariables,
  showingRange,
  writeSearchState,
  type SearchState,
} from './searchParams';

describe('search state in the address', () => {
  it('reads the term, every filter value and the page', () => {
    const state = readSearchState(
      new URLSearchParams(
        '?search=react%20developer&type=Full-time&type=Contract&location=Pune%2C+Maharashtra&category=Technology&page=3',
      ),
    );
    expect(state).toEqual({
      ...EMPTY_SEARCH,
      term: 'react developer',
      jobTypes: ['Full-time', 'Contract'],
      locations: ['Pune, Maharashtra'],
      categories: ['Technology'],
      page: 3,
    });
  });

  it('reads an empty address as the first page of everything', () => {
    expect(readSearchState(new URLSearchParams(''))).toEqual(EMPTY_SEARCH);
  });

  it('drops blank and repeated values and a page that is not a whole number from 1', () => {
    const state = readSearchState(
      new URLSearchParams('?search=%20%20&type=&type=Contract&type=Contract&page=0'),
    );
    expect(state).toEqual({ ...EMPTY_SEARCH, jobTypes: ['Contract'] });
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('4')).toBe(4);
  });

  it('writes only what is set, leaving out page 1', () => {
    expect(writeSearchState(EMPTY_SEARCH).toString()).toBe('');
    expect(writeSearchState({ ...EMPTY_SEARCH, term: ' data ', page: 1 }).toString()).toBe('search=data');
    expect(writeSearchState({ ...EMPTY_SEARCH, categories: ['Design & Creative'], page: 2 }).toString()).toBe(
      'category=Design+%26+Creative&page=2',
    );
  });

  it('round-trips term, filters and page through the address', () => {
    const state: SearchState = {
      term: 'full stack',
      jobTypes: ['Full-time', 'Part-time'],
      locations: ['Bangalore, Karnataka', 'Remote'],
      categories: ['Technology', 'Design & Creative'],
      salaryMin: 600_000,
      postedWithin: 7,
      remote: true,
      sort: 'salary',
      page: 4,
    };
    const address = writeSearchState(state).toString();
    expect(readSearchState(new URLSearchParams(address))).toEqual(state);
  });

  it('keeps parameters of other purposes', () => {
    const base = new URLSearchParams('?ref=mail&search=old&page=9');
    expect(writeSearchState({ ...EMPTY_SEARCH, term: 'new' }, base).toString()).toBe('ref=mail&search=new');
  });

  it('turns the state into the query variables', () => {
    expect(searchVariables({ ...EMPTY_SEARCH, jobTypes: ['Contract'] }, 6)).toEqual({
      page: 1,
      pageSize: 6,
      keyword: null,
      jobTypes: ['Contract'],
      locations: [],
      categories: [],
    });
    expect(searchVariables({ ...EMPTY_SEARCH, term: 'go', page: 2 }, 12).keyword).toBe('go');
  });

  it('knows when a filter is set', () => {
    expect(hasFilters(EMPTY_SEARCH)).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, locations: ['Pune'] })).toBe(true);
  });
});

describe('showingRange', () => {
  it('names the range of the page', () => {
    expect(showingRange(1, 6, 14, 6)).toBe('Showing 1 to 6 of 14 jobs');
    expect(showingRange(3, 6, 14, 2)).toBe('Showing 13 to 14 of 14 jobs');
    expect(showingRange(1, 6, 0, 0)).toBe('Showing 0 of 0 jobs');
  });

  it('reads salary, posted within, remote and order, ignoring values it does not know', () => {
    expect(
      readSearchState(new URLSearchParams('salaryMin=600000&posted=3&remote=1&sort=newest')),
    ).toMatchObject({ salaryMin: 600_000, postedWithin: 3, remote: true, sort: 'newest' });
    expect(
      readSearchState(new URLSearchParams('salaryMin=-5&posted=5&remote=yes&sort=cheapest')),
    ).toMatchObject({ salaryMin: null, postedWithin: null, remote: false, sort: null });
    expect(readSearchState(new URLSearchParams('salaryMin=6e5')).salaryMin).toBeNull();
    expect(readSearchState(new URLSearchParams('salaryMin=99999999999')).salaryMin).toBeNull();
  });

  it('writes them after the lists, and counts them as filters', () => {
    expect(
      writeSearchState({
        ...EMPTY_SEARCH,
        term: 'go',
        remote: true,
        salaryMin: 300_000,
        sort: 'salary',
      }).toString(),
    ).toBe('search=go&salaryMin=300000&remote=1&sort=salary');
    expect(hasFilters({ ...EMPTY_SEARCH, remote: true })).toBe(true);
    expect(hasFilters({ ...EMPTY_SEARCH, postedWithin: 1 })).toBe(true);
    const sorted: SearchState = { ...EMPTY_SEARCH, term: 'go', sort: 'salary' };
    expect(hasFilters(sorted)).toBe(false);
  });

  it('gives the job search its variables, the order in the API enum', () => {
    expect(jobSearchVariables({ ...EMPTY_SEARCH, salaryMin: 1_000_000, sort: 'salary' }, 6)).toMatchObject({
      salaryMin: 1_000_000,
      postedWithin: null,
      remote: null,
      sort: 'SALARY',
    });
    expect(jobSearchVariables(EMPTY_SEARCH, 6)).toMatchObject({ sort: null, remote: null });
  });
});
