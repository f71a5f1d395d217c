import {
  ALERT_CONFIRM_DAYS,
  ALERT_MESSAGES,
  AlertFrequency,
  ConsentPurpose,
  ConsentSource,
  describeAlert,
  ErrorCode,
  MAX_ALERTS_PER_EMAIL,
  MAX_ALERTS_PER_USER,
  MAX_SALARY_FILTER,
  Role,
  SEARCH_MESSAGES,
  validateEmail,
} from '@hireloop/schema';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, BadInputError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { queryOne, queryRows } from '../../common/sql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimitService } from '../abuse/rate-limit.service';
import {
  checkSearchSyntax,
  cleanValues,
  keywordWords,
  MAX_KEYWORD_LENGTH,
  prefixTsQuery,
  usesQuerySyntax,
} from '../jobs/job-search';
import { ConsentRecord, ConsentsService } from '../consents/consents.service';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { lockUser } from '../users/users.queries';
import { AlertTokenPurpose, signAlertToken, verifyAlertToken } from './alert-tokens';
import { nextDigestAt } from './digest-schedule';
import { JobAlert } from './job-alert.entity';

/** What an alert looks for and how often it mails. */
export interface AlertSearch {
  keyword?: string | null;
  jobTypes?: string[] | null;
  locations?: string[] | null;
  categories?: string[] | null;
  /** At least this yearly salary in rupees (0 or null: any). */
  salaryMin?: number | null;
  remote?: boolean | null;
}

export interface CreateAlertInput extends AlertSearch {
  frequency: AlertFrequency;
  /** A visitor's address (double opt-in); signed-in seekers' alerts mail their account's address. */
  email?: string | null;
}

export interface UpdateAlertInput {
  frequency?: AlertFrequency | null;
  paused?: boolean | null;
}

export interface AlertCreation {
  /** The seeker's new alert; null for a visitor's, which waits for its confirmation link. */
  alert: JobAlert | null;
  confirmationSent: boolean;
}

/** What an alert stores of its search. */
export interface AlertFields {
  keyword: string;
  keywordQuery: string | null;
  jobTypes: string[];
  locations: string[];
  categories: string[];
  salaryMinInr: number | null;
  remote: boolean;
  frequency: AlertFrequency;
}

const FREQUENCIES = new Set<string>(Object.values(AlertFrequency));

/** Consent to job alert mails, given (saving an alert) or withdrawn (deleting it, its unsubscribe link). */
function alertMails(granted: boolean, source: ConsentSource): ConsentRecord {
  return { purpose: ConsentPurpose.JOB_ALERT_MAILS, granted, source };
}

/** A seeker's job alert as it appears in their data export. */
export interface ExportedAlert {
  keyword: string;
  jobTypes: string[];
  locations: string[];
  categories: string[];
  salaryMinInr: number | null;
  remote: boolean;
  frequency: string;
  paused: boolean;
  createdAt: string;
}

/** The address of the job search an alert runs (the /jobs page with its filters). */
export function searchPath(alert: AlertSearch): string {
  const params = new URLSearchParams();
  if (alert.keyword?.trim()) params.append('search', alert.keyword.trim());
  for (const v of alert.jobTypes ?? []) params.append('type', v);
  for (const v of alert.locations ?? []) params.append('location', v);
  for (const v of alert.categories ?? []) params.append('category', v);
  if (alert.salaryMin) params.append('salaryMin', String(alert.salaryMin));
  if (alert.remote) params.append('remote', '1');
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/**
 * Job alerts: a seeker's own (at most MAX_ALERTS_PER_USER, listed, paused, re-timed and deleted only by
 * them) and visitors' (an e-mail, double opt-in: nothing but the confirmation mail is sent before its
 * link is clicked; at most MAX_ALERTS_PER_EMAIL per address; unconfirmed ones are deleted after
 * ALERT_CONFIRM_DAYS). Every alert mail's unsubscribe link deletes its alert without signing in.
 */
@Injectable()
export class JobAlertsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly clock: Clock,
    private readonly consents: ConsentsService,
  ) {
    if (!config.publicUrl) {
      new Logger('JobAlerts').warn(
        'PUBLIC_URL is not set: the links in job alert mails (jobs, search, confirm, unsubscribe) are relative and will not open from a mail',
      );
    }
  }

  /** An absolute address on the site (PUBLIC_URL's). */
  link(path: string): string {
    return `${this.config.publicUrl ?? ''}${path}`;
  }

  token(purpose: AlertTokenPurpose, alertId: string): string {
    return signAlertToken(this.config.jwt.secret, purpose, alertId);
  }

  /** The one-click unsubscribe address of an alert's mails (a GET shows the page, a POST unsubscribes). */
  unsubscribeUrl(alertId: string): string {
    return this.link(
      `/alerts/unsubscribe?token=${encodeURIComponent(this.token('alert-unsubscribe', alertId))}`,
    );
  }

  list(user: User): Promise<JobAlert[]> {
    return this.dataSource
      .getRepository(JobAlert)
      .find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Every job alert of a seeker, oldest first, for their data export. */
  async exportFor(userId: string): Promise<ExportedAlert[]> {
    const rows = await this.dataSource
      .getRepository(JobAlert)
      .find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((a) => ({
      keyword: a.keyword,
      jobTypes: a.jobTypes,
      locations: a.locations,
      categories: a.categories,
      salaryMinInr: a.salaryMinInr,
      remote: a.remote,
      frequency: a.frequency,
      paused: a.paused,
      createdAt: a.createdAt.toISOString(),
    }));
  }

  async create(user: User | undefined, input: CreateAlertInput, ip: string): Promise<AlertCreation> {
    if (user && user.role !== Role.JOB_SEEKER) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Only job seekers can save job alerts');
    }
    const fields = this.check(input);
    if (user) return { alert: await this.createForUser(user, fields), confirmationSent: false };

    const email = (input.email ?? '').trim();
    if (!email) throw new BadInputError(ALERT_MESSAGES.emailRequired);
    const problem = validateEmail(email);
    if (problem) throw new BadInputError(problem);
    await this.limits.consume('alert-visitor:ip', ip);
    await this.createForVisitor(email, fields);
    return { alert: null, confirmationSent: true };
  }

  /**
   * A visitor's alert, waiting for its confirmation link, which is mailed now. Asking again for the same
   * search mails the link again (until confirmed). Past the address's allowance (alerts, or confirmation
   * mails a day) nothing happens, and the caller's answer is the same: it tells no one whether an
   * address subscribes, nor can it be used to flood an address. `email` is valid.
   */
  async createForVisitor(email: string, fields: AlertFields): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      // One address's alerts are counted and added one at a time.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('job_alerts:' || lower($1)))`, [email]);
      const repo = m.getRepository(JobAlert);
      const [same] = await queryRows<{ id: string; confirmed: boolean }>(
        m,
        `SELECT id, confirmed_at IS NOT NULL AS confirmed FROM job_alerts
          WHERE lower(email) = lower($1) AND keyword = $2 AND job_types = $3 AND locations = $4
            AND categories = $5 AND frequency = $6 AND salary_min_inr IS NOT DISTINCT FROM $7 AND remote = $8`,
        [
          email,
          fields.keyword,
          fields.jobTypes,
          fields.locations,
          fields.categories,
          fields.frequency,
          fields.salaryMinInr,
          fields.remote,
        ],
      );
      if (same?.confirmed) return;
      if (!same) {
        const { n } = await queryOne<{ n: number }>(
          m,
          `SELECT count(*)::int AS n FROM job_alerts WHERE lower(email) = lower($1)`,
          [email],
        );
        if (n >= MAX_ALERTS_PER_EMAIL) return;
      }
      if (!(await this.mayMail(email))) return;
      const alert = same
        ? await repo.findOneByOrFail({ id: same.id })
        : await repo.save(repo.create({ ...fields, email, userId: null, confirmedAt: null }));
      const confirm = this.link(
        `/alerts/confirm?token=${encodeURIComponent(this.token('alert-confirm', alert.id))}`,
      );
      await this.mail.send(
        {
          to: email,
          subject: 'Confirm your job alert',
          text: [
            `Someone, hopefully you, asked for job alerts at this address: ${describeAlert(alert)} (${alert.frequency}).`,
            '',
            `To start them, open this link: ${confirm}`,
            '',
            `Nothing more will be sent unless you click it; the request is forgotten after ${ALERT_CONFIRM_DAYS} days.`,
          ].join('\n'),
        },
        { manager: m },
      );
    });
    this.mail.wake();
  }

  /** Counts a confirmation mail to an address; false past its daily allowance. */
  /**
   * Erases the user's alerts and any alert a visitor set up for their e-mail address, with what the
   * alerts had matched (in the caller's transaction).
   */
  async eraseOf(userId: string, email: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM job_alerts WHERE user_id = $1 OR lower(email) = lower($2)`, [
      userId,
      email.trim(),
    ]);
  }

  private mayMail(email: string): Promise<boolean> {
    return this.limits
      .consume('alert-visitor:email', email.toLowerCase())
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === ErrorCode.TOO_MANY_REQUESTS) return false;
        throw error;
      });
  }

  private async createForUser(user: User, fields: AlertFields): Promise<JobAlert> {
    return this.dataSource.transaction(async (m) => {
      // The seeker's row lock makes the count and the insert one step against concurrent creations.
      await lockUser(m, user.id);
      const { n } = await queryOne<{ n: number }>(
        m,
        `SELECT count(*)::int AS n FROM job_alerts WHERE user_id = $1`,
        [user.id],
      );
      if (n >= MAX_ALERTS_PER_USER) throw new AppError(ErrorCode.CONFLICT, ALERT_MESSAGES.tooManyForUser);
      const now = this.clock.now();
      const repo = m.getRepository(JobAlert);
      const alert = await repo.save(
        repo.create({
          ...fields,
          userId: user.id,
          email: null,
          confirmedAt: now,
          nextDigestAt: nextDigestAt(fields.frequency, now),
        }),
      );
      await this.consents.record(user.id, [alertMails(true, ConsentSource.SETTINGS)], m);
      return alert;
    });
  }

  async update(user: User, id: string, input: UpdateAlertInput): Promise<JobAlert> {
    const alert = await this.owned(user, id);
    if (input.frequency != null) {
      if (!FREQUENCIES.has(input.frequency)) throw new BadInputError(ALERT_MESSAGES.frequencyInvalid);
      if (input.frequency !== alert.frequency) {
        // An instant alert has had each job as it came: its digests list what becomes active from now on.
        const digestFromNow = alert.frequency === AlertFrequency.INSTANT;
        alert.frequency = input.frequency;
        alert.nextDigestAt = nextDigestAt(input.frequency, this.clock.now());
        if (digestFromNow) {
          const repo = this.dataSource.getRepository(JobAlert);
          await repo.update(alert.id, { matchedSince: () => 'now()' });
          alert.matchedSince = (await repo.findOneByOrFail({ id: alert.id })).matchedSince;
        }
      }
    }
    if (input.paused != null) alert.paused = input.paused;
    return this.dataSource.getRepository(JobAlert).save(alert);
  }

  async delete(user: User, id: string): Promise<boolean> {
    const alert = await this.owned(user, id);
    await this.dataSource.transaction(async (m) => {
      await m.getRepository(JobAlert).delete({ id: alert.id });
      await this.consents.record(user.id, [alertMails(false, ConsentSource.SETTINGS)], m);
    });
    return true;
  }

  /**
   * Starts a visitor's alert from its confirmation link (again: nothing changes). The first confirmation
   * is the address's consent to alert mails (double opt-in), recorded with the address.
   */
  async confirm(token: string): Promise<JobAlert> {
    const id = verifyAlertToken(this.config.jwt.secret, 'alert-confirm', token);
    const repo = this.dataSource.getRepository(JobAlert);
    const alert = id ? await repo.findOneBy({ id }) : null;
    if (!alert) throw new BadInputError(ALERT_MESSAGES.linkInvalid);
    if (!alert.confirmedAt) {
      const now = this.clock.now();
      const next = nextDigestAt(alert.frequency, now);
      await this.dataSource.transaction(async (m) => {
        // Jobs posted from now on are its news; only the click that confirms it records the consent.
        const updated = await m
          .getRepository(JobAlert)
          .createQueryBuilder()
          .update()
          .set({ confirmedAt: now, nextDigestAt: next, matchedSince: () => 'now()' })
          .where('id = :id AND confirmed_at IS NULL', { id: alert.id })
          .execute();
        if (!updated.affected) return;
        await this.recordAlertConsent(alert, alertMails(true, ConsentSource.MAIL_LINK), m);
      });
      alert.confirmedAt = now;
      alert.nextDigestAt = next;
    }
    return alert;
  }

  /** Records an alert mail consent for the alert's seeker, or for a visitor's address. */
  private async recordAlertConsent(
    owner: { userId: string | null; email: string | null },
    record: ConsentRecord,
    m: EntityManager,
  ): Promise<void> {
    if (owner.userId) await this.consents.record(owner.userId, [record], m);
    else if (owner.email) await this.consents.recordForEmail(owner.email, [record], m);
  }

  /**
   * Deletes the alert of an unsubscribe link. A valid link of an alert already gone answers the same
   * (a second click, or the mail client's one-click request before the page's).
   */
  async unsubscribe(token: string): Promise<void> {
    const id = verifyAlertToken(this.config.jwt.secret, 'alert-unsubscribe', token);
    if (!id) throw new BadInputError(ALERT_MESSAGES.linkInvalid);
    await this.dataSource.transaction(async (m) => {
      const [owner] = await queryRows<{ userId: string | null; email: string | null }>(
        m,
        `DELETE FROM job_alerts WHERE id = $1 RETURNING user_id AS "userId", email`,
        [id],
      );
      // The withdrawal joins the seeker's consent history, or the visitor address's.
      if (owner) await this.recordAlertConsent(owner, alertMails(false, ConsentSource.MAIL_LINK), m);
    });
  }

  /** Deletes visitors' alerts left unconfirmed for ALERT_CONFIRM_DAYS. */
  async deleteUnconfirmed(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - ALERT_CONFIRM_DAYS * 24 * 60 * 60 * 1000);
    await this.dataSource.query(`DELETE FROM job_alerts WHERE confirmed_at IS NULL AND created_at < $1`, [
      before,
    ]);
  }

  private async owned(user: User, id: string): Promise<JobAlert> {
    const alert = isUuid(id)
      ? await this.dataSource.getRepository(JobAlert).findOneBy({ id, userId: user.id })
      : null;
    if (!alert) throw new NotFoundError(ALERT_MESSAGES.notFound);
    return alert;
  }

  /** The stored form of a search, or a clear refusal. */
  check(input: CreateAlertInput): AlertFields {
    if (!FREQUENCIES.has(input.frequency)) throw new BadInputError(ALERT_MESSAGES.frequencyInvalid);
    const keyword = (input.keyword ?? '').trim();
    if (keyword.length > MAX_KEYWORD_LENGTH) {
      throw new BadInputError(`Keywords must be at most ${MAX_KEYWORD_LENGTH} characters`);
    }
    checkSearchSyntax(keyword);
    const { salaryMin } = input;
    if (
      salaryMin != null &&
      !(Number.isInteger(salaryMin) && salaryMin >= 0 && salaryMin <= MAX_SALARY_FILTER)
    ) {
      throw new BadInputError(SEARCH_MESSAGES.salaryMin);
    }
    return {
      keyword,
      // A keyword in the search syntax is stored without a prefix query: the matcher reads it with
      // websearch_to_tsquery (savedKeywordQuerySql), as /jobs does.
      keywordQuery: usesQuerySyntax(keyword) ? null : prefixTsQuery(keywordWords(keyword)),
      jobTypes: cleanValues(input.jobTypes),
      locations: cleanValues(input.locations),
      categories: cleanValues(input.categories),
      salaryMinInr: salaryMin || null,
      remote: !!input.remote,
      frequency: input.frequency,
    };
  }
}
