import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `activated_at`: when a job last became active (posted active, published, reopened, or brought back by
 * an extension after it expired). Digests list the jobs that became active since their last reading, so a
 * draft published later or a job reopened is news too. Existing jobs count as activated when posted.
 * The partial index serves the digests' window over active jobs.
 */
export class JobActivatedAt1764400400000 implements MigrationInterface {
  name = 'JobActivatedAt1764400400000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs ADD COLUMN activated_at timestamptz`);
    await q.query(`UPDATE jobs SET activated_at = created_at`);
    await q.query(
      `ALTER TABLE jobs ALTER COLUMN activated_at SET DEFAULT now(), ALTER COLUMN activated_at SET NOT NULL`,
    );
    await q.query(`CREATE INDEX jobs_active_activated_at_idx ON jobs (activated_at) WHERE status = 'active'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_active_activated_at_idx`);
    await q.query(`ALTER TABLE jobs DROP COLUMN activated_at`);
  }
}
