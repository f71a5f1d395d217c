import { WebhookDeliveryStatus, WebhookEventType, WebhookSubscriptionStatus } from '@hireloop/schema';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { User } from '../users/user.entity';

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'A change a webhook subscription hears of.',
  valuesMap: {
    APPLICATION_CREATED: { description: 'A seeker applied to a job (`application.created`).' },
    APPLICATION_STATUS_CHANGED: {
      description: "An application's status was changed by the recruiter (`application.status_changed`).",
    },
    APPLICATION_WITHDRAWN: {
      description: 'The applicant withdrew an application (`application.withdrawn`).',
    },
    JOB_PUBLISHED: { description: 'A job started taking applications (`job.published`).' },
    JOB_CLOSED: { description: 'A job was closed (`job.closed`).' },
    JOB_EXPIRED: { description: 'A job passed its closing date (`job.expired`).' },
  },
});
registerEnumType(WebhookSubscriptionStatus, {
  name: 'WebhookSubscriptionStatus',
  description: 'Whether a webhook subscription gets events.',
  valuesMap: {
    ACTIVE: { description: 'Gets events.' },
    PAUSED: { description: 'Stopped after failing for 3 days; resume it to get events again.' },
  },
});
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where the delivery of one event to one subscription stands.',
  valuesMap: {
    PENDING: { description: 'Not yet answered with 2xx; being tried (with retries for 24 hours).' },
    SUCCEEDED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'Every attempt for 24 hours failed.' },
  },
});

@ObjectType({ description: 'A URL that gets signed HTTP POSTs for the events it chose.' })
@Entity('webhook_subscriptions')
export class WebhookSubscription {
  @Field(() => ID, { description: 'Unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  ownerId!: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  /** Made by an administrator: hears of every company's jobs (a recruiter's: only their companies'). */
  @Field({
    description: "Whether it hears of every company's jobs (an administrator's) or only its owner's.",
  })
  @Column('boolean', { default: false })
  allCompanies!: boolean;

  @Field({ description: 'Where events are POSTed.' })
  @Column('text')
  url!: string;

  @Field(() => [WebhookEventType], { description: 'The events it gets.' })
  @Column('text', { array: true })
  events!: WebhookEventType[];

  /** Signs each body; shown to the owner once, when the subscription is made. */
  @Column('text')
  secret!: string;

  @Field(() => WebhookSubscriptionStatus, { description: 'Active, or paused after failing for 3 days.' })
  @Column('text', { default: WebhookSubscriptionStatus.ACTIVE })
  status!: WebhookSubscriptionStatus;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Since when every delivery failed; null after a success.',
  })
  @Column('timestamptz', { nullable: true })
  failingSince!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was made.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

@ObjectType({ description: 'One event sent (or being sent) to one webhook subscription.' })
@Entity('webhook_deliveries')
export class WebhookDelivery {
  @Field(() => ID, { description: 'Unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  subscriptionId!: string;

  @ManyToOne(() => WebhookSubscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id' })
  subscription?: WebhookSubscription;

  @Field(() => ID, { description: "The event id (the body's `id` and the `Hireloop-Event-Id` header)." })
  @Column('uuid')
  eventId!: string;

  @Field(() => WebhookEventType, { description: 'The event.' })
  @Column('text')
  eventType!: WebhookEventType;

  /** The body sent: `{ id, type, created, data }`. */
  @Column('jsonb')
  payload!: Record<string, unknown>;

  @Field(() => WebhookDeliveryStatus, { description: 'Pending, succeeded or failed.' })
  @Column('text', { default: WebhookDeliveryStatus.PENDING })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Column('integer', { default: 0 })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status of the last attempt." })
  @Column('integer', { nullable: true })
  lastStatusCode!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (timeout, refused, …).' })
  @Column('text', { nullable: true })
  lastError!: string | null;

  /** Failed attempts are retried until then; after it the delivery is failed. */
  @Column('timestamptz')
  retryUntil!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the next retry is due, if one is.' })
  @Column('timestamptz', { nullable: true })
  nextAttemptAt!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the event happened.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
