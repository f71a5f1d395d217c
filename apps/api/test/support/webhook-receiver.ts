import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * How the receiver answers one request: an HTTP status, never (the sender's timeout ends it), or a
 * status held back until `until` settles (the attempt stays under way meanwhile).
 */
export type Answer = number | 'hang' | { status: number; until: Promise<void> };

/**
 * A real HTTP server on a free loopback port that keeps every request it receives and answers each with
 * the next queued answer (200 when none is queued).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly answers: Answer[] = [];
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hooks`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = this.answers.shift() ?? 200;
        if (answer === 'hang') return;
        if (typeof answer === 'number') res.writeHead(answer).end('ignored');
        else void answer.until.then(() => res.writeHead(answer.status).end('ignored'));
      });
    });
    this.server.on('connection', (s: Socket) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
