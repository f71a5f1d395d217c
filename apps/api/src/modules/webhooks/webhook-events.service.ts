import { randomUUID } from 'node:crypto';
import { WEBHOOK_RETRY_HOURS, WebhookEventType } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { queryRows } from '../../common/sql';
import { QueueService } from '../queue/queue.service';

/** The queue that makes one attempt of one delivery (`{ deliveryId }`). */
export const WEBHOOK_DELIVER_QUEUE = 'webhooks.deliver';
const HOUR_MS = 60 * 60 * 1000;

/** A change other modules announce, with the resource as it is after the change. */
export interface WebhookEvent {
  type: WebhookEventType;
  /** The owner of the company the resource belongs to: their subscriptions hear of it, with administrators'. */
  companyOwnerId: string | null;
  /** The resource (an application or a job), sent as the body's `data`. */
  data: Record<string, unknown>;
}

/**
 * How other modules announce a webhook event: in the transaction of the change, the event's delivery to
 * every active subscription that chose it (its owner's, and every administrator's) is written and its
 * first attempt queued, so a change that rolls back sends nothing and one that commits is never lost.
 */
@Injectable()
export class WebhookEvents {
  constructor(
    private readonly queue: QueueService,
    private readonly clock: Clock,
  ) {}

  async emit(manager: EntityManager, event: WebhookEvent): Promise<void> {
    const now = this.clock.now();
    const id = randomUUID();
    const payload = { id, type: event.type, created: now.toISOString(), data: event.data };
    const rows = await queryRows<{ id: string }>(
      manager,
      `INSERT INTO webhook_deliveries (subscription_id, event_id, event_type, payload, retry_until, created_at, updated_at)
       SELECT s.id, $1, $2, $3::jsonb, $4, $5, $5 FROM webhook_subscriptions s
        WHERE s.status = 'active' AND $2 = ANY(s.events) AND (s.all_companies OR s.owner_id = $6)
       RETURNING id`,
      [
        id,
        event.type,
        JSON.stringify(payload),
        new Date(now.getTime() + WEBHOOK_RETRY_HOURS * HOUR_MS),
        now,
        event.companyOwnerId,
      ],
    );
    await this.queue.sendMany(
      WEBHOOK_DELIVER_QUEUE,
      rows.map((r) => ({ deliveryId: r.id })),
      { manager },
    );
  }
}
