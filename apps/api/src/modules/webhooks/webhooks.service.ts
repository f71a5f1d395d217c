import {
  ErrorCode,
  Role,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_PAUSE_AFTER_DAYS,
  WEBHOOK_RECENT_DELIVERIES,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SUBSCRIPTIONS_MAX,
  WebhookDeliveryStatus,
  WebhookEventType,
  WebhookSubscriptionStatus,
} from '@hireloop/schema';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Agent, request } from 'undici';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, BadInputError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { queryRow, queryRows } from '../../common/sql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { MailService } from '../mail/mail.service';
import { QueueService } from '../queue/queue.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { WEBHOOK_DELIVER_QUEUE } from './webhook-events.service';
import { newWebhookSecret, signatureHeader } from './webhook-signature';
import { checkTarget, guardedLookup, parseTargetUrl, resolveTarget, TargetRules } from './webhook-target';
import { WebhookDelivery, WebhookSubscription } from './webhook.entity';

/** The queue that queues the retries that are due, every minute. */
export const WEBHOOK_RETRY_QUEUE = 'webhooks.retry';
/** The daily queue that deletes finished deliveries older than WEBHOOK_KEEP_DAYS. */
export const WEBHOOK_PURGE_QUEUE = 'webhooks.purge';
/** Finished (succeeded or failed) deliveries are kept this long. */
export const WEBHOOK_KEEP_DAYS = 30;
/** A receiver has this long to answer (connecting included). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** At most this much of a receiver's answer is read (and ignored). */
const RESPONSE_READ_LIMIT = 64 * 1024;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The first retry waits a minute, each next one twice as long, at most 6 hours (about 13 tries in 24 hours). */
/**
 * A delivery queued longer ago than this without an answer is taken as lost (the queue retries a crashed
 * attempt twice within its 60 s expiry): a redelivery queues it again.
 */
const WEBHOOK_QUEUED_STALE_MS = 5 * MINUTE_MS;
const FIRST_RETRY_MS = MINUTE_MS;
const MAX_RETRY_MS = 6 * HOUR_MS;

/** The wait before the retry that follows the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 20), MAX_RETRY_MS);
}

export interface WebhookInput {
  url?: string | null;
  events?: WebhookEventType[] | null;
}

interface DeliveryRow {
  id: string;
  status: WebhookDeliveryStatus;
  eventId: string;
  payload: Record<string, unknown>;
  retryUntil: Date;
  attempts: number;
  subscriptionId: string;
  url: string;
  secret: string;
  subscriptionStatus: WebhookSubscriptionStatus;
}

interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Webhook subscriptions of recruiters (events of their companies' jobs) and administrators (every
 * company's), and the delivery of each event: a POST of the JSON body signed with the subscription's
 * secret, retried with exponential backoff for 24 hours on a non-2xx answer, a timeout or a refused
 * connection, then failed. A subscription whose deliveries only failed for 3 days is paused and its owner
 * mailed. Targets must be public addresses (https in production), checked when saved and again on every
 * connection.
 */
@Injectable()
export class WebhooksService implements OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly agent: Agent;
  private readonly rules: TargetRules;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly queue: QueueService,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {
    this.rules = {
      httpsOnly: config.env === 'production',
      allowPrivate: config.webhooks.allowPrivateTargets,
    };
    this.agent = new Agent({
      connect: { lookup: guardedLookup(this.rules.allowPrivate), timeout: WEBHOOK_TIMEOUT_MS },
      headersTimeout: WEBHOOK_TIMEOUT_MS,
      bodyTimeout: WEBHOOK_TIMEOUT_MS,
    });
    queue.define<{ deliveryId: string }>({
      name: WEBHOOK_DELIVER_QUEUE,
      // An attempt's failure is recorded and retried by the schedule below; a crash mid-attempt runs again.
      retryLimit: 2,
      expireInSeconds: 60,
      batchSize: 5,
      run: ({ deliveryId }) => this.attempt(deliveryId),
    });
    queue.define({
      name: WEBHOOK_RETRY_QUEUE,
      cron: '* * * * *',
      run: () => this.queueDueRetries().then(() => undefined),
    });
    queue.define({
      name: WEBHOOK_PURGE_QUEUE,
      cron: '30 3 * * *',
      run: () => this.purge().then(() => undefined),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agent.close();
  }

  list(user: User): Promise<WebhookSubscription[]> {
    return this.dataSource
      .getRepository(WebhookSubscription)
      .find({ where: { ownerId: user.id }, order: { createdAt: 'DESC' } });
  }

  /**
   * Makes a subscription and answers it with its secret (shown this once). An administrator's hears of
   * every company's jobs, a recruiter's of their own companies'.
   */
  async create(
    user: User,
    input: WebhookInput,
  ): Promise<{ subscription: WebhookSubscription; secret: string }> {
    const url = await this.checkUrl(input.url);
    const events = this.checkEvents(input.events);
    const secret = newWebhookSecret();
    const subscription = await this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_subscriptions:' || $1))`, [user.id]);
      const repo = m.getRepository(WebhookSubscription);
      if ((await repo.countBy({ ownerId: user.id })) >= WEBHOOK_SUBSCRIPTIONS_MAX) {
        throw new AppError(ErrorCode.CONFLICT, WEBHOOK_MESSAGES.tooMany);
      }
      return repo.save(
        repo.create({ ownerId: user.id, allCompanies: user.role === Role.ADMIN, url, events, secret }),
      );
    });
    return { subscription, secret };
  }

  async update(user: User, id: string, input: WebhookInput): Promise<WebhookSubscription> {
    const subscription = await this.owned(user, id);
    if (input.url !== undefined && input.url !== null) subscription.url = await this.checkUrl(input.url);
    if (input.events !== undefined && input.events !== null)
      subscription.events = this.checkEvents(input.events);
    return this.dataSource.getRepository(WebhookSubscription).save(subscription);
  }

  /** Deletes a subscription with its deliveries (pending ones are not sent). */
  async delete(user: User, id: string): Promise<boolean> {
    const subscription = await this.owned(user, id);
    await this.dataSource.getRepository(WebhookSubscription).delete(subscription.id);
    return true;
  }

  /** A paused subscription gets events again; its pending retries are due at once. */
  async resume(user: User, id: string): Promise<WebhookSubscription> {
    const subscription = await this.owned(user, id);
    if (subscription.status !== WebhookSubscriptionStatus.PAUSED) {
      throw new AppError(ErrorCode.CONFLICT, WEBHOOK_MESSAGES.notPaused);
    }
    const now = this.clock.now();
    await this.dataSource.transaction(async (m) => {
      await m.query(
        `UPDATE webhook_subscriptions SET status = 'active', failing_since = NULL, updated_at = $2 WHERE id = $1`,
        [subscription.id, now],
      );
      await m.query(
        `UPDATE webhook_deliveries SET next_attempt_at = $2, updated_at = $2
          WHERE subscription_id = $1 AND status = 'pending' AND next_attempt_at IS NOT NULL`,
        [subscription.id, now],
      );
    });
    await this.queueDueRetries();
    return this.owned(user, id);
  }

  /** The subscription's latest deliveries, newest first. */
  async deliveries(user: User, subscriptionId: string): Promise<WebhookDelivery[]> {
    const subscription = await this.owned(user, subscriptionId);
    return this.dataSource.getRepository(WebhookDelivery).find({
      where: { subscriptionId: subscription.id },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: WEBHOOK_RECENT_DELIVERIES,
    });
  }

  /**
   * Sends a delivery's event again (same event id and body, signed anew): it is pending again, with 24
   * more hours of retries, and its first attempt is queued now.
   */
  async redeliver(user: User, deliveryId: string): Promise<WebhookDelivery> {
    const found = isUuid(deliveryId)
      ? await queryRow<{ id: string }>(
          this.dataSource,
          `SELECT d.id FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
            WHERE d.id = $1 AND s.owner_id = $2`,
          [deliveryId, user.id],
        )
      : undefined;
    if (!found) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
    const now = this.clock.now();
    // An attempt already queued or under way (pending, no retry time, queued lately) is not queued again:
    // a second one would post the event twice, or retry a failure at once instead of on its schedule.
    const queued = await this.dataSource.transaction(async (m) => {
      const rows = await queryRows<{ id: string }>(
        m,
        `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = NULL, retry_until = $2, updated_at = $3
          WHERE id = $1 AND NOT (status = 'pending' AND next_attempt_at IS NULL AND updated_at > $4)
          RETURNING id`,
        [
          found.id,
          new Date(now.getTime() + WEBHOOK_RETRY_HOURS * HOUR_MS),
          now,
          new Date(now.getTime() - WEBHOOK_QUEUED_STALE_MS),
        ],
      );
      if (rows.length) await this.queue.send(WEBHOOK_DELIVER_QUEUE, { deliveryId: found.id }, { manager: m });
      return rows.length > 0;
    });
    if (queued) this.queue.wake(WEBHOOK_DELIVER_QUEUE);
    return this.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ id: found.id });
  }

  /** Deletes the finished deliveries made more than WEBHOOK_KEEP_DAYS ago (pending ones stay). */
  async purge(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - WEBHOOK_KEEP_DAYS * DAY_MS);
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `DELETE FROM webhook_deliveries WHERE created_at < $1 AND status <> 'pending' RETURNING id`,
      [before],
    );
    return rows.length;
  }

  /** Queues an attempt of every pending delivery whose retry is due (of active subscriptions). */
  async queueDueRetries(): Promise<number> {
    const now = this.clock.now();
    const count = await this.dataSource.transaction(async (m) => {
      const due = await queryRows<{ id: string }>(
        m,
        `UPDATE webhook_deliveries d SET next_attempt_at = NULL, updated_at = $1
           FROM webhook_subscriptions s
          WHERE s.id = d.subscription_id AND s.status = 'active' AND d.status = 'pending'
            AND d.next_attempt_at <= $1
          RETURNING d.id`,
        [now],
      );
      await this.queue.sendMany(
        WEBHOOK_DELIVER_QUEUE,
        due.map((d) => ({ deliveryId: d.id })),
        { manager: m },
      );
      return due.length;
    });
    if (count) this.queue.wake(WEBHOOK_DELIVER_QUEUE);
    return count;
  }

  /**
   * One attempt of a pending delivery: success ends it and clears the subscription's failing mark; a
   * failure schedules the next retry (or fails the delivery after its 24 hours) and may pause the
   * subscription.
   */
  async attempt(deliveryId: string): Promise<void> {
    const row = await queryRow<DeliveryRow>(
      this.dataSource,
      `SELECT d.id, d.status, d.event_id AS "eventId", d.payload, d.retry_until AS "retryUntil", d.attempts,
              s.id AS "subscriptionId", s.url, s.secret, s.status AS "subscriptionStatus"
         FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id WHERE d.id = $1`,
      [deliveryId],
    );
    if (!row || row.status !== WebhookDeliveryStatus.PENDING) return;
    if (row.subscriptionStatus !== WebhookSubscriptionStatus.ACTIVE) {
      // Left for the resume, which makes it due again.
      await this.dataSource.query(`UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE id = $1`, [
        row.id,
        this.clock.now(),
      ]);
      return;
    }
    const result = await this.post(row);
    const now = this.clock.now();
    if (result.ok) {
      await this.dataSource.transaction(async (m) => {
        await m.query(
          `UPDATE webhook_deliveries SET status = 'succeeded', attempts = attempts + 1, last_status_code = $2,
                  last_error = NULL, next_attempt_at = NULL, updated_at = $3 WHERE id = $1`,
          [row.id, result.statusCode, now],
        );
        await m.query(`UPDATE webhook_subscriptions SET failing_since = NULL WHERE id = $1`, [
          row.subscriptionId,
        ]);
      });
      return;
    }
    const attempts = row.attempts + 1;
    const retryUntil = new Date(row.retryUntil).getTime();
    const failed = now.getTime() >= retryUntil;
    const next = failed ? null : new Date(Math.min(now.getTime() + retryDelayMs(attempts), retryUntil));
    const paused = await this.dataSource.transaction(async (m) => {
      await m.query(
        `UPDATE webhook_deliveries SET status = $2, attempts = attempts + 1, last_status_code = $3,
                last_error = $4, next_attempt_at = $5, updated_at = $6 WHERE id = $1`,
        [
          row.id,
          failed ? WebhookDeliveryStatus.FAILED : WebhookDeliveryStatus.PENDING,
          result.statusCode,
          result.error,
          next,
          now,
        ],
      );
      const [sub] = await queryRows<{ failingSince: Date }>(
        m,
        `UPDATE webhook_subscriptions SET failing_since = coalesce(failing_since, $2) WHERE id = $1
         RETURNING failing_since AS "failingSince"`,
        [row.subscriptionId, now],
      );
      if (!sub || now.getTime() - new Date(sub.failingSince).getTime() < WEBHOOK_PAUSE_AFTER_DAYS * DAY_MS) {
        return null;
      }
      return queryRow<{ ownerId: string; url: string }>(
        m,
        `UPDATE webhook_subscriptions SET status = 'paused', updated_at = $2 WHERE id = $1 AND status = 'active'
         RETURNING owner_id AS "ownerId", url`,
        [row.subscriptionId, now],
      );
    });
    if (paused) await this.mailPaused(paused.ownerId, paused.url);
  }

  /** POSTs the delivery's body, signed now; any 2xx answer is a success, everything else a failure. */
  private async post(row: DeliveryRow): Promise<AttemptResult> {
    const body = JSON.stringify(row.payload);
    // The receiver compares the signature's time with its own clock: the wall clock, not the rules' Clock.
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const url = parseTargetUrl(row.url, this.rules);
      // An address literal is never looked up by the connection: judge it here.
      await resolveTarget(url.hostname.replace(/^\[(.*)\]$/, '$1'), this.rules.allowPrivate);
      const res = await request(url, {
        method: 'POST',
        dispatcher: this.agent,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Hireloop-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(row.secret, timestamp, body),
          [WEBHOOK_EVENT_ID_HEADER.toLowerCase()]: row.eventId,
        },
        body,
      });
      await res.body.dump({ limit: RESPONSE_READ_LIMIT }).catch(() => undefined);
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return { ok, statusCode: res.statusCode, error: ok ? null : `HTTP ${res.statusCode}` };
    } catch (error) {
      return { ok: false, statusCode: null, error: describeFailure(error) };
    }
  }

  private async mailPaused(ownerId: string, url: string): Promise<void> {
    const owner = await this.users.findById(ownerId);
    if (!owner) return;
    await this.mail.send({
      to: owner.email,
      subject: 'Your webhook was paused',
      text: [
        `Hi ${owner.firstName?.trim() || 'there'},`,
        `Every delivery to your webhook ${url} failed for ${WEBHOOK_PAUSE_AFTER_DAYS} days, so we paused it: it gets no new events.`,
        'Fix the receiver, then resume the webhook from the Webhooks page; its pending deliveries are sent again.',
      ].join('\n\n'),
    });
    this.logger.warn(
      `paused webhook subscription of ${ownerId} after ${WEBHOOK_PAUSE_AFTER_DAYS} days of failures`,
    );
  }

  private async owned(user: User, id: string): Promise<WebhookSubscription> {
    const found = isUuid(id)
      ? await this.dataSource.getRepository(WebhookSubscription).findOneBy({ id, ownerId: user.id })
      : null;
    if (!found) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    return found;
  }

  private async checkUrl(value: string | null | undefined): Promise<string> {
    if (!value?.trim()) throw new BadInputError(WEBHOOK_MESSAGES.urlInvalid);
    return (await checkTarget(value, this.rules)).toString();
  }

  private checkEvents(events: WebhookEventType[] | null | undefined): WebhookEventType[] {
    const chosen = [...new Set(events ?? [])];
    if (!chosen.length) throw new BadInputError(WEBHOOK_MESSAGES.eventsRequired);
    if (chosen.some((e) => !WEBHOOK_EVENT_TYPES.includes(e)))
      throw new BadInputError(WEBHOOK_MESSAGES.eventsRequired);
    return WEBHOOK_EVENT_TYPES.filter((e) => chosen.includes(e));
  }

  /** A user's webhook subscriptions for their data export: address, events, state; never the secret. */
  async exportFor(ownerId: string) {
    const rows = await this.dataSource
      .getRepository(WebhookSubscription)
      .find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((w) => ({
      url: w.url,
      events: w.events,
      allCompanies: w.allCompanies,
      status: w.status,
      failingSince: w.failingSince?.toISOString() ?? null,
      createdAt: w.createdAt.toISOString(),
      updatedAt: w.updatedAt.toISOString(),
    }));
  }
}

/** What went wrong with an attempt, in a few words (never the receiver's answer). */
function describeFailure(error: unknown): string {
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.code === 'UND_ERR_HEADERS_TIMEOUT') {
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  }
  if (e.code === 'EWEBHOOKTARGET' || e.cause?.code === 'EWEBHOOKTARGET' || error instanceof BadInputError) {
    return (e.cause?.code === 'EWEBHOOKTARGET' ? e.cause.message : e.message) ?? 'Target refused';
  }
  const code = e.code ?? e.cause?.code;
  return (code ? `${code}: ` : '') + (e.message ?? 'request failed').slice(0, 200);
}
