export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export { useSession, type SessionState } from './sessionContext';
export {
  EMPTY_SESSION,
  isLoggedIn,
  loadSession,
  profileLabel,
  saveSession,
  sessionRole,
  storedToken,
  type SessionSnapshot,
  type SessionUser,
} from './session';
