import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { SESSION_STORAGE_KEY } from '@hireloop/schema';

import {
  isLoggedIn,
  loadSession,
  saveSession,
  sessionRole,
  type SessionSnapshot,
  type SessionUser,
} from './session';
import { SessionContext, type SessionState } from './sessionContext';

export interface SessionProviderProps {
  children: ReactNode;
  /** Starting session; defaults to the one saved in local storage. */
  initial?: SessionSnapshot;
  /** Runs after logout, e.g. to clear cached data of the previous user. */
  onLogout?: () => void;
}

/** Holds the signed-in user and token, mirrored to local storage and across tabs. */
export function SessionProvider({ children, initial, onLogout }: SessionProviderProps) {
  const [session, setSession] = useState<SessionSnapshot>(() => initial ?? loadSession());

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) setSession(loadSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((user: SessionUser, token: string) => {
    const next = { user, token };
    saveSession(next);
    setSession(next);
  }, []);

  const logout = useCallback(() => {
    const next = { user: null, token: null };
    saveSession(next);
    setSession(next);
    onLogout?.();
  }, [onLogout]);

  const value = useMemo<SessionState>(
    () => ({
      user: session.user,
      token: session.token,
      loggedIn: isLoggedIn(session),
      role: sessionRole(session),
      login,
      logout,
    }),
    [session, login, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
