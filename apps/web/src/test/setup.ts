import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

import { stubMatchMedia } from './matchMedia';
import { failOnUnmatchedQueries, recordUnmatchedQueries } from './unmatchedQueries';

// findBy*/waitFor wait much longer than the default second, and no test asks for less: a machine whose
// two cores are busy with other work slows every step down several times.
configure({ asyncUtilTimeout: 15_000 });

// A query no mock answers fails the test that sent it (or, sent after the file's last test, the file).
recordUnmatchedQueries();

beforeEach(() => {
  stubMatchMedia();
  // jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  failOnUnmatchedQueries();
});

afterAll(() => {
  failOnUnmatchedQueries();
});
