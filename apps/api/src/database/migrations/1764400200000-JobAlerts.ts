import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job alerts: a saved search (the filters of /jobs) mailed instantly, daily or weekly, to a seeker or to a
 * visitor's confirmed e-mail; `job_alert_sent` holds each job an alert has mailed, so none is mailed
 * twice. Mails keep their one-click unsubscribe address for the List-Unsubscribe headers.
 */
export class JobAlerts1764400200000 implements MigrationInterface {
  name = 'JobAlerts1764400200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        email text,
        keyword text NOT NULL DEFAULT '',
        keyword_query text,
        job_types text[] NOT NULL DEFAULT '{}',
        locations text[] NOT NULL DEFAULT '{}',
        categories text[] NOT NULL DEFAULT '{}',
        frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
        paused boolean NOT NULL DEFAULT false,
        confirmed_at timestamptz,
        next_digest_at timestamptz,
        matched_since timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((user_id IS NULL) <> (email IS NULL))
      )`);
    await q.query(`CREATE INDEX job_alerts_user_idx ON job_alerts (user_id, created_at)`);
    await q.query(`CREATE INDEX job_alerts_email_idx ON job_alerts (lower(email)) WHERE email IS NOT NULL`);
    await q.query(
      `CREATE INDEX job_alerts_instant_idx ON job_alerts (id)
        WHERE frequency = 'instant' AND NOT paused AND confirmed_at IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX job_alerts_due_idx ON job_alerts (next_digest_at, id)
        WHERE frequency <> 'instant' AND NOT paused AND confirmed_at IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX job_alerts_unconfirmed_idx ON job_alerts (created_at) WHERE confirmed_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE job_alert_sent (
        alert_id uuid NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (alert_id, job_id)
      )`);
    await q.query(`CREATE INDEX job_alert_sent_job_idx ON job_alert_sent (job_id)`);
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN unsubscribe_url text`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN unsubscribe_url`);
    await q.query(`DROP TABLE job_alert_sent`);
    await q.query(`DROP TABLE job_alerts`);
  }
}
