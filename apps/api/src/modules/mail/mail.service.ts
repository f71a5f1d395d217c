import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { EntityManager, Repository } from 'typeorm';
import { deleteInBatches } from '../../common/sql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { SettingsService } from '../admin/settings.service';
import { FilesService } from '../files/files.service';
import { QueueService } from '../queue/queue.service';
import { brandMail, LOGO_CID, MailContent } from './mail-layout';
import { MailOutbox } from './mail-outbox.entity';

/** A mail's own content; `send` dresses it in the platform's name, logo and sign-off. */
export interface Mail extends MailContent {
  to: string;
  subject: string;
  /**
   * A calendar invite (iCalendar text whose METHOD is `method`), sent as a `text/calendar` alternative
   * that calendar clients act on and as an `invite.ics` attachment.
   */
  calendar?: { method: CalendarMethod; content: string };
}

/** The iCalendar methods a mail's invite may carry: an invitation (or its update) and its cancellation. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** The address of MAIL_FROM (`Name <address>` or a bare address). */
export function senderAddress(from: string): string {
  const open = from.lastIndexOf('<');
  const close = from.lastIndexOf('>');
  return open >= 0 && close > open ? from.slice(open + 1, close).trim() : from.trim();
}

/** The queue every mail goes out through. */
export const MAIL_QUEUE = 'mail.send';

interface MailJob {
  outboxId: string;
  logoFileId: string | null;
  senderName: string;
}

/**
 * Sends mail over SMTP_URL with nodemailer, through the job queue: `send` keeps the mail in the outbox
 * table and adds its job in one transaction, and a worker sends it. A request therefore answers in the
 * same time whether or not it sends a mail (and so does not tell which e-mails have accounts), a slow or
 * stopped mail server holds up no one, and a mail the server refused is sent again later (the queue's
 * retries with backoff; the last error is on its outbox row, the job stays failed after the last try).
 * The outbox row is the mail's idempotency key: a job whose row is already sent does nothing, and the
 * row's id is the mail's Message-ID. Without SMTP_URL the outbox and the log are where mails go (the log
 * shows the text, so a developer can read the codes).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MailOutbox) private readonly outbox: Repository<MailOutbox>,
    private readonly settings: SettingsService,
    private readonly files: FilesService,
    private readonly queue: QueueService,
  ) {
    if (config.mail.smtpUrl) this.transport = createTransport(config.mail.smtpUrl);
    // The one place secrets may reach the log, so it says so once at start.
    else
      this.logger.warn(
        'SMTP_URL is not set: mails, one-time codes included, are written to this log and the mail_outbox table (for development only)',
      );
    queue.define<MailJob>({
      name: MAIL_QUEUE,
      run: (job) => this.deliver(job),
      batchSize: 10,
      retryLimit: 8,
      retryDelaySeconds: 2,
      expireInSeconds: 5 * 60,
    });
  }

  /**
   * Keeps the mail in the outbox and queues its sending. Every mail goes out in the platform's dress:
   * sent in the platform's name, the logo (or the name) on top, and the name, contact e-mail and support
   * phone as the sign-off.
   */
  async send(content: Mail, options: { manager?: EntityManager } = {}): Promise<void> {
    // In the caller's transaction: on the embedded database it holds the one connection.
    const settings = await this.settings.cached(options.manager);
    const logoFileId = settings.logoFileId;
    const branded = await brandMail(content, { ...settings, hasLogo: logoFileId !== null });
    const row = this.outbox.create({
      toAddress: content.to,
      subject: content.subject,
      textBody: branded.text,
      htmlBody: branded.html,
      unsubscribeUrl: content.unsubscribeUrl ?? null,
      calendar: content.calendar?.content ?? null,
      calendarMethod: content.calendar?.method ?? null,
    });
    if (!this.transport) {
      await (options.manager ?? this.outbox.manager).save(row);
      this.logger.log(`(no SMTP_URL) mail to ${row.toAddress}: ${row.subject}\n${row.textBody}`);
      return;
    }
    const store = async (manager: EntityManager) => {
      const saved = await manager.save(row);
      const job: MailJob = { outboxId: saved.id, logoFileId, senderName: settings.platformName };
      await this.queue.send(MAIL_QUEUE, job, { manager });
    };
    // In the caller's transaction the mail exists exactly when what that transaction wrote does; the
    // caller wakes the queue after its commit (`wake`).
    if (options.manager) return store(options.manager);
    // Started before the transaction: on the embedded database starting needs the one connection.
    await this.queue.ready();
    await this.outbox.manager.transaction(store);
    this.queue.wake(MAIL_QUEUE);
  }

  /**
   * Keeps many mails in the outbox and queues their sending, in one statement each, in the caller's
   * transaction (for batches of alert mails); the caller wakes the queue after its commit (`wake`).
   */
  async sendMany(contents: Mail[], manager: EntityManager): Promise<void> {
    if (!contents.length) return;
    const settings = await this.settings.cached(manager);
    const logoFileId = settings.logoFileId;
    const brand = { ...settings, hasLogo: logoFileId !== null };
    const brandedAll = await Promise.all(contents.map((content) => brandMail(content, brand)));
    const rows = contents.map((content, i) => {
      const branded = brandedAll[i];
      return {
        toAddress: content.to,
        subject: content.subject,
        textBody: branded.text,
        htmlBody: branded.html,
        unsubscribeUrl: content.unsubscribeUrl ?? null,
      };
    });
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(MailOutbox)
      .values(rows)
      .returning(['id'])
      .execute();
    if (!this.transport) {
      this.logger.log(`(no SMTP_URL) ${rows.length} mails kept in the mail_outbox table`);
      return;
    }
    const ids = (inserted.raw as { id: string }[]).map((r) => r.id);
    await this.queue.sendMany<MailJob>(
      MAIL_QUEUE,
      ids.map((outboxId) => ({ outboxId, logoFileId, senderName: settings.platformName })),
      { manager },
    );
  }

  /**
   * Deletes the outbox rows of mails sent before `before`; answers how many. Mails not sent (waiting, failed,
   * or kept without SMTP_URL) stay.
   */
  async purgeSent(before: Date): Promise<number> {
    return deleteInBatches(this.outbox.manager, 'mail_outbox', 'sent_at < $1', [before]);
  }

  /**
   * Erases the outbox rows of every mail to this address, sent or not (in the caller's transaction): a
   * queued send whose row is gone sends nothing.
   */
  async eraseTo(address: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)`, [address.trim()]);
  }

  /** Wakes the mail worker after a transaction that queued mails (`send` with a manager) committed. */
  wake(): void {
    this.queue.wake(MAIL_QUEUE);
  }

  /** Resolves once every mail queued so far has had its send attempt (sent, or failed and waiting to retry). */
  async drain(): Promise<void> {
    await this.queue.settled(MAIL_QUEUE);
  }

  private async deliver({ outboxId, logoFileId, senderName }: MailJob): Promise<void> {
    const transport = this.transport;
    const row = await this.outbox.findOneBy({ id: outboxId });
    // Sent already (a retry after a crash between the send and its record), or deleted by housekeeping.
    if (!transport || !row || row.sentAt) return;
    try {
      const logo = logoFileId ? await this.files.readPlatformLogo(logoFileId) : null;
      // A logo removed meanwhile leaves its <img> without a picture; its alt text names the platform.
      const attachments = logo
        ? [
            {
              cid: LOGO_CID,
              filename: `logo.${logo.mimeType.split('/')[1]}`,
              content: await this.files.bytesOf(logo),
              contentType: logo.mimeType,
            },
          ]
        : [];
      // The sender is named after the platform, at MAIL_FROM's address.
      const address = senderAddress(this.config.mail.from);
      await transport.sendMail({
        from: { name: senderName, address },
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        messageId: `<${row.id}@${address.split('@')[1] ?? 'hireloop.in'}>`,
        ...(row.unsubscribeUrl
          ? {
              headers: {
                'List-Unsubscribe': `<${row.unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
        attachments,
        ...(row.calendar && row.calendarMethod
          ? { icalEvent: { method: row.calendarMethod, filename: 'invite.ics', content: row.calendar } }
          : {}),
      });
      await this.outbox.update(row.id, { sentAt: new Date(), error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`could not send mail to ${row.toAddress}: ${message}`);
      await this.outbox.update(row.id, { error: message }).catch((e: unknown) => {
        this.logger.error(`could not record the failed mail ${row.id}: ${String(e)}`);
      });
      throw error;
    }
  }

  /** The queue has stopped (its running sends finished) before this. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
