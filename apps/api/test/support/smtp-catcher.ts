import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps every mail it receives. */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
        stream.on('end', () => {
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  mailsTo(address: string): CaughtMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** The 6-digit code of the newest mail to an address. */
  lastCode(address: string): string {
    const mails = this.mailsTo(address);
    if (!mails.length) throw new Error(`no mail to ${address}`);
    const text = mails[mails.length - 1].raw.replace(/=\r?\n/g, '');
    const code = /code is (\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the mail to ${address}`);
    return code;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
