import { AddressInfo } from 'node:net';
import { Role } from '@hireloop/schema';
import WebSocket from 'ws';
import { GRAPHQL_WS_KEEPALIVE_MS } from '../src/graphql/websocket';
import { sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

/** A signed-in graphql-ws connection (acknowledged) that answers pings or not. */
async function open(url: string, token: string, autoPong: boolean): Promise<WebSocket> {
  const ws = new WebSocket(url, 'graphql-transport-ws', { autoPong });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await new Promise<void>((resolve) =>
    ws.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve()),
  );
  return ws;
}

/** Connections are pinged every GRAPHQL_WS_KEEPALIVE_MS; one that does not answer is closed. */
describe('graphql-ws keep-alive', () => {
  let app: TestApp;
  let url: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    await app.close();
  });

  it('closes a connection that stops answering pings and keeps one that answers', async () => {
    const { token } = await sessionAs(app, Role.JOB_SEEKER);
    const silent = await open(url, token, false);
    const answering = await open(url, token, true);
    let pings = 0;
    answering.on('ping', () => pings++);
    const closed = new Promise<number>((resolve) => silent.once('close', resolve));
    const started = Date.now();
    await closed;
    // Pinged at the first sweep, closed at the next one with no answer.
    expect(Date.now() - started).toBeGreaterThan(GRAPHQL_WS_KEEPALIVE_MS - 1000);
    expect(Date.now() - started).toBeLessThan(2 * GRAPHQL_WS_KEEPALIVE_MS + 2000);
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
  }, 40_000);
});
