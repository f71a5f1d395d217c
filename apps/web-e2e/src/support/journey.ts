import { existsSync, readFileSync, statSync } from 'node:fs';
import { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DEMO_SEEKER, SignedIn, adminLogin, signIn, startSession } from './session';

/**
 * Collects the console errors (and warnings, when asked) and the uncaught exceptions of a page, each with
 * the page's address, into `into`; a journey ends by checking there were none.
 */
export function watchConsole(page: Page, { into = [] as string[], warnings = false } = {}): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) {
      into.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => into.push(`${page.url()}: ${error.message}`));
  return into;
}

export interface PageOptions extends BrowserContextOptions {
  /** Opens signed in with this session; null or absent: signed out. */
  session?: SignedIn | null;
  /** Where the page's console errors go (default: a list of its own). */
  consoleErrors?: string[];
  /** Counts console warnings as errors too. */
  warnings?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** The page's console errors so far. */
  consoleErrors: string[];
}

/** The answers a page's requests got that were not successes, requests that got none, and those under way. */
const troubles = new WeakMap<Page, { seen: string[]; pending: Map<Request, string> }>();
const at = () => new Date().toISOString().slice(11, 23);

function watchRequests(page: Page): void {
  const seen: string[] = [];
  const pending = new Map<Request, string>();
  troubles.set(page, { seen, pending });
  page.on('request', (request) => pending.set(request, at()));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      seen.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    pending.delete(request);
    seen.push(`${at()} failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('requestfinished', async (request) => {
    pending.delete(request);
    // A GraphQL error comes with status 200: its messages are kept too.
    if (!request.url().endsWith('/graphql')) return;
    // The page may close before the body is read: then there is nothing to keep.
    const body = await request
      .response()
      .then((response) => response?.text())
      .catch(() => '');
    if (body?.includes('"errors"')) seen.push(`${at()} graphql errors: ${body.slice(0, 500)}`);
  });
}

/** The size of the journeys' server's output file (HIRELOOP_SERVER_LOG) when the current test began. */
let serverLogAtStart = 0;

function serverLogSize(): number {
  const file = process.env.HIRELOOP_SERVER_LOG;
  return file && existsSync(file) ? statSync(file).size : 0;
}

/** What the server wrote since the current test began: its last `lines` lines. */
function serverLogOfTest(lines = 60): string[] {
  const file = process.env.HIRELOOP_SERVER_LOG;
  if (!file || !existsSync(file)) return [];
  const written = readFileSync(file).subarray(serverLogAtStart).toString('utf8');
  return written.split('\n').filter(Boolean).slice(-lines);
}

/**
 * After a failed test: a screenshot of each of its pages (artifacts/failed-<test>-<n>.png) and, on the
 * test's output, each page's address and the requests that did not succeed, with the time they ended,
 * and what the server wrote meanwhile.
 */
async function keepWhatFailed(test: string, contexts: BrowserContext[]): Promise<void> {
  const name = test.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const pages = contexts.flatMap((context) => context.pages());
  const lines = [`Failed: ${test} (at ${at()})`];
  for (const [n, page] of pages.entries()) {
    const { seen = [], pending = new Map<Request, string>() } = troubles.get(page) ?? {};
    lines.push(`page ${n + 1}: ${page.url()}`, ...seen.map((t) => `  ${t}`));
    for (const [request, since] of pending) {
      lines.push(`  under way since ${since}: ${request.method()} ${request.url()}`);
    }
    await screenshot(page, `failed-${name}-${n + 1}`).catch((error: Error) =>
      lines.push(`  no screenshot: ${error.message}`),
    );
  }
  const logged = serverLogOfTest();
  if (logged.length) lines.push('server output during the test:', ...logged.map((l) => `  ${l}`));
  console.log(lines.join('\n'));
}

/** A page in a browser context of its own (1280 × 900 unless told), its console errors collected. */
export async function openPage(
  browser: Browser,
  { session, consoleErrors, warnings, ...options }: PageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  if (session) await startSession(context, session);
  const page = await context.newPage();
  watchRequests(page);
  return { context, page, consoleErrors: watchConsole(page, { into: consoleErrors, warnings }) };
}

/** What a file of journeys reads inside its hooks and tests. */
export interface Journey {
  readonly browser: Browser;
  /** Opens a page (see openPage); one opened in a test is closed after it, any other with the browser. */
  open(options?: PageOptions): Promise<OpenedPage>;
}

/**
 * Sets up a file of browser journeys (call it first in `describe`): the browser of the file (launchBrowser),
 * closed after it, and `open` for the pages of each test.
 */
export function browserJourney(): Journey {
  let inTest: BrowserContext[] | null = null;
  const journey = {
    browser: undefined as unknown as Browser,
    async open(options?: PageOptions) {
      const opened = await openPage(journey.browser, options);
      inTest?.push(opened.context);
      return opened;
    },
  };

  beforeAll(async () => {
    journey.browser = await launchBrowser();
  });

  beforeEach(() => {
    inTest = [];
    serverLogAtStart = serverLogSize();
  });

  afterEach(async () => {
    const contexts = inTest ?? [];
    inTest = null;
    const failed = (globalThis as { journeyTestFailed?: string | null }).journeyTestFailed;
    if (failed) await keepWhatFailed(failed, contexts);
    await Promise.all(contexts.map((context) => context.close()));
  });

  afterAll(() => journey.browser?.close());

  return journey;
}

/** An administrator's journeys: `open` is signed in as the demo administrator unless told otherwise. */
export interface AdminJourney extends Journey {
  readonly admin: SignedIn;
}

/**
 * Sets up a file of administrator journeys (call it first in `describe`): a browserJourney with the demo
 * administrator signed in once for the file.
 */
export function adminJourney(): AdminJourney {
  const base = browserJourney();
  const journey = {
    get browser() {
      return base.browser;
    },
    admin: undefined as unknown as SignedIn,
    open: (options: PageOptions = {}) => base.open({ session: journey.admin, ...options }),
  };

  beforeAll(async () => {
    journey.admin = await adminLogin();
  });

  return journey;
}

/** What a seeker journey reads inside its tests. */
export interface SeekerJourney {
  readonly session: SignedIn;
  /** The signed-in page of the current test. */
  readonly page: Page;
  /** The console errors of the current test's page. */
  readonly consoleErrors: string[];
}

/**
 * Sets up a file of seeker journeys (call it in `describe`): a browserJourney with one sign-in of the demo
 * seeker for the file, and for each test a fresh signed-in page. Read the fields inside the tests.
 */
export function seekerJourney(colorScheme: 'light' | 'dark' = 'light'): SeekerJourney {
  const base = browserJourney();
  const journey = {} as { -readonly [K in keyof SeekerJourney]: SeekerJourney[K] };

  beforeAll(async () => {
    journey.session = await signIn(DEMO_SEEKER, 'JOB_SEEKER');
  });

  beforeEach(async () => {
    ({ page: journey.page, consoleErrors: journey.consoleErrors } = await base.open({
      session: journey.session,
      colorScheme,
    }));
  });

  return journey;
}
