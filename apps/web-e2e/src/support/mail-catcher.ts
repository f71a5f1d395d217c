import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface RunningMailCatcher {
  /** SMTP_URL for the server under test. */
  url: string;
  /** Where each received mail is written: `<n>.eml` (raw) and `<n>.json` (envelope). */
  dir: string;
  stop(): Promise<void>;
}

/** The envelope written next to each raw mail. */
export interface CaughtEnvelope {
  to: string[];
  receivedAt: number;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port. Every mail it receives is written
 * to a temporary folder, so the browser journeys (another process) can read the codes the API mails.
 */
export async function startMailCatcher(): Promise<RunningMailCatcher> {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-web-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const name = String(++count).padStart(5, '0');
        const envelope: CaughtEnvelope = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          receivedAt: Date.now(),
        };
        // The raw mail first, then its envelope: a reader that sees the envelope finds the mail.
        writeFileSync(join(dir, `${name}.eml`), Buffer.concat(chunks));
        writeFileSync(join(dir, `${name}.json`), JSON.stringify(envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
