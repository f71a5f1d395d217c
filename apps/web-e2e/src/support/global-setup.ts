import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserServer, chromium } from 'playwright-core';
import { SmtpCatcher } from '../../../api/test/support/smtp-catcher';
import { CHROMIUM_OPTIONS } from './browser';
import { RunningServer, startServer } from './server';

declare global {
  var __HIRELOOP_SERVER__: RunningServer | undefined;
  var __HIRELOOP_MAIL__: SmtpCatcher | undefined;
  var __HIRELOOP_BROWSER__: BrowserServer | undefined;
}

/**
 * Starts a real SMTP catcher, the built API (serving the web app) that mails through it, and one Chromium
 * that every file of the run connects to (starting one per file cost seconds each). The catcher writes
 * each mail to HIRELOOP_MAIL_DIR, where the journeys read them (`mailbox.ts`).
 */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-web-e2e-mail-'));
  const mail = new SmtpCatcher({ folder: dir });
  await mail.start();
  globalThis.__HIRELOOP_MAIL__ = mail;
  process.env.HIRELOOP_MAIL_DIR = dir;
  // The webhooks journey's receiver listens on loopback.
  const server = await startServer({ SMTP_URL: mail.url, WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
  globalThis.__HIRELOOP_SERVER__ = server;
  process.env.HIRELOOP_BASE_URL = server.baseUrl;
  process.env.HIRELOOP_DATABASE_URL = server.databaseUrl;
  process.env.HIRELOOP_SERVER_LOG = server.logFile;
  const browser = await chromium.launchServer(CHROMIUM_OPTIONS);
  globalThis.__HIRELOOP_BROWSER__ = browser;
  process.env.HIRELOOP_BROWSER_WS = browser.wsEndpoint();
}
