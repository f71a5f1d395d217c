import { createServer } from 'node:net';

/** A port in [min, max) that nothing listens on at 127.0.0.1 right now (random, so runs side by side differ). */
export async function freePort(min = 40000, max = 50000): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = min + Math.floor(Math.random() * (max - min));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port found in ${min}-${max}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
