import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job search at 100,000 jobs.
 *
 * - The full-text index covers active jobs only (the only ones searched), so the planner picks it
 *   directly instead of combining it with the status index.
 * - `job_lexemes`: every lexeme that occurs in a job's search document (a superset: never pruned). The
 *   search expands the keyword's last word, a prefix, into the lexemes it starts (`clinic:*` becomes
 *   `clinic | clinical | ...`): the index then answers exactly, whereas a prefix query makes PostgreSQL
 *   re-check the match on every row it reads, which cost four to eight times the reading itself.
 *   Statement triggers with transition tables keep it current on every insert and update of jobs
 *   (company renames included, which rewrite their jobs' documents).
 */
export class SearchVocabulary1763942400000 implements MigrationInterface {
  name = 'SearchVocabulary1763942400000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX jobs_active_search_idx ON jobs USING gin (search_vector) WHERE status = 'active'`,
    );
    await q.query(`DROP INDEX jobs_search_vector_idx`);

    // "C" collation: a prefix is a range of the primary key.
    await q.query(`CREATE TABLE job_lexemes (lexeme text COLLATE "C" PRIMARY KEY)`);
    await q.query(`
      CREATE FUNCTION job_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_lexemes (lexeme)
        SELECT DISTINCT l FROM changed_jobs, unnest(tsvector_to_array(changed_jobs.search_vector)) AS l
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER job_lexemes_insert_trigger AFTER INSERT ON jobs
      REFERENCING NEW TABLE AS changed_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_lexemes_add()`);
    await q.query(`
      CREATE TRIGGER job_lexemes_update_trigger AFTER UPDATE ON jobs
      REFERENCING NEW TABLE AS changed_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_lexemes_add()`);
    await q.query(`
      INSERT INTO job_lexemes (lexeme)
      SELECT DISTINCT l FROM jobs, unnest(tsvector_to_array(jobs.search_vector)) AS l
      ON CONFLICT DO NOTHING`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER job_lexemes_update_trigger ON jobs`);
    await q.query(`DROP TRIGGER job_lexemes_insert_trigger ON jobs`);
    await q.query(`DROP FUNCTION job_lexemes_add()`);
    await q.query(`DROP TABLE job_lexemes`);
    await q.query(`CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector)`);
    await q.query(`DROP INDEX jobs_active_search_idx`);
  }
}
