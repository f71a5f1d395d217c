import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's closing date (`valid_through`): a daily run marks active and paused jobs past it `expired`.
 * `expiry_warned_at`: when the recruiter was mailed that the date is near (null: not yet, or extended since).
 * `renewals`: how often the job was brought back after it expired; each counts against the plan's posting
 * limit like a new job.
 *
 * Existing jobs close 30 days after they were posted, but no sooner than 7 days from now, so that none
 * expires before its recruiter has been warned.
 */
export class JobValidThrough1764400100000 implements MigrationInterface {
  name = 'JobValidThrough1764400100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs ADD COLUMN valid_through timestamptz`);
    await q.query(
      `UPDATE jobs SET valid_through = GREATEST(created_at + interval '30 days', now() + interval '7 days')`,
    );
    await q.query(
      `ALTER TABLE jobs ALTER COLUMN valid_through SET DEFAULT (now() + '30 days'), ALTER COLUMN valid_through SET NOT NULL`,
    );
    await q.query(`ALTER TABLE jobs ADD COLUMN expiry_warned_at timestamptz`);
    await q.query(
      `ALTER TABLE jobs ADD COLUMN renewals integer NOT NULL DEFAULT 0 CONSTRAINT jobs_renewals_check CHECK (renewals >= 0)`,
    );
    await q.query(
      `CREATE INDEX jobs_open_valid_through_idx ON jobs (valid_through) WHERE status IN ('active', 'paused')`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_open_valid_through_idx`);
    await q.query(
      `ALTER TABLE jobs DROP COLUMN renewals, DROP COLUMN expiry_warned_at, DROP COLUMN valid_through`,
    );
  }
}
