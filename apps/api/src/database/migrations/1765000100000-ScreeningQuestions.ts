import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Screening questions: a job keeps its questions (with their knock-out rules) as a JSON array and what a
 * knock-out failure does (FLAG or REJECT). An application keeps the answers it was sent with (each with
 * the question's text as it was then), the knock-out result at apply time, and, while an automatic
 * rejection is not yet told to its applicant, when it is due to be told.
 */
export class ScreeningQuestions1765000100000 implements MigrationInterface {
  name = 'ScreeningQuestions1765000100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE jobs ADD COLUMN screening_questions jsonb NOT NULL DEFAULT '[]'
         CHECK (jsonb_typeof(screening_questions) = 'array' AND jsonb_array_length(screening_questions) <= 10),
       ADD COLUMN knockout_action text NOT NULL DEFAULT 'FLAG' CHECK (knockout_action IN ('FLAG', 'REJECT'))`,
    );
    await q.query(
      `ALTER TABLE applications ADD COLUMN screening_answers jsonb NOT NULL DEFAULT '[]'
         CHECK (jsonb_typeof(screening_answers) = 'array'),
       ADD COLUMN screening_result text NOT NULL DEFAULT 'NONE'
         CHECK (screening_result IN ('NONE', 'PASSED', 'FAILED')),
       ADD COLUMN rejection_notice_due_at timestamptz`,
    );
    await q.query(
      `CREATE INDEX applications_job_screening_idx ON applications (job_id, screening_result)
       WHERE screening_result <> 'NONE'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX applications_job_screening_idx`);
    await q.query(
      `ALTER TABLE applications DROP COLUMN rejection_notice_due_at, DROP COLUMN screening_result,
       DROP COLUMN screening_answers`,
    );
    await q.query(`ALTER TABLE jobs DROP COLUMN knockout_action, DROP COLUMN screening_questions`);
  }
}
