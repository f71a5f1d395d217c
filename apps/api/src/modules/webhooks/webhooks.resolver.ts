import { Role } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { CreateWebhookInput, UpdateWebhookInput, WebhookSubscriptionCreation } from './dto/webhook.input';
import { WebhookDelivery, WebhookSubscription } from './webhook.entity';
import { WebhooksService } from './webhooks.service';

@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Query(() => [WebhookSubscription], { description: 'Your webhook subscriptions, newest first.' })
  webhookSubscriptions(@CurrentUser() user: User): Promise<WebhookSubscription[]> {
    return this.webhooks.list(user);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Query(() => [WebhookDelivery], {
    description: 'The latest 50 deliveries of one of your webhook subscriptions, newest first.',
  })
  webhookDeliveries(
    @CurrentUser() user: User,
    @Args('subscriptionId', { type: () => ID, description: 'Id of the subscription.' })
    subscriptionId: string,
  ): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveries(user, subscriptionId);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => WebhookSubscriptionCreation, {
    description:
      "Subscribes a URL to events: a recruiter's hears of their companies' jobs, an administrator's of all. Answers the signing secret once.",
  })
  createWebhookSubscription(
    @CurrentUser() user: User,
    @Args('input', { description: 'The URL and events.' }) input: CreateWebhookInput,
  ): Promise<WebhookSubscriptionCreation> {
    return this.webhooks.create(user, input);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => WebhookSubscription, {
    description: "Changes one of your webhook subscriptions' URL or events.",
  })
  updateWebhookSubscription(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'Id of the subscription.' }) id: string,
    @Args('input', { description: 'What to change.' }) input: UpdateWebhookInput,
  ): Promise<WebhookSubscription> {
    return this.webhooks.update(user, id, input);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => Boolean, { description: 'Deletes one of your webhook subscriptions and its deliveries.' })
  deleteWebhookSubscription(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'Id of the subscription.' }) id: string,
  ): Promise<boolean> {
    return this.webhooks.delete(user, id);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => WebhookSubscription, {
    description: 'Resumes a paused webhook subscription; its pending deliveries are sent again.',
  })
  resumeWebhookSubscription(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'Id of the subscription.' }) id: string,
  ): Promise<WebhookSubscription> {
    return this.webhooks.resume(user, id);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => WebhookDelivery, {
    description: 'Sends a delivery of one of your subscriptions again: the same event id, signed anew.',
  })
  redeliverWebhook(
    @CurrentUser() user: User,
    @Args('deliveryId', { type: () => ID, description: 'Id of the delivery.' }) deliveryId: string,
  ): Promise<WebhookDelivery> {
    return this.webhooks.redeliver(user, deliveryId);
  }
}
