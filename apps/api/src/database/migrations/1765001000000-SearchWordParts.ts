import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_CONFIG } from '../../modules/jobs/job-search';
import { documentFunction } from './1765000600000-TechWordSearch';

/**
 * A hyphenated word is read as its parts alone, in jobs and in keywords.
 *
 * PostgreSQL's `english` configuration reads `full-stack` as the compound `full-stack` followed by `full`
 * and `stack`, so a quoted phrase with a hyphen (`"full-stack developer"`, `"front-end"`) asked for the
 * compound and found none of the jobs saying "Full Stack Developer" or "Frontend". The search configuration
 * `hireloop_search` is `english` without the compound tokens (they take no place in the text either): both
 * spellings read as `full <-> stack`, and jobs' documents (which also hold such words joined, `fullstack`)
 * are rewritten with it. A keyword read word by word is unchanged: its words never held a hyphen.
 */
export class SearchWordParts1765001000000 implements MigrationInterface {
  name = 'SearchWordParts1765001000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TEXT SEARCH CONFIGURATION ${SEARCH_CONFIG} (COPY = english)`);
    await q.query(
      `ALTER TEXT SEARCH CONFIGURATION ${SEARCH_CONFIG} DROP MAPPING FOR asciihword, hword, numhword`,
    );
    await q.query(documentFunction('search_document_text', SEARCH_CONFIG));
    await q.query(`UPDATE jobs SET search_vector = jobs_search_document(jobs)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(documentFunction('search_document_text'));
    await q.query(`UPDATE jobs SET search_vector = jobs_search_document(jobs)`);
    await q.query(`DROP TEXT SEARCH CONFIGURATION ${SEARCH_CONFIG}`);
  }
}
