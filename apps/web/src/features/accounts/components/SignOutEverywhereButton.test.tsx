import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SESSION_STORAGE_KEY } from '@hireloop/schema';

import { SignOutEverywhereDocument } from '../../../gql/graphql';
import { recruiter, seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SIGN_OUT_EVERYWHERE_FAILED, SIGNED_OUT_EVERYWHERE } from '../hooks/useSignOutEverywhere';
import { SIGN_OUT_EVERYWHERE_LABEL, SignOutEverywhereButton } from './SignOutEverywhereButton';

const mock = (result: object) => ({ request: { query: SignOutEverywhereDocument }, result });

describe('SignOutEverywhereButton', () => {
  it('ends every session on the server, then signs this browser out and opens the sign-in page', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(seeker));
    const { router } = renderWithProviders(<SignOutEverywhereButton />, {
      path: '/profile',
      session: seeker,
      mocks: [mock({ data: { signOutEverywhere: true } })],
    });
    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT_EVERYWHERE_LABEL }));
    expect(await screen.findByText(SIGNED_OUT_EVERYWHERE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sends a recruiter to the recruiter sign-in (icon variant)', async () => {
    const { router } = renderWithProviders(<SignOutEverywhereButton variant="icon" />, {
      path: '/recruiter/jobs',
      session: recruiter,
      mocks: [mock({ data: { signOutEverywhere: true } })],
    });
    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT_EVERYWHERE_LABEL }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/login'));
  });

  it('stays signed in and says so when the server refuses', async () => {
    const { router } = renderWithProviders(<SignOutEverywhereButton />, {
      path: '/profile',
      session: seeker,
      mocks: [{ request: { query: SignOutEverywhereDocument }, error: new Error('Failed to fetch') }],
    });
    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT_EVERYWHERE_LABEL }));
    expect(await screen.findByText(SIGN_OUT_EVERYWHERE_FAILED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
