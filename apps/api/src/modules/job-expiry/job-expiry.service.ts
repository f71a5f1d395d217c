import {
  formatDate,
  JOB_EXPIRY_WARNING_DAYS,
  JOB_EXTENSION_DAYS,
  JobStatus,
  WebhookEventType,
} from '@hireloop/schema';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { queryRows } from '../../common/sql';
import { escapeHtml } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { emitJobEvent } from '../jobs/job-webhook';
import { QueueService } from '../queue/queue.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { ExtendLinkService } from './extend-link.service';

/** The daily queue: warns recruiters of jobs closing soon, then marks jobs past their closing date expired. */
export const JOB_EXPIRY_QUEUE = 'jobs.expire';
/** Every day at 01:00 India time. */
const JOB_EXPIRY_CRON = '0 1 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A moment's day as the recruiter reads it in India ('1 Dec 2026'), whatever the server's time zone. */
export function indianDay(moment: Date): string {
  return formatDate(new Date(moment.getTime() + IST_OFFSET_MS), { utc: true });
}

/** Jobs that can still take applications: the ones that expire. */
const OPEN_STATUSES = [JobStatus.ACTIVE, JobStatus.PAUSED];

interface WarnRow {
  id: string;
  title: string;
  validThrough: Date;
  email: string | null;
  firstName: string | null;
  companyName: string;
}

export interface ExpiryRun {
  warned: number;
  expired: number;
}

/**
 * A job takes applications until its closing date (`valid_through`). Once a day, by the Clock:
 * - every open job closing within JOB_EXPIRY_WARNING_DAYS whose recruiter was not yet warned for its
 *   current closing date gets one mail with a signed "Extend 30 days" link (an extension clears the mark,
 *   so the new date is warned about again);
 * - every open job whose closing date has passed becomes `expired`: it leaves search and the home page,
 *   its page says it no longer takes applications, and applying is refused.
 */
@Injectable()
export class JobExpiryService {
  private readonly logger = new Logger('JobExpiry');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly links: ExtendLinkService,
    private readonly webhooks: WebhookEvents,
    queue: QueueService,
  ) {
    queue.define({
      name: JOB_EXPIRY_QUEUE,
      cron: JOB_EXPIRY_CRON,
      run: () => this.run().then(() => undefined),
    });
  }

  async run(): Promise<ExpiryRun> {
    const now = this.clock.now();
    const warned = await this.warn(now);
    const expired = await this.expire(now);
    if (warned || expired) this.logger.log(`warned about ${warned} jobs, expired ${expired}`);
    return { warned, expired };
  }

  /** Mails each recruiter once per closing date; a mail that cannot be queued leaves its job to the next try. */
  private async warn(now: Date): Promise<number> {
    const soon = new Date(now.getTime() + JOB_EXPIRY_WARNING_DAYS * DAY_MS);
    // Marking and reading in one statement: two runs at once cannot both warn about a job.
    const rows = await queryRows<WarnRow>(
      this.dataSource,
      `UPDATE jobs j SET expiry_warned_at = $3
         FROM companies c LEFT JOIN users owner ON owner.id = c.owner_id
        WHERE c.id = j.company_id AND j.status = ANY($4::text[]) AND j.expiry_warned_at IS NULL
          AND j.valid_through > $1 AND j.valid_through <= $2
        RETURNING j.id, j.title, j.valid_through AS "validThrough", c.name AS "companyName",
          coalesce((SELECT u.email FROM users u WHERE u.id = j.posted_by_id), owner.email) AS email,
          coalesce((SELECT u.first_name FROM users u WHERE u.id = j.posted_by_id), owner.first_name) AS "firstName"`,
      [now, soon, now, OPEN_STATUSES],
    );
    let sent = 0;
    for (const row of rows) {
      if (!row.email) continue;
      try {
        await this.mail.send(this.warning(row));
        sent++;
      } catch (error) {
        await this.dataSource.query(`UPDATE jobs SET expiry_warned_at = NULL WHERE id = $1`, [row.id]);
        throw error;
      }
    }
    return sent;
  }

  /** The warning; without a public address (PUBLIC_URL) it points to My Jobs instead of a link. */
  private warning(row: WarnRow) {
    const validThrough = new Date(row.validThrough);
    const link = this.links.link({ jobId: row.id, validThrough });
    const day = indianDay(validThrough);
    const subject = `Your job "${row.title}" closes on ${day}`;
    const greeting = `Hi ${row.firstName?.trim() || 'there'},`;
    const closes = `Your job "${row.title}" at ${row.companyName} stops taking applications on ${day}.`;
    const lines = link
      ? [
          greeting,
          closes,
          `To keep it open, extend it by ${JOB_EXTENSION_DAYS} days: ${link}`,
          'You can also extend it from My Jobs.',
        ]
      : [greeting, closes, `To keep it open, extend it by ${JOB_EXTENSION_DAYS} days from My Jobs.`];
    const paragraph = (html: string, last = false) =>
      `<p style="margin:${last ? '0' : '0 0 16px'}">${html}</p>`;
    const html = [
      paragraph(escapeHtml(greeting)),
      paragraph(
        `Your job <strong>${escapeHtml(row.title)}</strong> at ${escapeHtml(row.companyName)} stops taking applications on ${escapeHtml(day)}.`,
      ),
      ...(link
        ? [
            paragraph(
              `<a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">Extend ${JOB_EXTENSION_DAYS} days</a>`,
            ),
            paragraph('You can also extend it from My Jobs.', true),
          ]
        : [paragraph(escapeHtml(lines[2]), true)]),
    ].join('');
    return { to: row.email!, subject, text: lines.join('\n\n'), html };
  }

  /** Expires the jobs past their closing date and announces each (`job.expired` webhooks) in the same transaction. */
  private async expire(now: Date): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows = await queryRows<{ id: string }>(
        m,
        `UPDATE jobs SET status = $2, updated_at = $1
          WHERE status = ANY($3::text[]) AND valid_through <= $1 RETURNING id`,
        [now, JobStatus.EXPIRED, OPEN_STATUSES],
      );
      for (const row of rows) await emitJobEvent(this.webhooks, m, WebhookEventType.JOB_EXPIRED, row.id);
      return rows.length;
    });
  }
}
