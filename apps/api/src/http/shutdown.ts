import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, Socket } from 'node:net';
import { INestApplication, Logger } from '@nestjs/common';

/** How long requests in flight may take to finish once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Once a stop is asked for, a kept-alive connection is closed when it has carried no request for this
 * long. A client that sends its next request sooner gets it answered (with `Connection: close`).
 */
export const SHUTDOWN_IDLE_MS = 1000;

interface Connection {
  /** Requests on the connection not yet answered. */
  active: number;
  /** When the connection last had no request in progress. */
  idleSince: number;
}

/**
 * Stops on SIGTERM or SIGINT without losing accepted requests: the server stops accepting connections
 * at once (a load balancer sends new ones to another replica), requests in flight finish (up to
 * graceMs, after which the remaining connections, e.g. subscriptions, are cut), and only then does the
 * app close (the database pool last).
 *
 * Kept-alive connections are not cut while a client may be sending on them: closing one the moment its
 * last response is written races with the client's next request, which then fails with a reset although
 * it was sent on an accepted connection. Instead every response from the stop on carries
 * `Connection: close` (the client opens its next connection elsewhere), and a connection is closed by
 * the server only after it stayed idle for idleMs.
 */
export function gracefulShutdown(
  app: INestApplication,
  graceMs = SHUTDOWN_GRACE_MS,
  idleMs = SHUTDOWN_IDLE_MS,
): void {
  const server = app.getHttpServer() as Server;
  const logger = new Logger('Shutdown');
  const connections = new Map<Socket, Connection>();
  const responses = new Set<ServerResponse>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the app's own handler, so that a response it writes at once already says `Connection: close`.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) connection.active++;
    responses.add(res);
    res.once('close', () => {
      responses.delete(res);
      if (connection) {
        connection.active--;
        connection.idleSince = Date.now();
      }
    });
    if (stopping) res.setHeader('Connection', 'close');
  });
  // WebSocket connections (graphql-ws subscriptions) never finish on their own: they are closed at once
  // and their clients reconnect, to another replica behind a load balancer.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (_req: unknown, socket: Socket) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });

  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (!upgraded.has(socket) && connection.active === 0 && now - connection.idleSince >= idleMs) {
        socket.destroy();
      }
    }
  };

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: no new connections; finishing ${responses.size} requests in flight`);
    // net.Server's close stops listening only: http.Server's would also cut the idle kept-alive
    // connections at once, racing with the requests their clients are sending.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
    for (const socket of upgraded) socket.destroy();
    closeIdle();
    const sweep = setInterval(closeIdle, Math.min(100, idleMs));
    const cut = setTimeout(() => {
      logger.warn(`grace period over: closing ${connections.size} connections`);
      for (const socket of connections.keys()) socket.destroy();
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
