import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

import { stubMatchMedia } from './matchMedia';
import { failOnUnmatchedQueries, recordUnmatchedQueries } from './unmatchedQueries';

// findBy*/waitFor wait longer than the default second: CI runs on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

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
