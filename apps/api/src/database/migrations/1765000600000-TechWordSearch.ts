import { MigrationInterface, QueryRunner } from 'typeorm';
import { keywordWords, prefixTsQuery, usesQuerySyntax } from '../../modules/jobs/job-search';

/**
 * Words written with `.`, `/`, `+` or `#` are found as people type them.
 *
 * PostgreSQL's parser keeps `node.js`, `ui/ux` or `ci/cd` as one host or file token and reads `c++` and `c#`
 * as the letter c, while a keyword is split into words: "node.js", "nodejs" or "ui ux" found none of the
 * jobs asking for Node.js or UI/UX, and "c++" searched everything starting with c. Both sides now read text
 * through `search_text` (its twin in the API is `searchText`): `c++`, `c#`, `f#` and `.net` become `cpp`,
 * `csharp`, `fsharp` and `dotnet`; a `.` or `/` between two ASCII letters or digits splits the word. A job's
 * document (`search_document_text`) also holds each such word joined (`nodejs`, `uiux`, `fullstack`,
 * `ecommerce`), so a keyword written either way finds it.
 *
 * Every job's search document is rewritten, and saved searches whose stored query reads the keyword
 * differently now (`c++`, `c#`, `f#`, `.net`) get it again.
 */
export class TechWordSearch1765000600000 implements MigrationInterface {
  name = 'TechWordSearch1765000600000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(t),
          '(^|[^a-z0-9])c\\+\\+', '\\1cpp', 'g'),
          '(^|[^a-z0-9])([cf])#', '\\1\\2sharp', 'g'),
          '\\.net(?![a-z0-9])', '.dotnet', 'g'),
          '([a-z0-9])[./](?=[a-z0-9])', '\\1 ', 'g')
      $$`);
    await q.query(`
      CREATE FUNCTION search_document_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT search_text(t) || coalesce(' ' || (
          SELECT string_agg(translate(m[1], './-', ''), ' ')
          FROM regexp_matches(lower(t), '([a-z0-9]+(?:[./-][a-z0-9]+)+)', 'g') AS m
          WHERE m[1] ~ '[a-z]'), '')
      $$`);
    await q.query(documentFunction('search_document_text'));
    await q.query(`UPDATE jobs SET search_vector = jobs_search_document(jobs)`);
    await this.resaveAlertQueries(q);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(documentFunction(''));
    await q.query(`UPDATE jobs SET search_vector = jobs_search_document(jobs)`);
    await q.query(`DROP FUNCTION search_document_text(text)`);
    await q.query(`DROP FUNCTION search_text(text)`);
  }

  private async resaveAlertQueries(q: QueryRunner): Promise<void> {
    const alerts = (await q.query(
      `SELECT id, keyword FROM job_alerts WHERE keyword_query IS NOT NULL AND keyword ~* '(c\\+\\+|[cf]#|\\.net)'`,
    )) as { id: string; keyword: string }[];
    for (const a of alerts) {
      if (usesQuerySyntax(a.keyword)) continue;
      await q.query(`UPDATE job_alerts SET keyword_query = $2 WHERE id = $1`, [
        a.id,
        prefixTsQuery(keywordWords(a.keyword)),
      ]);
    }
  }
}

/** jobs_search_document, each part of the document read through `reader` (none: as PostgreSQL parses it). */
function documentFunction(reader: string): string {
  const part = (sql: string) => `to_tsvector('english', ${reader}(${sql}))`;
  return `
    CREATE OR REPLACE FUNCTION jobs_search_document(j jobs) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
    DECLARE company_name text;
    BEGIN
      SELECT c.name INTO company_name FROM companies c WHERE c.id = j.company_id;
      RETURN setweight(${part(`coalesce(j.title, '')`)}, 'A')
        || setweight(${part(`array_to_string(j.skills, ' ')`)}, 'B')
        || setweight(${part(`coalesce(j.category, '')`)}, 'B')
        || setweight(${part(`coalesce(company_name, '')`)}, 'B')
        || setweight(${part(`coalesce(j.location, '')`)}, 'C')
        || setweight(${part(`coalesce(j.description, '')`)}, 'D');
    END $$`;
}
