// The load generator of the live-notifications bench (scripts/bench/live.mjs), run as a child process so
// that the API's process holds only the server's side of the connections. Opens one graphql-ws
// connection per seeker session (`ws` + `graphql-ws`, the web app's client), each subscribed to
// `notificationAdded`, spread over the API processes given and over loopback addresses (127.0.0.2 on,
// at most PER_ADDRESS connections each, so the API's per-address cap stays as configured). Records when
// each notification arrives (the time origin shared with the driver: performance.timeOrigin + now()).
//
// IPC: receives { type: 'start', file } (a JSON file: { urls, tokens, perAddress, concurrency }),
// reports { type: 'progress' | 'connected' | 'arrivals' }, answers { type: 'report' } with every arrival.
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();
/** applicationId -> arrival times, in order. */
const arrivals = new Map();
const errors = [];
let connected = 0;
let closed = 0;

/** A WebSocket class bound to one local address, as graphql-ws constructs `new Impl(url, protocol)`. */
const socketFrom = (localAddress) =>
  class extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { localAddress });
    }
  };

async function open({ urls, tokens, perAddress, concurrency }) {
  const classes = [];
  const clients = [];
  let next = 0;
  async function worker() {
    while (next < tokens.length) {
      const i = next++;
      const address = Math.floor(i / perAddress);
      classes[address] ??= socketFrom(`127.0.${Math.floor((address + 2) / 256)}.${(address + 2) % 256}`);
      await new Promise((resolve) => {
        let settled = false;
        const settle = () => {
          if (settled) return;
          settled = true;
          resolve();
        };
        const client = createClient({
          url: urls[i % urls.length],
          webSocketImpl: classes[address],
          connectionParams: { authorization: `Bearer ${tokens[i]}` },
          retryAttempts: 0,
          lazy: false,
          on: {
            connected: () => {
              connected++;
              settle();
            },
            closed: (event) => {
              if (settled) closed++;
              else errors.push(`connection ${i} closed before its ack: ${event?.code} ${event?.reason}`);
              settle();
            },
          },
        });
        client.subscribe(
          { query: 'subscription { notificationAdded { applicationId } }' },
          {
            next: (msg) => {
              const t = now();
              const id = msg.data?.notificationAdded?.applicationId;
              if (!id) return void errors.push(JSON.stringify(msg.errors ?? msg));
              const list = arrivals.get(id);
              if (list) list.push(t);
              else arrivals.set(id, [t]);
            },
            error: (e) => errors.push(e instanceof Error ? e.message : JSON.stringify(e)),
            complete: () => undefined,
          },
        );
        clients.push(client);
      });
      if (connected % 500 === 0) process.send({ type: 'progress', connected });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  process.send({ type: 'connected', connected, errors: errors.slice(0, 20), errorCount: errors.length });
  return clients;
}

let clients = [];
process.on('message', async (msg) => {
  if (msg.type === 'start') {
    clients = await open(JSON.parse(readFileSync(msg.file, 'utf8')));
  } else if (msg.type === 'report') {
    process.send({
      type: 'arrivals',
      arrivals: [...arrivals],
      closed,
      errors: errors.slice(0, 20),
      errorCount: errors.length,
    });
  } else if (msg.type === 'stop') {
    await Promise.all(clients.map((c) => c.dispose()));
    process.exit(0);
  }
});
