import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent records (each grant or withdrawal of a purpose, under a notice version, and where it happened)
 * and seekers' data exports (a zip kept as a file of kind `data_export`, downloadable until it expires).
 */
export class ConsentsAndDataExports1764900200000 implements MigrationInterface {
  name = 'ConsentsAndDataExports1764900200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE consent_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('terms_and_privacy', 'job_alert_mails')),
        notice_version text NOT NULL CHECK (char_length(notice_version) <= 40),
        granted boolean NOT NULL,
        source text NOT NULL CHECK (source IN ('signup', 'settings', 'mail_link')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q.query(`CREATE INDEX consent_events_user_idx ON consent_events (user_id, created_at)`);
    await q.query(`ALTER TABLE files DROP CONSTRAINT files_kind_check`);
    await q.query(
      `ALTER TABLE files ADD CONSTRAINT files_kind_check
       CHECK (kind IN ('resume', 'cover_letter', 'company_logo', 'profile_image', 'platform_logo', 'data_export'))`,
    );
    await q.query(
      `CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
        file_id uuid REFERENCES files(id) ON DELETE SET NULL,
        size_bytes integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz
      )`,
    );
    await q.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at)`);
    await q.query(`CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
    await q.query(`DELETE FROM files WHERE kind = 'data_export'`);
    await q.query(`ALTER TABLE files DROP CONSTRAINT files_kind_check`);
    await q.query(
      `ALTER TABLE files ADD CONSTRAINT files_kind_check
       CHECK (kind IN ('resume', 'cover_letter', 'company_logo', 'profile_image', 'platform_logo'))`,
    );
    await q.query(`DROP TABLE consent_events`);
  }
}
