import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, launchBrowser } from './browser';
import { graphqlData } from './graphql';

/** The demo job seeker of the seeded data (it has a complete profile). */
export const DEMO_SEEKER = { email: 'seeker@hireloop.in', password: 'Seeker@123' } as const;

/** What the web app keeps in local storage (apps/web/src/app/session/session.ts). */
export const SESSION_STORAGE_KEY = 'persist:root';

export interface SeekerSession {
  token: string;
  user: { id: string; role: string; email: string; firstName: string; lastName: string; name: string };
}

/** Signs the demo seeker in with the `login` mutation. */
export async function loginSeeker(credentials = DEMO_SEEKER): Promise<SeekerSession> {
  const data = await graphqlData<{ login: SeekerSession }>(
    `mutation SeekerLogin($input: LoginInput!) {
      login(input: $input) { token user { id role email firstName lastName name } }
    }`,
    { input: { ...credentials, role: 'JOB_SEEKER' } },
  );
  return data.login;
}

/**
 * A browser context signed in as the seeker: the session is written to local storage, in the web app's
 * format, before any page script runs.
 */
export async function seekerContext(
  browser: Browser,
  session: SeekerSession,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ version: 1, user: session.user, token: session.token }),
  ] as const);
  return context;
}

/** Collects the console errors of a page (a journey ends by checking there were none). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Saves a screenshot of the visible part of the page to apps/web-e2e/artifacts/<name>.png. */
export async function viewShot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** What a seeker journey reads inside its tests. */
export interface SeekerJourney {
  readonly session: SeekerSession;
  /** The signed-in page of the current test. */
  readonly page: Page;
  /** The console errors of the current test's page. */
  readonly consoleErrors: string[];
}

/**
 * Sets up a file of seeker journeys (call it in `describe`): one browser and one sign-in of the demo seeker
 * for the file, and for each test a fresh signed-in context with a page whose console errors are collected;
 * all closed afterwards. Read the fields inside the tests.
 */
export function seekerJourney(colorScheme: 'light' | 'dark' = 'light'): SeekerJourney {
  let browser: Browser;
  let context: BrowserContext;
  const journey = {} as { -readonly [K in keyof SeekerJourney]: SeekerJourney[K] };

  beforeAll(async () => {
    browser = await launchBrowser();
    journey.session = await loginSeeker();
  });

  beforeEach(async () => {
    context = await seekerContext(browser, journey.session, colorScheme);
    journey.page = await context.newPage();
    journey.consoleErrors = watchConsole(journey.page);
  });

  afterEach(() => context.close());

  afterAll(() => browser.close());

  return journey;
}
