import { MigrationInterface, QueryRunner } from 'typeorm';
import { keywordWords, prefixTsQuery, usesQuerySyntax } from '../../modules/jobs/job-search';

/**
 * Words written with `.`, `/`, `+` or `#` are found as people type them.
 *
 * PostgreSQL's parser keeps `node.js`, `ui/ux` or `ci/cd` as one host or file token and reads `c++` and `c#`
 * as the letter c, while a keyword is split into words: "node.js", "nodejs" or "ui ux" found none of the
 * jobs asking for Node.js or UI/UX, and "c++" searched everything starting with c.
 *
 * - `search_signs`: text in Unicode NFKC form (full-width letters as ASCII), lower case, with `c++`, `c#`
 *   and `f#` (spaces before the signs allowed) as the words `cpp`, `csharp` and `fsharp`.
 * - `search_text`, what a keyword is read as (its twin in the API is `searchText`): `.net` standing alone
 *   as `dotnet`; a word with dots as one word (`node.js` as `nodejs`, `asp.net` as `aspnet`); a `/` between
 *   letters or digits as a space (`ui/ux` as `ui ux`), and a word left out with a slash (`-ui/ux`) as each
 *   part left out (`-ui -ux`).
 * - `search_document_text`, what a job's text is read as: its words split at dots and slashes (`.net` as
 *   `dotnet`), then each word with dots, slashes or hyphens also joined (`nodejs`, `uiux`, `fullstack`),
 *   and a few compounds written either way in both forms (`full stack` and `fullstack`, `front end`,
 *   `back end`, `e-commerce`, `dev ops`).
 *
 * Every job's search document is rewritten, and saved searches whose stored query reads the keyword
 * differently now get it again.
 */
export class TechWordSearch1765000600000 implements MigrationInterface {
  name = 'TechWordSearch1765000600000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION search_signs(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(regexp_replace(lower(normalize(t, NFKC)),
          '(^|[^a-z0-9])c\\s*\\+\\+', '\\1cpp', 'g'),
          '(^|[^a-z0-9])([cf])\\s*#', '\\1\\2sharp', 'g')
      $$`);
    await q.query(`
      CREATE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(search_signs(t),
          '(^|[^a-z0-9])\\.net(?![a-z0-9])', '\\1dotnet', 'g'),
          '(^|\\s)-([a-z0-9]+)/(?=[a-z0-9])', '\\1-\\2 -', 'g'),
          '(^|\\s)-([a-z0-9]+)/(?=[a-z0-9])', '\\1-\\2 -', 'g'),
          '([a-z0-9])\\.(?=[a-z0-9])', '\\1', 'g'),
          '([a-z0-9])/(?=[a-z0-9])', '\\1 ', 'g')
      $$`);
    // Words of two or three parts keep their place in the text (so that phrases find them): joined after
    // their parts when written with dots (a keyword joins them), before them with a slash (a keyword
    // splits them there).
    await q.query(`
      CREATE FUNCTION search_document_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(s.l,
                 '(^|[^a-z0-9])\\.net(?![a-z0-9])', '\\1dotnet', 'g'),
                 '([a-z0-9]+)\\.net(?![.]?[a-z0-9])', '\\1 dotnet \\1net', 'g'),
                 '(^|[^a-z0-9./])([a-z0-9]+)\\.([a-z0-9]+)\\.([a-z0-9]+)(?![./]?[a-z0-9])', '\\1\\2 \\3 \\4 \\2\\3\\4', 'g'),
                 '(^|[^a-z0-9./])([a-z0-9]+)\\.([a-z0-9]+)(?![./]?[a-z0-9])', '\\1\\2 \\3 \\2\\3', 'g'),
                 '(^|[^a-z0-9./])([a-z0-9]+)/([a-z0-9]+)(?![./]?[a-z0-9])', '\\1\\2\\3 \\2 \\3', 'g'),
                 '([a-z0-9])[./](?=[a-z0-9])', '\\1 ', 'g')
               || coalesce(' ' || (
                    SELECT string_agg(translate(m[1], './-', ''), ' ')
                    FROM regexp_matches(s.l, '([a-z0-9]+(?:[./-][a-z0-9]+)+)', 'g') AS m), '')
               || coalesce(' ' || (
                    SELECT string_agg(translate(m[1], '.-', ''), ' ')
                    FROM regexp_matches(s.l, '([a-z0-9]+(?:[.-][a-z0-9]+)+)', 'g') AS m), '')
               || coalesce(' ' || (
                    SELECT string_agg(c.a || c.b || ' ' || c.a || ' ' || c.b, ' ')
                    FROM (VALUES ('full', 'stack'), ('front', 'end'), ('back', 'end'), ('e', 'commerce'),
                                 ('dev', 'ops')) AS c(a, b)
                    WHERE s.l ~ ('\\m' || c.a || '[[:space:]-]*' || c.b || '\\M')), '')
        FROM (SELECT search_signs(t) AS l) s
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
    await q.query(`DROP FUNCTION search_signs(text)`);
  }

  private async resaveAlertQueries(q: QueryRunner): Promise<void> {
    const alerts = (await q.query(
      `SELECT id, keyword, keyword_query FROM job_alerts WHERE btrim(keyword) <> ''`,
    )) as { id: string; keyword: string; keyword_query: string | null }[];
    for (const a of alerts) {
      const query = usesQuerySyntax(a.keyword) ? null : prefixTsQuery(keywordWords(a.keyword));
      if (query === a.keyword_query) continue;
      await q.query(`UPDATE job_alerts SET keyword_query = $2 WHERE id = $1`, [a.id, query]);
    }
  }
}

/**
 * jobs_search_document, each part of the document read through `reader` (none: as PostgreSQL parses it)
 * with the text search configuration `config`.
 */
export function documentFunction(reader: string, config = 'english'): string {
  const part = (sql: string) => `to_tsvector('${config}', ${reader}(${sql}))`;
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
