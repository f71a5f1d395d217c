import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, baseUrl } from './browser';

/** The demo job seeker of the seeded data (it has a complete profile). */
export const DEMO_SEEKER = { email: 'seeker@hireloop.in', password: 'Seeker@123' } as const;

/** What the web app keeps in local storage (apps/web/src/app/session/session.ts). */
export const SESSION_STORAGE_KEY = 'persist:root';

export interface SeekerSession {
  token: string;
  user: { id: string; role: string; email: string; firstName: string; lastName: string; name: string };
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Calls the API's GraphQL endpoint directly (as the test's own client), optionally with a token. */
export async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await res.json()) as GraphQLAnswer<T>;
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL failed: ${answer.errors?.map((e) => e.message).join('; ') ?? res.status}`);
  }
  return answer.data;
}

/** Signs the demo seeker in with the `login` mutation. */
export async function loginSeeker(credentials = DEMO_SEEKER): Promise<SeekerSession> {
  const data = await gql<{ login: SeekerSession }>(
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

/**
 * A small, valid one-page PDF ("Hireloop test resume"), with a correct cross-reference table, so the
 * server's content check accepts it as a PDF.
 */
export function minimalPdf(text = 'Hireloop test resume'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
