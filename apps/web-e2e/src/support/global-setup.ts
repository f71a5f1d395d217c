import { RunningMailCatcher, startMailCatcher } from './mail-catcher';
import { RunningServer, startServer } from './server';

declare global {
  var __HIRELOOP_SERVER__: RunningServer | undefined;
  var __HIRELOOP_MAIL__: RunningMailCatcher | undefined;
}

/** Starts a real SMTP catcher and the built API (serving the web app) that mails through it. */
export default async function globalSetup(): Promise<void> {
  const mail = await startMailCatcher();
  globalThis.__HIRELOOP_MAIL__ = mail;
  process.env.HIRELOOP_MAIL_DIR = mail.dir;
  const server = await startServer({ SMTP_URL: mail.url });
  globalThis.__HIRELOOP_SERVER__ = server;
  process.env.HIRELOOP_BASE_URL = server.baseUrl;
}
