import type { IncomingMessage } from 'node:http';
import { Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
import { getOperationAST, GraphQLError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import proxyaddr from 'proxy-addr';
import { DataSource } from 'typeorm';
import { WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../common/errors';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { clientNetwork } from '../common/client-network';
import { BODY_TOO_DEEP, MAX_INPUT_DEPTH, nestedDeeperThan } from '../http/input-guard';
import { RateLimitService } from '../modules/abuse/rate-limit.service';
import { bearerToken, SessionLifetime, SessionsService } from '../modules/auth/sessions.service';
import { checkDocument, GRAPHQL_ARMOR, ValidatedDocuments } from './limits';
import { createLoaders, GqlContext, subscriptionRequest } from './loaders';

/** The path of GraphQL over WebSocket (graphql-transport-ws), the same as GraphQL over HTTP. */
export const GRAPHQL_WS_PATH = '/graphql';

/** Largest WebSocket message read, like the JSON body limit of HTTP requests. */
export const GRAPHQL_WS_MAX_PAYLOAD = 100 * 1024;

/** Operations one connection may keep running at once (the web app keeps one). */
export const GRAPHQL_WS_MAX_OPERATIONS = 5;

export const WS_SUBSCRIPTIONS_ONLY =
  'Only subscriptions are served over WebSocket: send queries and mutations to POST /graphql.';
export const WS_TOO_MANY_OPERATIONS = `At most ${GRAPHQL_WS_MAX_OPERATIONS} operations may run on one connection.`;

/**
 * Every this many milliseconds each connection is pinged; one that has not answered the previous ping
 * is closed (graphql-ws's own keep-alive, from one timer for all connections instead of one each).
 */
export const GRAPHQL_WS_KEEPALIVE_MS = 12_000;

/** Close code for a connection over the per-user (or per-address) cap. */
export const WS_TOO_MANY_CONNECTIONS = 4429;

/**
 * Close code for a signed-in connection whose session no longer holds (signed out everywhere, a new
 * password, the account deactivated or deleted): graphql-ws's Unauthorized. Clients sign out rather than
 * reconnect with the same token.
 */
export const WS_SESSION_ENDED = CloseCode.Unauthorized;
export const WS_SESSION_ENDED_REASON = 'Unauthorized';

type Trust = (address: string, hop: number) => boolean;

interface ConnectionState {
  /** The client address (X-Forwarded-For read as Express reads it, TRUST_PROXY hops). */
  ip: string;
  /**
   * `user:<id>` with a valid session token, `ip:<address>` without one; set by connection_init, unset
   * once the connection no longer counts (closed, or its session ended).
   */
  owner?: string;
  /** The signed-in user, the session token of the connection and its lifetime (none without a session). */
  session?: ConnectionSession;
}

interface ConnectionSession {
  userId: string;
  token: string;
  life: SessionLifetime;
}

/** The user of a connection, its token and what it counts against. */
interface Owner {
  key: string;
  session?: ConnectionSession;
}

/**
 * GraphQL over WebSocket (graphql-ws) with the limits of GraphQL over HTTP:
 * - at the handshake: a browser Origin must be this site's own or one of CORS_ORIGINS (else 403), and one
 *   address holds at most WS_MAX_CONNECTIONS_PER_IP sockets (else 429);
 * - at connection_init: at most WS_MAX_CONNECTIONS_PER_USER connections per signed-in user, or per
 *   address without a session (else closed with 4429);
 * - per operation: the rate limit `graphql-ws:user` (per user, or per address without a session), the
 *   same parse, depth, alias, directive and cost checks as HTTP, and subscriptions only.
 * Resolvers see the real client address as `req.ip`.
 * When a user's session state changes on any API process, this process checks that user's connections
 * again and closes those whose session no longer holds (WS_SESSION_ENDED), freeing their places at once.
 */
@Injectable()
export class GraphqlWebSocket implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private wss?: WebSocketServer;
  private disposable?: { dispose(): void | Promise<void> };
  private readonly states = new WeakMap<WebSocket, ConnectionState>();
  private readonly perAddress = new Map<string, number>();
  private readonly perOwner = new Map<string, number>();
  /** The counted connections of each signed-in user, checked again when the user's session state changes. */
  private readonly perUser = new Map<string, Set<WebSocket>>();
  /** Moves on with every session change heard of: a connection_init that began before it checks again. */
  private sessionChanges = 0;
  /** Connections that have answered their last ping (or were opened since the last sweep). */
  private readonly alive = new WeakSet<WebSocket>();
  private keepAlive?: NodeJS.Timeout;
  private readonly documents = new ValidatedDocuments();
  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.upgrade(req, socket, head);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly schemaHost: GraphQLSchemaHost,
    @Inject(getDataSourceToken()) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitService,
    private readonly sessions: SessionsService,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.httpServer();
    if (!server) return;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: GRAPHQL_WS_MAX_PAYLOAD });
    this.disposable = useServer<Record<string, unknown>>(
      {
        schema: this.schemaHost.schema,
        onConnect: (ctx) => this.connect(ctx.extra.socket, ctx.connectionParams),
        onSubscribe: (ctx, _id, payload) =>
          this.subscribe(ctx.extra.socket, ctx.connectionParams, ctx.subscriptions, payload),
      },
      this.wss,
      0,
    );
    this.sessions.onSessionsChanged((userId) => {
      this.sessionChanges++;
      void this.recheckUsers(userId);
    });
    this.keepAlive = setInterval(() => this.sweep(), GRAPHQL_WS_KEEPALIVE_MS);
    this.keepAlive.unref();
    server.on('upgrade', this.onUpgrade);
  }

  /**
   * Closes the connections that did not answer the last ping and pings the others; closes the signed-in
   * connections whose session has ended by time alone (WS_SESSION_ENDED).
   */
  private sweep(): void {
    for (const ws of this.wss?.clients ?? []) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (!this.alive.delete(ws)) {
        ws.terminate();
        continue;
      }
      ws.ping();
    }
    void this.closeEndedByTime();
  }

  /**
   * Closes the signed-in connections whose token has expired or outlived the administrator's session
   * timeout (set or shortened since they opened): no other change announces those, and such a session
   * must not keep holding its places.
   */
  private async closeEndedByTime(): Promise<void> {
    if (!this.perUser.size) return;
    let ended: (life: SessionLifetime) => boolean;
    try {
      ended = await this.sessions.endedByTime();
    } catch {
      // The settings could not be read (the database is unreachable): the next sweep tests again.
      return;
    }
    for (const sockets of [...this.perUser.values()]) {
      for (const socket of [...sockets]) {
        const session = this.states.get(socket)?.session;
        if (!session || !ended(session.life)) continue;
        this.release(socket);
        socket.close(WS_SESSION_ENDED, WS_SESSION_ENDED_REASON);
      }
    }
  }

  /** The HTTP server the app listens with (none before it exists). */
  private httpServer(): Server | undefined {
    const server: unknown = this.adapterHost.httpAdapter?.getHttpServer();
    return server instanceof Server ? server : undefined;
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.keepAlive);
    this.httpServer()?.off('upgrade', this.onUpgrade);
    await this.disposable?.dispose();
    this.wss?.close();
  }

  /** The client address as Express computes `req.ip` with the app's 'trust proxy' setting. */
  private clientAddress(req: IncomingMessage): string {
    const express = this.adapterHost.httpAdapter.getInstance<{ get(name: string): unknown }>();
    const trust = (express.get('trust proxy fn') as Trust | undefined) ?? (() => false);
    return proxyaddr(req, trust);
  }

  /** No Origin (not a browser), this site's own origin, or one listed in CORS_ORIGINS. */
  private originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (!origin) return true;
    if (this.config.corsOrigins.includes(origin)) return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    const hosts = [req.headers.host];
    const express = this.adapterHost.httpAdapter.getInstance<{ get(name: string): unknown }>();
    const trust = express.get('trust proxy fn') as Trust | undefined;
    const forwarded = req.headers['x-forwarded-host'];
    if (typeof forwarded === 'string' && trust?.(req.socket.remoteAddress ?? '', 0)) {
      hosts.push(forwarded.split(',')[0].trim());
    }
    return hosts.includes(host);
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const wss = this.wss;
    if (!wss) return;
    const path = (req.url ?? '').split('?')[0];
    if (path !== GRAPHQL_WS_PATH) return;
    const refuse = (status: number, reason: string) => {
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (!this.originAllowed(req)) return refuse(403, 'Forbidden');
    const ip = this.clientAddress(req);
    // An IPv6 client is counted by its /64, as in every limit per address.
    const network = clientNetwork(ip);
    if ((this.perAddress.get(network) ?? 0) >= this.config.wsMaxConnectionsPerIp) {
      return refuse(429, 'Too Many Requests');
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      this.states.set(ws, { ip });
      this.alive.add(ws);
      ws.on('pong', () => this.alive.add(ws));
      bump(this.perAddress, network, 1);
      ws.once('close', () => {
        bump(this.perAddress, network, -1);
        this.release(ws);
      });
      wss.emit('connection', ws, req);
    });
  }

  /** connection_init: counts the connection against its user (or its address without a session). */
  private async connect(socket: WebSocket, params: Record<string, unknown> | undefined): Promise<boolean> {
    const state = this.states.get(socket);
    if (!state) return false;
    const changes = this.sessionChanges;
    const owner = await this.ownerOf(state, params);
    if ((this.perOwner.get(owner.key) ?? 0) >= this.config.wsMaxConnectionsPerUser) {
      socket.close(WS_TOO_MANY_CONNECTIONS, 'Too many connections');
      return false;
    }
    // Closed while its session was read: the close handler has already run and counted nothing.
    if (socket.readyState !== WebSocket.OPEN) return false;
    state.owner = owner.key;
    bump(this.perOwner, owner.key, 1);
    if (owner.session) {
      state.session = owner.session;
      const sockets = this.perUser.get(owner.session.userId) ?? new Set<WebSocket>();
      sockets.add(socket);
      this.perUser.set(owner.session.userId, sockets);
      // A session change heard of while the token was checked may have ended this session too.
      if (changes !== this.sessionChanges) void this.recheck(socket);
    }
    return true;
  }

  /** A live session counts against its user; a revoked, expired or missing one against the address. */
  private async ownerOf(state: ConnectionState, params: Record<string, unknown> | undefined): Promise<Owner> {
    const header = subscriptionRequest(params, state.ip).headers.authorization ?? '';
    const token = bearerToken(header);
    const user = token ? await this.sessions.userOf(token) : null;
    const life = user && token ? this.sessions.lifetimeOf(token) : null;
    return user && token && life
      ? { key: `user:${user.id}`, session: { userId: user.id, token, life } }
      : { key: `ip:${clientNetwork(state.ip)}` };
  }

  /** Stops counting a connection (once): against its owner and among its user's connections. */
  private release(socket: WebSocket): void {
    const state = this.states.get(socket);
    if (!state?.owner) return;
    bump(this.perOwner, state.owner, -1);
    const session = state.session;
    state.owner = undefined;
    state.session = undefined;
    if (!session) return;
    const sockets = this.perUser.get(session.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.perUser.delete(session.userId);
  }

  /**
   * Checks again the sessions of one user's connections on this process (of every user's with null),
   * one user after another: a user's first check reads the state and the others use that read.
   */
  private async recheckUsers(userId: string | null): Promise<void> {
    const users = userId === null ? [...this.perUser.keys()] : [userId];
    for (const id of users) {
      for (const socket of [...(this.perUser.get(id) ?? [])]) await this.recheck(socket);
    }
  }

  /** Closes a connection whose session no longer holds, its place freed at once. */
  private async recheck(socket: WebSocket): Promise<void> {
    const session = this.states.get(socket)?.session;
    if (!session) return;
    let holds: boolean;
    try {
      holds = await this.sessions.stillValid(session.token, session.userId);
    } catch {
      // The state could not be read (the database is unreachable): the next change or event checks again.
      return;
    }
    if (holds) return;
    this.release(socket);
    socket.close(WS_SESSION_ENDED, WS_SESSION_ENDED_REASON);
  }

  private async subscribe(
    socket: WebSocket,
    params: Record<string, unknown> | undefined,
    running: Record<string, unknown>,
    payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
  ) {
    const state = this.states.get(socket);
    if (!state?.owner) return [refusal('Forbidden', 'FORBIDDEN')];
    // Counted before anything is awaited: this operation is already listed among the running ones, and
    // operations sent together are each listed before the next one reaches this check.
    if (Object.keys(running).length > GRAPHQL_WS_MAX_OPERATIONS) {
      return [refusal(WS_TOO_MANY_OPERATIONS, 'BAD_REQUEST')];
    }
    try {
      await this.rateLimits.consume('graphql-ws:user', state.owner);
    } catch (error) {
      if (error instanceof AppError) return [refusal(error.message, error.code)];
      throw error;
    }
    if (nestedDeeperThan(payload.variables, MAX_INPUT_DEPTH))
      return [refusal(BODY_TOO_DEEP, 'BAD_USER_INPUT')];
    const schema = this.schemaHost.schema;
    const checked = checkDocument(schema, GRAPHQL_ARMOR.validationRules, payload, this.documents);
    if ('errors' in checked) return checked.errors;
    const operation = getOperationAST(checked.document, payload.operationName);
    if (operation?.operation !== 'subscription') return [refusal(WS_SUBSCRIPTIONS_ONLY, 'BAD_REQUEST')];
    const req = subscriptionRequest(params, state.ip);
    const contextValue: GqlContext = { req, loaders: createLoaders(this.dataSource, req) };
    return {
      schema,
      document: checked.document,
      operationName: payload.operationName,
      variableValues: payload.variables,
      contextValue,
    };
  }
}

function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
