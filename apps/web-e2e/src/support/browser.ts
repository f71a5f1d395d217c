import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Locator, Page } from 'playwright-core';
import { ROOT } from './server';

export const ARTIFACTS = join(ROOT, 'apps', 'web-e2e', 'artifacts');

export function baseUrl(): string {
  const url = process.env.HIRELOOP_BASE_URL;
  if (!url) throw new Error('HIRELOOP_BASE_URL is not set: run the journeys with `npm run test:web-e2e`');
  return url;
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

/**
 * The browser of a file of journeys: a connection to the run's Chromium (HIRELOOP_BROWSER_WS, started once
 * by the global setup), else a Chromium of its own. Each page opens in a context of its own either way
 * (cookies, storage and cache apart); closing the connection closes the contexts it made.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.HIRELOOP_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM_OPTIONS);
}

/** Saves a screenshot to apps/web-e2e/artifacts/<name>.png (the whole page unless `fullPage` is false). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/** An image element once the browser has loaded and decoded it (it has pixels): its address. */
export async function loadedImageSrc(img: Locator): Promise<string> {
  await img.waitFor();
  await img.evaluate((el: HTMLImageElement) => (el.complete ? undefined : el.decode()));
  const { src, width } = await img.evaluate((el: HTMLImageElement) => ({
    src: el.getAttribute('src') ?? '',
    width: el.naturalWidth,
  }));
  expect(width).toBeGreaterThan(0);
  return src;
}

/**
 * Waits until the app has taken over a prerendered page (/, /jobs, /job/{id}): before that its buttons are
 * plain HTML, and a click on one does nothing (links and search forms work as plain HTML).
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root [data-prerender]'));
}
