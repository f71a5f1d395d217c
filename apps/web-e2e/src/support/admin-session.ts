import { BrowserContext } from 'playwright-core';
import { graphqlData } from './graphql';

/** The demo administrator of the seeded data. */
export const DEMO_ADMIN = { email: 'admin@hireloop.in', password: 'Admin@123' } as const;

/** Password of every seeded recruiter but the demo one. */
export const SEEDED_PASSWORD = 'Password@123';

/** Where and how the web keeps the session (apps/web/src/app/session/session.ts, libs/schema constants). */
const SESSION_STORAGE_KEY = 'persist:root';
const SESSION_STATE_VERSION = 1;

export interface AdminSession {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; name: string; role: string };
}

/** Signs the demo administrator in with the adminLogin mutation. */
export async function adminLogin(): Promise<AdminSession> {
  const { adminLogin: session } = await graphqlData<{ adminLogin: AdminSession }>(
    `mutation ($email: String!, $password: String!) {
      adminLogin(email: $email, password: $password) { token user { id email firstName lastName name role } }
    }`,
    { ...DEMO_ADMIN },
  );
  return session;
}

/**
 * Puts the session into every page of the context before the app starts, in the web's storage format
 * (`{ version, user, token }` under 'persist:root'), so the app opens signed in as the administrator.
 */
export async function useSessionIn(context: BrowserContext, session: AdminSession): Promise<void> {
  const stored = JSON.stringify({ version: SESSION_STATE_VERSION, user: session.user, token: session.token });
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, stored] as const,
  );
}
