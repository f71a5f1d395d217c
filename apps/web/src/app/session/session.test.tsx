import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Role, SESSION_STORAGE_KEY } from '@hireloop/schema';

import { isLoggedIn, loadSession, profileLabel, saveSession, sessionRole, storedToken } from './session';
import { SessionProvider } from './SessionProvider';
import { useSession } from './sessionContext';

const user = { id: 'u1', role: 'finder', firstName: 'Priya' };

describe('session storage', () => {
  it('saves user and token as version 1 and reads them back', () => {
    saveSession({ user, token: 'abc' });
    const raw = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(raw).toMatchObject({ version: 1, token: 'abc', user: { id: 'u1', role: 'finder' } });
    expect(loadSession()).toEqual({
      user: { id: 'u1', role: 'finder', firstName: 'Priya', lastName: null, name: null, email: null },
      token: 'abc',
    });
    expect(storedToken()).toBe('abc');
  });

  it.each([
    ['nothing stored', null],
    ['another version', JSON.stringify({ version: 2, user, token: 'abc' })],
    ['a user without token', JSON.stringify({ version: 1, user, token: null })],
    ['a token without user', JSON.stringify({ version: 1, user: null, token: 'abc' })],
    ['a malformed user', JSON.stringify({ version: 1, user: { name: 'x' }, token: 'abc' })],
    ['broken JSON', '{not json'],
  ])('reads %s as logged out', (_case, raw) => {
    if (raw !== null) window.localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(loadSession()).toEqual({ user: null, token: null });
  });

  it('removes the entry when saving an empty session', () => {
    saveSession({ user, token: 'abc' });
    saveSession({ user: null, token: null });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('is logged in only with both user and token, and reads the legacy finder role (and the upper-case GraphQL roles)', () => {
    expect(isLoggedIn({ user, token: 'abc' })).toBe(true);
    expect(isLoggedIn({ user, token: null })).toBe(false);
    expect(sessionRole({ user, token: 'abc' })).toBe(Role.JOB_SEEKER);
    expect(sessionRole({ user, token: null })).toBeNull();
    expect(sessionRole({ user: { id: 'u2', role: 'JOB_SEEKER' }, token: 'abc' })).toBe(Role.JOB_SEEKER);
    expect(sessionRole({ user: { id: 'u3', role: 'RECRUITER' }, token: 'abc' })).toBe(Role.RECRUITER);
  });

  it('labels the profile with the first name, else the name, else Profile', () => {
    expect(profileLabel({ id: '1', role: 'finder', firstName: 'Priya', name: 'P S' })).toBe('Priya');
    expect(profileLabel({ id: '1', role: 'finder', firstName: ' ', name: 'P S' })).toBe('P S');
    expect(profileLabel({ id: '1', role: 'finder' })).toBe('Profile');
    expect(profileLabel(null)).toBe('Profile');
  });
});

describe('SessionProvider', () => {
  it('starts from storage, logs in and out, and keeps storage in step', () => {
    const onLogout = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider onLogout={onLogout}>{children}</SessionProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.loggedIn).toBe(false);
    expect(result.current.role).toBeNull();

    act(() => result.current.login({ id: 'r1', role: 'recruiter', firstName: 'Arjun' }, 'tok'));
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.role).toBe(Role.RECRUITER);
    expect(result.current.token).toBe('tok');
    expect(storedToken()).toBe('tok');

    act(() => result.current.logout());
    expect(result.current.loggedIn).toBe(false);
    expect(result.current.user).toBeNull();
    expect(result.current.token).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('restores a saved session', () => {
    saveSession({ user, token: 'abc' });
    const { result } = renderHook(() => useSession(), { wrapper: SessionProvider });
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.user?.firstName).toBe('Priya');
  });
});
