import { useNavigate } from 'react-router-dom';

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { searchAnswer } from '../features/jobs/testFixtures';
import { admin, loggedOut } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { pageMocks } from '../test/routeTable';
import { AppLayout } from './layout/AppLayout';
import { AppRoot } from './layout/AppRoot';
import { MAIN_FALLBACK_MS } from './focusNewPage';
import { routes } from './routes';

/** The elements Tab reaches, in order (no positive tabindex is used in the app). */
function tabStops(): HTMLElement[] {
  const candidates = document.body.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]',
  );
  return [...candidates].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute('disabled') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      element.closest('[aria-hidden="true"], [inert]') === null,
  );
}

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('skip link', () => {
  it.each([
    ['the public layout', '/', loggedOut, /Find a job that/],
    ['the admin console', '/admin/jobs', admin, 'Jobs'],
  ])('is the first tab stop of %s and moves the focus to main', async (_, route, session, title) => {
    renderRoutes(routes, { route, session, mocks: pageMocks });
    await heading(title);

    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(tabStops()[0]).toBe(skip);
    expect(skip).toHaveAttribute('href', '#main-content');

    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveFocus();
  });
});

describe('focus after navigation', () => {
  it('stays where it is on the first load', async () => {
    renderRoutes(routes, { route: '/', mocks: pageMocks });
    const title = await heading(/Find a job that/);
    expect(title).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to the new page's h1 after following a link", async () => {
    const { router } = renderRoutes(routes, { route: '/', mocks: pageMocks });
    await heading(/Find a job that/);

    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }));
    const title = await heading('Job Seeker Login');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stays where it is when only the query string changes', async () => {
    const { router } = renderRoutes(routes, {
      route: '/',
      mocks: [searchAnswer({ total: 1 }), searchAnswer({ search: { term: 'Data' }, total: 1 }), ...pageMocks],
    });
    await heading(/Find a job that/);
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Search' }));
    const title = await heading('Find your next job');
    await waitFor(() => expect(title).toHaveFocus());

    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Home' });
    act(() => home.focus());
    await act(() => router.navigate('/search?search=Data'));
    await act(() => new Promise((resolve) => setTimeout(resolve, MAIN_FALLBACK_MS + 100)));
    expect(router.state.location.search).toBe('?search=Data');
    expect(home).toHaveFocus();
  });

  it('stays in the field the user is typing in, and falls back to main on a page without h1', async () => {
    function Typing() {
      const navigate = useNavigate();
      return (
        <>
          <h1>Typing</h1>
          <input aria-label="Term" onChange={() => void navigate('/typed')} />
          <button type="button" onClick={() => void navigate('/plain')}>
            Plain
          </button>
        </>
      );
    }
    const { router } = renderRoutes([
      {
        element: <AppRoot />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/', element: <Typing /> },
              { path: '/typed', element: <Typing /> },
              { path: '/plain', element: <p>No heading here</p> },
            ],
          },
        ],
      },
    ]);
    const term = await screen.findByLabelText('Term');
    act(() => term.focus());
    fireEvent.keyDown(term, { key: 'a' });
    fireEvent.change(term, { target: { value: 'a' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/typed'));
    await act(() => new Promise((resolve) => setTimeout(resolve, MAIN_FALLBACK_MS + 100)));
    expect(term).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    await screen.findByText('No heading here');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
