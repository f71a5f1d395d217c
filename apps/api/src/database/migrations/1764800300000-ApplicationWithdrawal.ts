import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A seeker may withdraw an application: the status `withdrawn`, and the reason they give kept on the
 * history's entry of that step (at most 500 characters).
 */
export class ApplicationWithdrawal1764800300000 implements MigrationInterface {
  name = 'ApplicationWithdrawal1764800300000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE applications DROP CONSTRAINT applications_status_check`);
    await q.query(
      `ALTER TABLE applications ADD CONSTRAINT applications_status_check
       CHECK (status IN ('pending', 'reviewed', 'shortlisted', 'seen', 'accept', 'reject', 'recruited', 'withdrawn'))`,
    );
    await q.query(`ALTER TABLE application_events ADD COLUMN note text CHECK (char_length(note) <= 500)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE application_events DROP COLUMN note`);
    await q.query(
      `DELETE FROM application_events WHERE to_status = 'withdrawn' OR from_status = 'withdrawn'`,
    );
    await q.query(`UPDATE applications SET status = 'pending' WHERE status = 'withdrawn'`);
    await q.query(`ALTER TABLE applications DROP CONSTRAINT applications_status_check`);
    await q.query(
      `ALTER TABLE applications ADD CONSTRAINT applications_status_check
       CHECK (status IN ('pending', 'reviewed', 'shortlisted', 'seen', 'accept', 'reject', 'recruited'))`,
    );
  }
}
