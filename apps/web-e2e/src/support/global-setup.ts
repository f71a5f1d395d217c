import { RunningServer, startServer } from './server';

declare global {
  var __HIRELOOP_SERVER__: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  globalThis.__HIRELOOP_SERVER__ = server;
  process.env.HIRELOOP_BASE_URL = server.baseUrl;
}
