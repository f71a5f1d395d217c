import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { stubMatchMedia } from './matchMedia';

// findBy*/waitFor wait longer than the default second: CI runs on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

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
});
