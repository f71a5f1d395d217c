import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { SettingsService } from '../admin/settings.service';
import { FilesService } from '../files/files.service';
import { brandMail, LOGO_CID } from './mail-layout';
import { MailOutbox } from './mail-outbox.entity';

/** A mail's own content; `send` dresses it in the platform's name, logo and sign-off. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type BrandedMail = Mail & { html: string; logoFileId: string | null; senderName: string };

/** The address of MAIL_FROM (`Name <address>` or a bare address). */
export function senderAddress(from: string): string {
  const open = from.lastIndexOf('<');
  const close = from.lastIndexOf('>');
  return open >= 0 && close > open ? from.slice(open + 1, close).trim() : from.trim();
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
    private readonly settings: SettingsService,
    private readonly files: FilesService,
  ) {
    if (config.mail.smtpUrl) this.transport = createTransport(config.mail.smtpUrl);
    // The one place secrets may reach the log, so it says so once at start.
    else
      this.logger.warn(
        'SMTP_URL is not set: mails, one-time codes included, are written to this log and the mail_outbox table (for development only)',
      );
  }

  /**
   * Stores the mail in the outbox and starts its SMTP send without waiting for it. Every mail goes out in
   * the platform's dress: sent in the platform's name, the logo (or the name) on top, and the name, contact
   * e-mail and support phone as the sign-off.
   */
  async send(content: Mail): Promise<void> {
    const settings = await this.settings.cached();
    const logoFileId = settings.logoFileId;
    const mail: BrandedMail = {
      ...content,
      ...brandMail(content, { ...settings, hasLogo: logoFileId !== null }),
      logoFileId,
      senderName: settings.platformName,
    };
    const row = await this.outbox.save(
      this.outbox.create({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
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

  private async deliver(transport: Transporter, id: string, branded: BrandedMail): Promise<void> {
    const { logoFileId, senderName, ...mail } = branded;
    try {
      const logo = logoFileId ? await this.files.readPlatformLogo(logoFileId) : null;
      // A logo removed meanwhile leaves its <img> without a picture; its alt text names the platform.
      const attachments = logo
        ? [
            {
              cid: LOGO_CID,
              filename: `logo.${logo.mimeType.split('/')[1]}`,
              content: logo.data,
              contentType: logo.mimeType,
            },
          ]
        : [];
      // The sender is named after the platform, at MAIL_FROM's address.
      const from = { name: senderName, address: senderAddress(this.config.mail.from) };
      await transport.sendMail({ from, ...mail, attachments });
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
