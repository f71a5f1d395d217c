import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed webhooks: a recruiter's or administrator's subscriptions (a URL, the events it hears, the secret
 * that signs each body) and each event's delivery to each subscription, with its attempts.
 */
export class Webhooks1764900600000 implements MigrationInterface {
  name = 'Webhooks1764900600000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE webhook_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        all_companies boolean NOT NULL DEFAULT false,
        url text NOT NULL CHECK (char_length(url) <= 2000),
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        secret text NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q.query(`CREATE INDEX webhook_subscriptions_owner_idx ON webhook_subscriptions (owner_id)`);
    await q.query(
      `CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id uuid NOT NULL REFERENCES webhook_subscriptions(id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_status_code integer,
        last_error text,
        retry_until timestamptz NOT NULL,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q.query(
      `CREATE INDEX webhook_deliveries_subscription_idx ON webhook_deliveries (subscription_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_subscriptions`);
  }
}
