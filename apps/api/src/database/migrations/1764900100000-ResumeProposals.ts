import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Resume parsing: what was read from a profile's resume file (`resume_parses`, one row per profile, for
 * the file it read) and the proposals found in it (`resume_proposals`), which the seeker accepts or
 * dismisses. Both go with the file they came from: a newer resume supersedes them.
 */
export class ResumeProposals1764900100000 implements MigrationInterface {
  name = 'ResumeProposals1764900100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE resume_parses (
        profile_id uuid PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
        file_id uuid NOT NULL REFERENCES files(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'done', 'no_text', 'failed')),
        pages integer NOT NULL DEFAULT 0,
        parsed_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q.query(`CREATE INDEX resume_parses_file_id_idx ON resume_parses (file_id)`);
    await q.query(
      `CREATE TABLE resume_proposals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profile_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        source_file_id uuid NOT NULL REFERENCES files(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('skill', 'experience', 'education')),
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'dismissed')),
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q.query(
      `CREATE INDEX resume_proposals_profile_idx ON resume_proposals (profile_id, source_file_id, sort_order)`,
    );
    await q.query(`CREATE INDEX resume_proposals_source_file_idx ON resume_proposals (source_file_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE resume_proposals`);
    await q.query(`DROP TABLE resume_parses`);
  }
}
