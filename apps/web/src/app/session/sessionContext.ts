import { createContext, useContext } from 'react';

import type { Role } from '@hireloop/schema';

import type { SessionUser } from './session';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** True when both a user and a token exist. */
  loggedIn: boolean;
  /** The user's role (legacy `finder` = job seeker), null when logged out. */
  role: Role | null;
  /** Stores the user and token (memory and local storage). */
  login: (user: SessionUser, token: string) => void;
  /** Clears the user and token. */
  logout: () => void;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The current session; must be used inside `<SessionProvider>`. */
export function useSession(): SessionState {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession() must be used inside <SessionProvider>.');
  return context;
}
