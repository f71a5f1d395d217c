import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A location's city key as the match score compares it (first part, trimmed, lower case, other names of
 * a city mapped), as of this migration: the best-match candidate scan must use this same expression for
 * the index to answer it.
 */
const CITY_KEY =
  "(CASE lower(btrim(split_part(location, ',', 1))) WHEN 'bengaluru' THEN 'bangalore' WHEN 'bombay' THEN 'mumbai' " +
  "WHEN 'new delhi' THEN 'delhi' WHEN 'gurugram' THEN 'gurgaon' WHEN 'madras' THEN 'chennai' " +
  "WHEN 'calcutta' THEN 'kolkata' WHEN 'cochin' THEN 'kochi' ELSE lower(btrim(split_part(location, ',', 1))) END)";

/**
 * Best match finds its candidates among active jobs through indexes, each kind its newest first: jobs of
 * a category (compared in lower case) and jobs in a city (by its city key). Remote jobs use the remote
 * index; skills and title words are looked for among the newest jobs (the recency index).
 */
export class BestMatchIndexes1765000000000 implements MigrationInterface {
  name = 'BestMatchIndexes1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_active_category_key_idx ON jobs (lower(category), created_at DESC, id DESC)
       WHERE status = 'active'`,
    );
    await q.query(
      `CREATE INDEX jobs_active_city_key_idx ON jobs (${CITY_KEY}, created_at DESC, id DESC) WHERE status = 'active'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX jobs_active_city_key_idx`);
    await q.query(`DROP INDEX jobs_active_category_key_idx`);
  }
}
