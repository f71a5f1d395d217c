/** What a webhook subscription may listen to: changes to applications and jobs. */
export enum WebhookEventType {
  APPLICATION_CREATED = 'application.created',
  APPLICATION_STATUS_CHANGED = 'application.status_changed',
  APPLICATION_WITHDRAWN = 'application.withdrawn',
  JOB_PUBLISHED = 'job.published',
  JOB_CLOSED = 'job.closed',
  JOB_EXPIRED = 'job.expired',
}

export const WEBHOOK_EVENT_TYPES = Object.values(WebhookEventType);

export enum WebhookSubscriptionStatus {
  ACTIVE = 'active',
  /** Stopped after failing for WEBHOOK_PAUSE_AFTER_DAYS; its owner resumes it. */
  PAUSED = 'paused',
}

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
}

/** Subscriptions one user may have. */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 10;
/** Characters of a subscription's URL. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Recent deliveries shown for a subscription. */
export const WEBHOOK_RECENT_DELIVERIES = 50;
/** A delivery is retried for this long, then marked failed. */
export const WEBHOOK_RETRY_HOURS = 24;
/** A subscription whose deliveries only failed for this long is paused and its owner mailed. */
export const WEBHOOK_PAUSE_AFTER_DAYS = 3;
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Hireloop-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Hireloop-Event-Id';

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook subscription not found',
  deliveryNotFound: 'Webhook delivery not found',
  tooMany: `You can have at most ${WEBHOOK_SUBSCRIPTIONS_MAX} webhook subscriptions`,
  urlInvalid: 'Enter a valid URL starting with https://',
  urlTooLong: `The URL may be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  httpsRequired: 'The webhook URL must start with https://',
  credentials: 'The webhook URL may not contain a user name or password',
  privateTarget: 'The webhook URL points to a private, loopback or link-local address; use a public address',
  unresolvable: 'The host of the webhook URL could not be found',
  eventsRequired: 'Choose at least one event',
  notPaused: 'This webhook subscription is not paused',
} as const;
