import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { queryRows } from '../../common/sql';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { NotificationModel } from './notification.model';
import { Notification } from './notification.entity';
import { LiveEvents } from './pubsub.provider';

export const notificationTrigger = (userId: string) => `notifications:${userId}`;

export function toModel(n: Notification): NotificationModel {
  return {
    id: n.id,
    title: n.title,
    body: n.body,
    applicationId: n.applicationId,
    read: !!n.readAt,
    createdAt: n.createdAt,
  };
}

@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores a notification, pushes it live to the user's subscriptions (on any API process when Redis is
   * configured) and e-mails it. Call `deliver` after the surrounding transaction commits.
   */
  async create(
    input: { userId: string; title: string; body: string; applicationId?: string | null },
    manager?: EntityManager,
  ): Promise<Notification> {
    const repo = (manager ?? this.dataSource.manager).getRepository(Notification);
    return repo.save(repo.create({ ...input, applicationId: input.applicationId ?? null, readAt: null }));
  }

  /** Erases every notification of the user (in the caller's transaction). */
  async eraseOf(userId: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(Notification).delete({ userId });
  }

  /** Stores notifications without pushing or mailing them (in the caller's transaction). */
  async createMany(
    inputs: { userId: string; title: string; body: string; applicationId?: string | null }[],
    manager: EntityManager,
  ): Promise<void> {
    if (!inputs.length) return;
    await manager
      .getRepository(Notification)
      .insert(inputs.map((n) => ({ ...n, applicationId: n.applicationId ?? null })));
  }

  /**
   * Stores notifications and queues their e-mails through the mail queue, one mail per recipient (several
   * notifications to one person share a mail that lists them), all in the caller's transaction. Answers
   * what to run after its commit: the live pushes and waking the mail worker.
   */
  async createQueued(
    inputs: { userId: string; email: string; title: string; body: string; applicationId: string }[],
    manager: EntityManager,
  ): Promise<() => Promise<void>> {
    if (!inputs.length) return () => Promise.resolve();
    // One statement for all of them, answering what the live push shows (no entity is built).
    const saved = await queryRows<NotificationModel & { userId: string }>(
      manager,
      `INSERT INTO notifications (user_id, title, body, application_id)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[])
       RETURNING id, user_id AS "userId", title, body, application_id AS "applicationId",
                 read_at IS NOT NULL AS read, created_at AS "createdAt"`,
      [
        inputs.map((n) => n.userId),
        inputs.map((n) => n.title),
        inputs.map((n) => n.body),
        inputs.map((n) => n.applicationId),
      ],
    );
    const byRecipient = new Map<string, { title: string; body: string }[]>();
    for (const { email, title, body } of inputs) {
      byRecipient.set(email, [...(byRecipient.get(email) ?? []), { title, body }]);
    }
    await this.mail.sendMany(
      [...byRecipient].map(([to, items]) =>
        items.length === 1
          ? { to, subject: items[0].title, text: items[0].body }
          : {
              to,
              subject: 'Application Status Updates',
              text: items.map((n) => `${n.title}\n${n.body}`).join('\n\n'),
            },
      ),
      manager,
    );
    return async () => {
      for (const { userId, ...notificationAdded } of saved) {
        await this.live.publish(notificationTrigger(userId), { notificationAdded });
      }
      this.mail.wake();
    };
  }

  async deliver(
    notification: Notification,
    email?: string,
    mail: { subject: string; text: string } = { subject: notification.title, text: notification.body },
  ): Promise<void> {
    await this.live.publish(notificationTrigger(notification.userId), {
      notificationAdded: toModel(notification),
    });
    if (!email) return;
    try {
      await this.mail.send({ to: email, ...mail });
    } catch (error) {
      this.logger.warn(
        `notification e-mail to ${email} failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  /** Every notification of a user, oldest first, for their data export. */
  async exportFor(userId: string) {
    const rows = await this.dataSource
      .getRepository(Notification)
      .find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((n) => ({
      title: n.title,
      body: n.body,
      applicationId: n.applicationId,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    }));
  }

  async list(user: User, limit = 50) {
    const repo = this.dataSource.getRepository(Notification);
    const [items, total] = await repo.findAndCount({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: Math.min(Math.max(limit, 1), 100),
    });
    const unreadCount = await repo.countBy({ userId: user.id, readAt: IsNull() });
    return { items: items.map(toModel), unreadCount, total };
  }

  async markRead(user: User, id: string): Promise<NotificationModel> {
    const repo = this.dataSource.getRepository(Notification);
    const n = isUuid(id) ? await repo.findOneBy({ id, userId: user.id }) : null;
    if (!n) throw new NotFoundError('Notification not found');
    if (!n.readAt) {
      n.readAt = new Date();
      await repo.save(n);
    }
    return toModel(n);
  }

  async markAllRead(user: User): Promise<number> {
    const result = await this.dataSource
      .getRepository(Notification)
      .update({ userId: user.id, readAt: IsNull() }, { readAt: new Date() });
    return result.affected ?? 0;
  }
}
