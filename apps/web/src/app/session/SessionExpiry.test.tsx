import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';

import { SESSION_STORAGE_KEY } from '@hireloop/schema';

import { loggedOut, seeker } from '../../test/fixtures';
import { saveSession } from './session';
import { SESSION_REFUSED_EVENT, SessionExpiry } from './SessionExpiry';
import { SessionProvider } from './SessionProvider';

function setup(initial = seeker) {
  saveSession(initial);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Login</h1> },
      { path: '*', element: <h1>Page</h1> },
    ],
    { initialEntries: ['/bookmark?sort=new'] },
  );
  onTestFinished(() => router.dispose());
  render(
    <SessionProvider initial={initial}>
      <SessionExpiry router={router} />
    </SessionProvider>,
  );
  return router;
}

describe('SessionExpiry', () => {
  it('logs out and opens /login, remembering the page, when the API refuses the token', () => {
    const router = setup();
    act(() => {
      window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
    });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/bookmark?sort=new' });
  });

  it('does nothing when nobody is signed in', () => {
    const router = setup(loggedOut);
    act(() => {
      window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
    });
    expect(router.state.location.pathname).toBe('/bookmark');
  });
});
