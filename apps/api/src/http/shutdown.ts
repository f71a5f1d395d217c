import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { INestApplication, Logger } from '@nestjs/common';

/** How long requests in flight may take to finish once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops on SIGTERM or SIGINT without losing accepted requests: the server stops accepting connections
 * at once (a load balancer sends new ones to another replica), requests in flight finish (up to
 * SHUTDOWN_GRACE_MS, after which the remaining connections, e.g. subscriptions, are cut), idle
 * keep-alive connections are closed, and only then does the app close (the database pool last).
 */
export function gracefulShutdown(app: INestApplication, graceMs = SHUTDOWN_GRACE_MS): void {
  const server = app.getHttpServer() as Server;
  const logger = new Logger('Shutdown');
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // WebSocket connections (graphql-ws subscriptions) never finish on their own: they are closed at once
  // and their clients reconnect, to another replica behind a load balancer.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (_req: unknown, socket: Socket) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: no new connections; finishing ${sockets.size - upgraded.size} open ones`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    for (const socket of upgraded) socket.destroy();
    // Keep-alive connections that become idle after their last response are closed as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      logger.warn(`grace period over: closing ${sockets.size} connections`);
      for (const socket of sockets) socket.destroy();
    }, graceMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(cut);
    await app.close();
    logger.log('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
