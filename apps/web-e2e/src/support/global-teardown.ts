import './global-setup';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__HIRELOOP_SERVER__?.stop();
  await globalThis.__HIRELOOP_MAIL__?.stop();
}
