import { Agent, IncomingHttpHeaders, request as httpRequest } from 'node:http';

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Keep-alive agent to reuse connections; none opens a connection per request. */
  agent?: Agent;
  /** The whole exchange fails after this long (the error's code is 'TIMEOUT'). */
  timeoutMs?: number;
  /** Sends only the first `bytes` of the body, then the rest once `until` settles (a slow client). */
  trickle?: { bytes: number; until: Promise<unknown> };
}

/** An error of a request, with the phase it failed in: `connect` (never accepted) or after. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The connection had been established (or a kept-alive one reused) before the error. */
    readonly connected: boolean,
  ) {
    super(message);
  }
}

/**
 * One HTTP request, resolved only with a complete response; rejects with a RequestError for a refused
 * connection, a reset, a response cut short or a timeout.
 */
export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let connected = false;
    let settled = false;
    const fail = (error: Error & { code?: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(new RequestError(error.message, error.code ?? 'ERROR', connected));
    };
    const timer = setTimeout(
      () =>
        fail(
          Object.assign(new Error(`no complete response in ${options.timeoutMs} ms`), { code: 'TIMEOUT' }),
        ),
      options.timeoutMs ?? 30_000,
    );
    const req = httpRequest(url, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        ...options.headers,
      },
      agent: options.agent,
    });
    req.on('socket', (socket) => {
      // A reused keep-alive socket is connected already; a new one says so when it is.
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('error', fail);
      res.on('close', () => {
        if (!res.complete) {
          fail(Object.assign(new Error('response cut short'), { code: 'PARTIAL_RESPONSE' }));
          return;
        }
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: Date.now() - started,
        });
      });
    });
    if (options.body === undefined) {
      req.end();
    } else if (options.trickle) {
      const body = Buffer.from(options.body);
      req.write(body.subarray(0, options.trickle.bytes));
      void options.trickle.until.finally(() => {
        if (!settled) req.end(body.subarray(options.trickle!.bytes));
      });
    } else {
      req.end(options.body);
    }
  });
}

export function get(
  url: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<HttpResponse> {
  return request(url, options);
}

/** POST /graphql with a JSON body; resolves with the HTTP response (check `body` for `errors`). */
export function graphql(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<HttpResponse> {
  return request(`${baseUrl}/graphql`, {
    ...options,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables }),
  });
}
