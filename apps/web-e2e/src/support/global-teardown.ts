import { rmSync } from 'node:fs';
import './global-setup';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__HIRELOOP_BROWSER__?.close();
  await globalThis.__HIRELOOP_SERVER__?.stop();
  await globalThis.__HIRELOOP_MAIL__?.stop();
  if (process.env.HIRELOOP_MAIL_DIR) rmSync(process.env.HIRELOOP_MAIL_DIR, { recursive: true, force: true });
}
