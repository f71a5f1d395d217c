import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { QueueModule } from '../queue/queue.module';
import { UsersModule } from '../users/users.module';
import { WebhookEvents } from './webhook-events.service';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** Signed webhooks: subscriptions, the events other modules emit (WebhookEvents), and their delivery. */
@Module({
  imports: [MailModule, QueueModule, UsersModule],
  providers: [WebhooksService, WebhookEvents, WebhooksResolver],
  exports: [WebhookEvents, WebhooksService],
})
export class WebhooksModule {}
