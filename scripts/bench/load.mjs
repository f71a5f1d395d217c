#!/usr/bin/env node
// The load generator of `npm run bench`, run as its own process so that it does not share an event loop
// (or a CPU core's time slice) with the harness that samples the API's memory.
//
// Input: one JSON object on argv[2] (a file path):
//   { url, connections, duration, requests: [{ method, path, headers, body }], graphql, warmup }
// Each connection sends the requests in rotation (so keywords and ids vary from request to request).
// Output (stdout): `{"phase":"measure"}` when the warm-up is over and the measured run starts (the harness
// reads the API's CPU time then), then one JSON line: requests per second, latency percentiles (exact, from every response
// time), and the error count: transport errors + timeouts + non-2xx + (for GraphQL) answers with `errors`.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

async function run(duration, record) {
  const times = [];
  let rotation = 0;
  const requests = spec.requests;
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration,
    timeout: 30,
    // One request object whose content is replaced on each send: rotation across all connections.
    requests: [
      {
        setupRequest: (req) => {
          const next = requests[rotation++ % requests.length];
          req.method = next.method;
          req.path = next.path;
          req.headers = { ...next.headers };
          req.body = next.body;
          return req;
        },
        ...(spec.graphql ? { verifyBody: (body) => !body.includes('"errors"') } : {}),
      },
    ],
  });
  if (record) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    connections: spec.connections,
    duration,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || duration),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0),
  };
}

if (spec.warmup) await run(spec.warmup, false);
process.stdout.write(JSON.stringify({ phase: 'measure' }) + '\n');
const result = await run(spec.duration, true);
process.stdout.write(JSON.stringify(result) + '\n');
