import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter sign-ups are now visitors' weekly job alerts, started by a confirmation link. The stored
 * newsletter addresses were never confirmed, and nothing sent them anything: they are dropped rather
 * than mailed unasked (a sign-up again gets the confirmation link).
 */
export class NewsletterAsAlerts1764400200001 implements MigrationInterface {
  name = 'NewsletterAsAlerts1764400200001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_subscriptions`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email))`,
    );
  }
}
