import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { MailOutbox } from './mail-outbox.entity';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail over SMTP_URL with nodemailer. Every mail is first kept in the outbox table; the SMTP send
 * then runs in the background, never inside the request: a request answers in the same time whether or
 * not it sends a mail (and so does not tell which e-mails have accounts), and a slow mail server holds up
 * no one. A send's outcome is recorded on its outbox row (`sent_at` or `error`, also logged); sends still
 * running at shutdown are awaited. Without SMTP_URL the outbox and the log are where mails go (the log
 * shows the text, so a developer can read the codes).
 */
@Injectable()
export class MailService implements OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MailOutbox) private readonly outbox: Repository<MailOutbox>,
  ) {
    if (config.mail.smtpUrl) this.transport = createTransport(config.mail.smtpUrl);
    // The one place secrets may reach the log, so it says so once at start.
    else
      this.logger.warn(
        'SMTP_URL is not set: mails, one-time codes included, are written to this log and the mail_outbox table (for development only)',
      );
  }

  /** Stores the mail in the outbox and starts its SMTP send without waiting for it. */
  async send(mail: Mail): Promise<void> {
    const row = await this.outbox.save(
      this.outbox.create({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      }),
    );
    if (!this.transport) {
      this.logger.log(`(no SMTP_URL) mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      return;
    }
    const sending = this.deliver(this.transport, row.id, mail);
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  /** Resolves once every send started so far has finished (sent or failed). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(transport: Transporter, id: string, mail: Mail): Promise<void> {
    try {
      await transport.sendMail({ from: this.config.mail.from, ...mail });
      await this.outbox.update(id, { sentAt: new Date() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`could not send mail to ${mail.to}: ${message}`);
      await this.outbox.update(id, { error: message }).catch((e: unknown) => {
        this.logger.error(`could not record the failed mail ${id}: ${String(e)}`);
      });
    }
  }

  /** Lets the sends under way finish (the database is still open here) before the transport closes. */
  async onModuleDestroy(): Promise<void> {
    await this.drain();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.drain();
    this.transport?.close();
  }
}
