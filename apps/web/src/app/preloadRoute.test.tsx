import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '../test/render';
import { preloadRoute, routes } from './routes';

// Its own file: each page's code is loaded once per module graph, so no other test may have drawn these.
describe('preloadRoute', () => {
  it('a page not preloaded draws the loading fallback first', () => {
    renderRoutes(routes, { route: '/reset/password' });
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('a preloaded page is drawn in the first render, without the fallback (main.tsx preloads the first page)', async () => {
    await preloadRoute('/forgot/password');
    renderRoutes(routes, { route: '/forgot/password' });
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
    expect(screen.getByRole('main').textContent).not.toBe('');
  });
});
