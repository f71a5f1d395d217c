import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The full-text index of active jobs also holds each job's type, location and category, as lexemes of a
 * tsvector ('t', 'l' or 'c' and the md5 of the value: any value fits a lexeme and needs no quoting), so
 * that a search reads only the matches that pass its filters (or fail one of them, for the facet counts)
 * instead of testing every match of a common word on its row. Searches on the day and words alone use it
 * as they used the index it replaces.
 */
export class SearchFilterIndex1765000500000 implements MigrationInterface {
  name = 'SearchFilterIndex1765000500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_active_search_filters_idx ON jobs
         USING gin (((created_at AT TIME ZONE 'UTC')::date), search_vector,
                    (array_to_tsvector(ARRAY['t' || md5(job_type), 'l' || md5(location), 'c' || md5(category)])))
         WHERE status = 'active'`,
    );
    await q.query(`DROP INDEX jobs_active_day_search_idx`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_active_day_search_idx ON jobs
         USING gin (((created_at AT TIME ZONE 'UTC')::date), search_vector) WHERE status = 'active'`,
    );
    await q.query(`DROP INDEX jobs_active_search_filters_idx`);
  }
}
