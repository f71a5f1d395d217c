import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys of recruiters and administrators: a name, the public prefix shown in lists, the SHA-256 of
 * the secret (never the secret), scopes, an administrator's access level, expiry, last use and revocation.
 */
export class ApiKeys1764900500000 implements MigrationInterface {
  name = 'ApiKeys1764900500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        owner_role text NOT NULL CHECK (owner_role IN ('recruiter', 'admin')),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
        prefix text NOT NULL,
        secret_hash bytea NOT NULL,
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['jobs:read', 'jobs:write', 'applications:read', 'applications:write', 'companies:read']),
        access text CHECK (access IN ('read_only', 'full')),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((owner_role = 'admin') = (access IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX api_keys_prefix_key ON api_keys (prefix)`);
    await q.query(`CREATE INDEX api_keys_owner_idx ON api_keys (owner_id, created_at DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_keys`);
  }
}
