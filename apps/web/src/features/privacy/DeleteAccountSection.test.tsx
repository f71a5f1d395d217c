import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';

import { ACCOUNT_DELETION_MESSAGES, MESSAGES, SESSION_STORAGE_KEY } from '@hireloop/schema';

import { ConfirmAccountDeletionDocument, RequestAccountDeletionDocument } from '../../gql/graphql';
import { reportSessionRefused, SESSION_REFUSED_EVENT } from '../../app/session/refusal';
import { recruiter, seeker } from '../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../test/render';
import { DeleteAccountSection } from './DeleteAccountSection';

const EMAIL = seeker.user!.email!;
const requested = {
  request: { query: RequestAccountDeletionDocument },
  result: {
    data: {
      requestAccountDeletion: {
        __typename: 'AccountDeletionCode',
        sentTo: EMAIL,
        expiresAt: '2026-11-26T10:10:00.000Z',
        resendAvailableAt: '2026-11-26T10:01:00.000Z',
      },
    },
  },
};
const confirmed = (code: string, result: object) => ({
  request: { query: ConfirmAccountDeletionDocument, variables: { code } },
  result,
});

/** The confirmation's answer, after the close of the session's live connections (4401) has been reported. */
const confirmedAfterClose = (code: string, result: object) => ({
  ...confirmed(code, result),
  result: () => {
    reportSessionRefused();
    return result;
  },
});

/** How many session refusals the app has reported so far (SessionExpiry opens the login on each). */
function countRefusals(): () => number {
  let refusals = 0;
  const count = () => refusals++;
  window.addEventListener(SESSION_REFUSED_EVENT, count);
  onTestFinished(() => window.removeEventListener(SESSION_REFUSED_EVENT, count));
  return () => refusals;
}

async function enterCodeAndConfirm(code: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByTestId('deletion-code-sent')).toHaveTextContent(EMAIL);
  fireEvent.change(screen.getByLabelText('Deletion code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
}

describe('DeleteAccountSection', () => {
  it('says what goes and what stays, deletes with the mailed code after a last confirmation, signs out and goes home', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(seeker));
    const { router } = renderWithProviders(<DeleteAccountSection />, {
      path: '/account/privacy',
      session: seeker,
      mocks: [requested, confirmed('123456', { data: { confirmAccountDeletion: true } })],
    });
    // The server closes the session's live connections as the account goes; a close seen while the page
    // goes home must find no saved session, or it would be reported as a refused one (and open the login).
    const savedWhenHome: (string | null)[] = [];
    router.subscribe((state) => {
      if (state.location.pathname === '/')
        savedWhenHome.push(window.localStorage.getItem(SESSION_STORAGE_KEY));
    });
    expect(screen.getByText('Erased at once')).toBeInTheDocument();
    expect(screen.getByText(/withdrawn, account deleted/)).toBeInTheDocument();
    await enterCodeAndConfirm('123456');
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(savedWhenHome[0]).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('goes home signed out when the closing of its live connections arrives before the answer', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(seeker));
    const refusals = countRefusals();
    const { router } = renderWithProviders(<DeleteAccountSection />, {
      path: '/account/privacy',
      session: seeker,
      mocks: [requested, confirmedAfterClose('123456', { data: { confirmAccountDeletion: true } })],
    });
    await enterCodeAndConfirm('123456');
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(refusals()).toBe(0);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('reports a refusal that came while a deletion failed', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(seeker));
    const refusals = countRefusals();
    renderWithProviders(<DeleteAccountSection />, {
      path: '/account/privacy',
      session: seeker,
      mocks: [requested, confirmedAfterClose('000000', graphqlError(MESSAGES.otpInvalid, 'BAD_USER_INPUT'))],
    });
    await enterCodeAndConfirm('000000');
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(refusals()).toBe(1);
  });

  it('stays signed in on a wrong code and shows the reason', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(seeker));
    const { router } = renderWithProviders(<DeleteAccountSection />, {
      path: '/account/privacy',
      session: seeker,
      mocks: [requested, confirmed('000000', graphqlError(MESSAGES.otpInvalid, 'BAD_USER_INPUT'))],
    });
    await enterCodeAndConfirm('000000');
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/privacy');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('tells a recruiter why, with no button', () => {
    renderWithProviders(<DeleteAccountSection />, { path: '/account/privacy', session: recruiter });
    expect(screen.getByText(ACCOUNT_DELETION_MESSAGES.recruiterRefused)).toBeInTheDocument();
    expect(within(screen.getByTestId('delete-account')).queryByRole('button')).toBeNull();
  });
});
