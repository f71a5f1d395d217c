import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
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
 * Sends mail over SMTP_URL with nodemailer. Every mail is also kept in the outbox table; without SMTP_URL
 * the outbox and the log are where mails go (the log shows the text, so a developer can read the codes).
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

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
    try {
      await this.transport.sendMail({ from: this.config.mail.from, ...mail });
      await this.outbox.update(row.id, { sentAt: new Date() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.outbox.update(row.id, { error: message });
      this.logger.error(`could not send mail to ${mail.to}: ${message}`);
      throw error;
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
