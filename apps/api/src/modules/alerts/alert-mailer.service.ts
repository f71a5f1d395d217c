import { ALERT_MAIL_MAX_JOBS, AlertFrequency, describeAlert } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { queryRows } from '../../common/sql';
import { savedKeywordQuerySql } from '../jobs/job-search';
import { JobSummary, jobSummaries, savedSearchMatchesSql } from '../jobs/jobs.queries';
import { JOB_ACTIVATED_QUEUE } from '../jobs/recruiter-jobs.service';
import { escapeHtml } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { QueueService } from '../queue/queue.service';
import { activeUserEmails } from '../users/users.queries';
import { nextDigestAt } from './digest-schedule';
import { JobAlertsService, searchPath } from './job-alerts.service';

/** The schedule's tick: due digests are looked for every 15 minutes (Asia/Kolkata). */
export const ALERT_DIGEST_QUEUE = 'alerts.digest';
const DIGEST_CRON = '*/15 * * * *';
/** Alerts matched (and mailed) per transaction. */
export const ALERT_BATCH = 500;
/** Mails rendered and queued per statement. */
const MAILS_PER_INSERT = 100;
/** Digest batches under way at once in one process. */
const DIGEST_LOOPS = 2;

/** An alert of a batch with the jobs it mails now, best match first. */
interface AlertBatchRow {
  id: string;
  userId: string | null;
  email: string | null;
  keyword: string;
  jobTypes: string[];
  locations: string[];
  categories: string[];
  salaryMinInr: number | null;
  remote: boolean;
  /** New matches in all (the mail lists at most ALERT_MAIL_MAX_JOBS of them). */
  total: number;
  jobIds: string[];
}

/**
 * Matches new jobs to alerts and mails them. How:
 *
 * - Instant alerts: a job that becomes active (posted active, published, reopened, or brought back by an
 *   extension) is announced on `jobs.activated` in the transaction that made it so; its run matches that
 *   job against every instant alert, ALERT_BATCH alerts per statement (keyset over the alert id).
 * - Daily and weekly alerts: each keeps when its next digest is due (`next_digest_at`, 08:00 India time,
 *   Mondays for weekly ones, computed from the injectable Clock); a tick every 15 minutes takes the due
 *   alerts ALERT_BATCH at a time (locked, SKIP LOCKED so two workers share them) and matches them
 *   against the active jobs that became active (jobs.activated_at) since their last digest, up to the
 *   statement's time.
 *
 * Matching is the job search's own SQL (savedSearchMatchesSql: same filters, same full-text match,
 * ranked as /jobs ranks) run as one set-based statement per batch, so memory stays flat however many
 * alerts there are. The statement that picks the matches records them in job_alert_sent (unique per
 * alert and job, ON CONFLICT DO NOTHING) and only what it recorded is mailed: no alert mails a job twice.
 * (A digest batch's alerts are locked and its matches leave out what job_alert_sent already holds, so
 * what it lists is what it recorded; instant alerts mail the rows their insert returned.) Digest windows
 * do not overlap and an alert that turns from instant to a digest starts its window then, so a job in a
 * digest's window can have been mailed to the alert only in an earlier activation: job_alert_sent is
 * looked up for the jobs activated again (or published) after they were posted, the others are new.
 * The mails are queued in the same transaction, so a match is recorded exactly when its mail is queued.
 * A digest lists at most ALERT_MAIL_MAX_JOBS jobs, best match first, with a link to the search; an alert
 * with nothing new gets no mail.
 */
@Injectable()
export class AlertMailerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly alerts: JobAlertsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    queue: QueueService,
  ) {
    queue.define<{ jobId: string }>({
      name: JOB_ACTIVATED_QUEUE,
      run: ({ jobId }) => this.matchJob(jobId),
      batchSize: 5,
    });
    queue.define<object>({
      name: ALERT_DIGEST_QUEUE,
      run: () => this.sendDueDigests(),
      cron: DIGEST_CRON,
      // A tick arriving while the previous one still runs finds the remaining alerts locked or done.
      retryLimit: 2,
      expireInSeconds: 30 * 60,
    });
  }

  /** Mails a job that became active to every instant alert it matches. */
  async matchJob(jobId: string): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const last = await this.dataSource.transaction(async (m) => {
        const rows = await queryRows<AlertBatchRow & { last: string }>(
          m,
          `WITH batch AS MATERIALIZED (
             SELECT a.id, a.user_id, a.email, a.keyword, a.job_types, a.locations, a.categories,
                    ${savedKeywordQuerySql('a')} AS q,
                    a.salary_min_inr, a.remote, a.matched_since AS since
             FROM job_alerts a
             WHERE a.frequency = 'instant' AND NOT a.paused AND a.confirmed_at IS NOT NULL AND a.id > $2
             ORDER BY a.id LIMIT $3
           ),
           ${savedSearchMatchesSql('batch', { jobId: '$1::uuid' })},
           sent AS (
             INSERT INTO job_alert_sent (alert_id, job_id)
             SELECT search_id, job_id FROM search_matches
             ON CONFLICT DO NOTHING RETURNING alert_id, job_id
           )
           SELECT b.id, b.user_id AS "userId", b.email, b.keyword, b.job_types AS "jobTypes",
                  b.locations, b.categories, b.salary_min_inr AS "salaryMinInr", b.remote, 1 AS total, ARRAY[s.job_id] AS "jobIds",
                  l.id AS last
           FROM (SELECT id FROM batch ORDER BY id DESC LIMIT 1) l
           LEFT JOIN sent s ON true
           LEFT JOIN batch b ON b.id = s.alert_id`,
          [jobId, after, ALERT_BATCH],
        );
        await this.mailBatch(
          m,
          rows.filter((r) => r.id),
          AlertFrequency.INSTANT,
        );
        return rows[0]?.last ?? null;
      });
      this.mail.wake();
      if (!last) return;
      after = last;
    }
  }

  /** Sends the digests due by the clock's time, batch after batch, and forgets unconfirmed alerts. */
  async sendDueDigests(): Promise<void> {
    await this.alerts.deleteUnconfirmed();
    const now = this.clock.now();
    // Two loops take batches side by side (SKIP LOCKED gives each its own alerts): one builds its mails
    // while the database matches the other's.
    await Promise.all(Array.from({ length: DIGEST_LOOPS }, () => this.digestLoop(now)));
  }

  private async digestLoop(now: Date): Promise<void> {
    for (;;) {
      const picked = await this.dataSource.transaction(async (m) => {
        // The statement is short; compiling it (its estimate passes the JIT threshold) costs more than it saves.
        await m.query('SET LOCAL jit = off');
        const rows = await queryRows<AlertBatchRow>(
          m,
          `WITH batch AS MATERIALIZED (
             SELECT a.id, a.user_id, a.email, a.keyword, a.job_types, a.locations, a.categories, a.frequency,
                    ${savedKeywordQuerySql('a')} AS q,
                    a.salary_min_inr, a.remote, a.matched_since AS since
             FROM job_alerts a
             WHERE a.frequency <> 'instant' AND NOT a.paused AND a.confirmed_at IS NOT NULL
               AND a.next_digest_at <= $1
             ORDER BY a.next_digest_at, a.id LIMIT $2
             FOR UPDATE SKIP LOCKED
           ),
           ${savedSearchMatchesSql('batch', { until: 'statement_timestamp()' })},
           ranked AS MATERIALIZED (
             SELECT m.search_id, count(*)::int AS total,
                    (array_agg(m.job_id ORDER BY m.rank DESC, m.activated_at DESC, m.job_id DESC))[1:$5] AS job_ids
             FROM search_matches m
             WHERE NOT (m.reactivated
                        AND EXISTS (SELECT 1 FROM job_alert_sent x WHERE x.alert_id = m.search_id AND x.job_id = m.job_id))
             GROUP BY m.search_id
           ),
           sent AS (
             INSERT INTO job_alert_sent (alert_id, job_id)
             SELECT r.search_id, u.job_id FROM ranked r CROSS JOIN LATERAL unnest(r.job_ids) u(job_id)
             ON CONFLICT DO NOTHING
           ),
           moved AS (
             UPDATE job_alerts a
             SET matched_since = statement_timestamp(),
                 next_digest_at = CASE a.frequency WHEN 'daily' THEN $3::timestamptz ELSE $4::timestamptz END
             FROM batch b WHERE a.id = b.id
             RETURNING a.id
           )
           SELECT b.id, b.user_id AS "userId", b.email, b.keyword, b.job_types AS "jobTypes",
                  b.locations, b.categories, b.salary_min_inr AS "salaryMinInr", b.remote, coalesce(r.total, 0) AS total,
                  coalesce(r.job_ids, '{}') AS "jobIds"
           FROM batch b LEFT JOIN ranked r ON r.search_id = b.id`,
          [
            now,
            ALERT_BATCH,
            nextDigestAt(AlertFrequency.DAILY, now),
            nextDigestAt(AlertFrequency.WEEKLY, now),
            ALERT_MAIL_MAX_JOBS,
          ],
        );
        await this.mailBatch(m, rows, AlertFrequency.DAILY);
        return rows.length;
      });
      this.mail.wake();
      if (picked < ALERT_BATCH) return;
    }
  }

  /** Queues the mails of a batch (in its transaction): alerts without jobs, or without address, get none. */
  private async mailBatch(m: EntityManager, rows: AlertBatchRow[], kind: AlertFrequency): Promise<void> {
    const withJobs = rows.filter((r) => r.jobIds.length);
    if (!withJobs.length) return;
    const jobs = await jobSummaries(m, [...new Set(withJobs.flatMap((r) => r.jobIds))]);
    const emails = await activeUserEmails(m, [
      ...new Set(withJobs.map((r) => r.userId).filter((id): id is string => !!id)),
    ]);
    // Rendered and queued a slice at a time: a batch's mails (tens of kilobytes each) are never all in
    // memory at once.
    for (let i = 0; i < withJobs.length; i += MAILS_PER_INSERT) {
      const mails = [];
      for (const row of withJobs.slice(i, i + MAILS_PER_INSERT)) {
        const to = row.userId ? emails.get(row.userId) : row.email;
        const listed = row.jobIds.map((id) => jobs.get(id)).filter((j): j is JobSummary => !!j);
        if (to && listed.length) mails.push(this.alertMail(row, listed, kind, to));
      }
      await this.mail.sendMany(mails, m);
    }
  }

  private alertMail(row: AlertBatchRow, jobs: JobSummary[], kind: AlertFrequency, to: string) {
    const what = describeAlert(row);
    const search = this.alerts.link(searchPath({ ...row, salaryMin: row.salaryMinInr }));
    const line = (j: JobSummary) => [
      `${j.title} — ${j.company}`,
      [j.location, j.jobType, j.salary].filter(Boolean).join(' · '),
    ];
    const url = (j: JobSummary) => this.alerts.link(`/job/${j.id}`);
    const more = row.total > jobs.length ? row.total - jobs.length : 0;
    const subject =
      kind === AlertFrequency.INSTANT
        ? `New job: ${jobs[0].title} at ${jobs[0].company}`
        : `${row.total} new job${row.total === 1 ? '' : 's'} for your alert: ${what}`;
    const intro =
      kind === AlertFrequency.INSTANT
        ? `A new job matches your job alert (${what}):`
        : `New jobs matching your job alert (${what}), best match first:`;
    const text = [
      intro,
      '',
      ...jobs.flatMap((j) => [...line(j), url(j), '']),
      more
        ? `${more} more on the site. See every matching job: ${search}`
        : `See every matching job: ${search}`,
    ].join('\n');
    const html = [
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
      ...jobs.map((j) => {
        const [title, details] = line(j).map(escapeHtml);
        return `<p style="margin:0 0 16px"><a href="${escapeHtml(url(j))}" style="color:#1d4ed8;font-weight:bold">${title}</a><br>${details}</p>`;
      }),
      `<p style="margin:0">${more ? `${more} more on the site. ` : ''}<a href="${escapeHtml(search)}" style="color:#1d4ed8">See every matching job</a></p>`,
    ].join('');
    return { to, subject, text, html, unsubscribeUrl: this.alerts.unsubscribeUrl(row.id) };
  }
}
