import { MigrationInterface, QueryRunner } from 'typeorm';

/** The administrator's platform settings: one row, applied where they mean something. */
export class PlatformSettings1763856000000 implements MigrationInterface {
  name = 'PlatformSettings1763856000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE platform_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        platform_name text NOT NULL DEFAULT 'Hireloop',
        contact_email text NOT NULL DEFAULT 'support@hireloop.in',
        support_phone text NOT NULL DEFAULT '+91-80-4000-1234',
        session_timeout_minutes integer CHECK (session_timeout_minutes IS NULL OR session_timeout_minutes > 0),
        login_attempt_limit integer NOT NULL DEFAULT 10 CHECK (login_attempt_limit BETWEEN 1 AND 100),
        two_factor_required boolean NOT NULL DEFAULT false,
        notify_new_users boolean NOT NULL DEFAULT true,
        notify_new_jobs boolean NOT NULL DEFAULT true,
        notify_applications boolean NOT NULL DEFAULT true,
        logo_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        updated_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO platform_settings (id) VALUES (1)`);
    await q.query(`CREATE INDEX platform_settings_logo_file_id_idx ON platform_settings (logo_file_id)`);
    await q.query(`CREATE INDEX platform_settings_updated_by_id_idx ON platform_settings (updated_by_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE platform_settings`);
  }
}
