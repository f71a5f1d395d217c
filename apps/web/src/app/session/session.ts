import { Role, SESSION_STATE_VERSION, SESSION_STORAGE_KEY, parseRole } from '@hireloop/schema';

/** The signed-in user as the web keeps it. `role` is stored as received (the legacy `finder` included). */
export interface SessionUser {
  id: string;
  role: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}

export interface SessionSnapshot {
  user: SessionUser | null;
  token: string | null;
}

/** What is written to local storage under SESSION_STORAGE_KEY. */
interface StoredSession extends SessionSnapshot {
  version: typeof SESSION_STATE_VERSION;
}

export const EMPTY_SESSION: SessionSnapshot = { user: null, token: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function parseUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.role !== 'string') return null;
  return {
    id: value.id,
    role: value.role,
    email: optionalText(value.email),
    firstName: optionalText(value.firstName),
    lastName: optionalText(value.lastName),
    name: optionalText(value.name),
  };
}

/** Reads the saved session; anything missing, malformed or of another version counts as logged out. */
export function loadSession(): SessionSnapshot {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return EMPTY_SESSION;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== SESSION_STATE_VERSION) return EMPTY_SESSION;
    const user = parseUser(parsed.user);
    const token = typeof parsed.token === 'string' && parsed.token ? parsed.token : null;
    return user && token ? { user, token } : EMPTY_SESSION;
  } catch {
    return EMPTY_SESSION;
  }
}

/** Saves the session, or removes it when either part is missing. */
export function saveSession(session: SessionSnapshot): void {
  try {
    if (!session.user || !session.token) {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      return;
    }
    const stored: StoredSession = {
      version: SESSION_STATE_VERSION,
      user: session.user,
      token: session.token,
    };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage unavailable: the session lives for this page only.
  }
}

/** The bearer token of the saved session (read by the Apollo auth link on every request). */
export function storedToken(): string | null {
  return loadSession().token;
}

/** Logged in means both a user and a token exist. */
export function isLoggedIn(session: SessionSnapshot): boolean {
  return Boolean(session.user && session.token);
}

/** The user's role, with the legacy `finder` read as job seeker; null when logged out. */
export function sessionRole(session: SessionSnapshot): Role | null {
  return isLoggedIn(session) ? parseRole(session.user?.role) : null;
}

/** Label of the seeker's profile menu: first name, else name, else 'Profile'. */
export function profileLabel(user: SessionUser | null): string {
  return user?.firstName?.trim() || user?.name?.trim() || 'Profile';
}
