import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrowserContext } from 'playwright-core';
import { GraphQLAnswer, graphqlAnswer, graphqlData } from './graphql';
import { ROOT } from './server';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo accounts of the seeded data (the seeker has a complete profile). */
export const DEMO_SEEKER: Credentials = { email: 'seeker@hireloop.in', password: 'Seeker@123' };
export const DEMO_RECRUITER: Credentials = { email: 'recruiter@technova.in', password: 'Recruiter@123' };
export const DEMO_ADMIN: Credentials = { email: 'admin@hireloop.in', password: 'Admin@123' };

/** Password of every seeded recruiter but the demo one. */
export const SEEDED_PASSWORD = 'Password@123';

/** Where and how the web keeps the session (apps/web/src/app/session/session.ts, libs/schema constants). */
export const SESSION_STORAGE_KEY = 'persist:root';
const SESSION_STATE_VERSION = 1;

/** A signed-in user as the sign-in mutations answer it. */
export interface SignedIn {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; name: string; role: string };
}

/** The web app's own sign-in operations, read from its documents so the journeys sign in as it does. */
const operation = (name: 'Login' | 'AdminLogin') =>
  readFileSync(join(ROOT, 'apps/web/src/features/accounts/graphql', `${name}.graphql`), 'utf8');

const loginVariables = ({ email, password }: Credentials, role: 'JOB_SEEKER' | 'RECRUITER') => ({
  input: { email, password, role },
});

/** One attempt of the `login` mutation, answered as sent (for journeys that expect it to be refused). */
export function tryLogin(
  credentials: Credentials,
  role: 'JOB_SEEKER' | 'RECRUITER',
): Promise<GraphQLAnswer<{ login: SignedIn }>> {
  return graphqlAnswer(operation('Login'), loginVariables(credentials, role));
}

/** Signs a job seeker or a recruiter in with the `login` mutation. */
export async function signIn(credentials: Credentials, role: 'JOB_SEEKER' | 'RECRUITER'): Promise<SignedIn> {
  const data = await graphqlData<{ login: SignedIn }>(operation('Login'), loginVariables(credentials, role));
  return data.login;
}

/** Signs the demo administrator in with the `adminLogin` mutation (the demo admin has no second factor). */
export async function adminLogin(): Promise<SignedIn> {
  const { adminLogin: answer } = await graphqlData<{
    adminLogin: { token: string | null; user: SignedIn['user'] | null };
  }>(operation('AdminLogin'), { ...DEMO_ADMIN });
  if (!answer.token || !answer.user) throw new Error('the demo administrator was asked for a second factor');
  return { token: answer.token, user: answer.user };
}

/**
 * Puts the session into local storage before any page script runs, in the web's format, so the app opens
 * signed in. Only where the storage holds no session: one the app has saved since (a changed name) is kept
 * across reloads.
 */
export async function startSession(context: BrowserContext, session: SignedIn): Promise<void> {
  const stored = JSON.stringify({ version: SESSION_STATE_VERSION, user: session.user, token: session.token });
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, stored] as const,
  );
}
