import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private notes on applicants (several per application, each by its author, at most 2000 characters)
 * and one shared rating per application (1 to 5, who set it and when), both read only by the recruiter
 * who owns the job and administrators.
 */
export class ApplicantNotes1764900400000 implements MigrationInterface {
  name = 'ApplicantNotes1764900400000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE applicant_notes (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
         author_id uuid REFERENCES users (id) ON DELETE SET NULL,
         body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await q.query(
      `CREATE INDEX applicant_notes_application_idx ON applicant_notes (application_id, created_at)`,
    );
    await q.query(`CREATE INDEX applicant_notes_author_idx ON applicant_notes (author_id)`);
    await q.query(
      `CREATE TABLE applicant_ratings (
         application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
         rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
         rated_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
         rated_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await q.query(`CREATE INDEX applicant_ratings_rated_by_idx ON applicant_ratings (rated_by_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE applicant_ratings`);
    await q.query(`DROP TABLE applicant_notes`);
  }
}
