import { writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** The envelope written next to each raw mail when the catcher saves mails to a folder. */
export interface CaughtEnvelope {
  to: string[];
  receivedAt: number;
}

export interface SmtpCatcherOptions {
  /**
   * Also write every mail to this folder, `<n>.eml` (raw) and then `<n>.json` (its envelope), so another
   * process (the browser journeys' test files) can read them: a reader that sees the envelope finds the mail.
   */
  folder?: string;
}

/**
 * A real SMTP server on a free loopback port that keeps every mail it receives. The API sends mail in
 * the background, after its answer: read mails with the waiting helpers (`lastCode`, `waitForMails`).
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server?: SMTPServer;
  private held?: Promise<void>;
  private releaseHeld?: () => void;
  /** Messages whose DATA phase has begun and not yet been accepted. */
  receiving = 0;
  port = 0;

  constructor(private readonly options: SmtpCatcherOptions = {}) {}

  /** Makes the server stall every DATA phase (the mail is not accepted) until `release()`. */
  hold(): void {
    this.held = new Promise((resolve) => (this.releaseHeld = resolve));
  }

  release(): void {
    this.releaseHeld?.();
    this.held = undefined;
  }

  /** Listens on `port` (a free one when 0: read `port` afterwards, e.g. to start a catcher there again). */
  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        this.receiving++;
        stream.on('data', (d: Buffer) => chunks.push(d));
        stream.on('end', () => {
          void (this.held ?? Promise.resolve()).then(() => {
            this.receiving--;
            const raw = Buffer.concat(chunks);
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            this.mails.push({ to, raw: raw.toString('utf8') });
            if (this.options.folder) this.save(this.options.folder, this.mails.length, raw, to);
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  private save(folder: string, count: number, raw: Buffer, to: string[]): void {
    const name = String(count).padStart(5, '0');
    const envelope: CaughtEnvelope = { to, receivedAt: Date.now() };
    writeFileSync(join(folder, `${name}.eml`), raw);
    writeFileSync(join(folder, `${name}.json`), JSON.stringify(envelope));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  mailsTo(address: string): CaughtMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Waits until at least `count` mails to an address have arrived; resolves to them. */
  async waitForMails(address: string, count: number, timeoutMs = 10_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.mailsTo(address);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${address} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * The 6-digit code of the newest mail to an address, once more than `seenBefore` mails to it have
   * arrived (the count taken before the request that sends the code).
   */
  async lastCode(address: string, seenBefore = 0): Promise<string> {
    const mails = await this.waitForMails(address, seenBefore + 1);
    const text = mails[mails.length - 1].raw.replace(/=\r?\n/g, '');
    const code = /code is (\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the mail to ${address}`);
    return code;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
