import { MigrationInterface, QueryRunner } from 'typeorm';

/** The indexes of each cursor connection's keyset order: (created_at, id) and (updated_at, id), ascending. */
const INDEXES = [
  `jobs_active_created_keyset_idx ON jobs (created_at, id) WHERE status = 'active'`,
  `jobs_active_updated_keyset_idx ON jobs (updated_at, id) WHERE status = 'active'`,
  `jobs_created_keyset_idx ON jobs (created_at, id)`,
  `jobs_updated_keyset_idx ON jobs (updated_at, id)`,
  `applications_job_created_keyset_idx ON applications (job_id, created_at, id)`,
  `applications_job_updated_keyset_idx ON applications (job_id, updated_at, id)`,
  `applications_created_keyset_idx ON applications (created_at, id)`,
  `applications_updated_keyset_idx ON applications (updated_at, id)`,
  `companies_created_keyset_idx ON companies (created_at, id)`,
  `users_role_created_keyset_idx ON users (role, created_at, id)`,
  `profiles_created_keyset_idx ON profiles (created_at, user_id)`,
  `profiles_updated_keyset_idx ON profiles (updated_at, user_id)`,
];

export class CursorPagingIndexes1764900700000 implements MigrationInterface {
  name = 'CursorPagingIndexes1764900700000';

  public async up(q: QueryRunner): Promise<void> {
    for (const index of INDEXES) await q.query(`CREATE INDEX ${index}`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) await q.query(`DROP INDEX ${index.split(' ')[0]}`);
  }
}
