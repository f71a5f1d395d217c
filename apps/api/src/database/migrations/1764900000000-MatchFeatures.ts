import { yearlySalary } from '@hireloop/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the match score compares, kept ready so that scoring a job reads columns only:
 *
 * - the survey's expected salary band read as the lowest yearly pay in rupees (`expected_salary_inr`;
 *   null where the band gives no lowest figure), written with the answers from now on; existing answers
 *   are read here with the same parser (one row per seeker, and few distinct bands);
 * - each job's skills as compared (`jobs.skill_keys`, kept by a trigger): `match_skill_keys`, the one
 *   definition of a skill's key (lower case, all but letters, digits, `+` and `#` dropped, a trailing
 *   "js" removed: `React.js` is `react`), distinct; the seeker's skills are read with it too;
 * - the years of experience a job asks for (`jobs.experience_years`, kept by the same trigger): the first
 *   "3+ years", "2-4 yrs" or "5 to 7 years" of its requirements (`job_asked_years`), null when none.
 */
export class MatchFeatures1764900000000 implements MigrationInterface {
  name = 'MatchFeatures1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION match_skill_keys(skills text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}')
        FROM (SELECT regexp_replace(regexp_replace(lower(s), '[^[:alnum:]+#]+', '', 'g'), '(.)js$', '\\1') AS k
              FROM unnest(skills) s) x
        WHERE k <> ''
      $$`);
    await q.query(`
      CREATE FUNCTION job_asked_years(requirements text[]) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT least(60, substring(lower(array_to_string(requirements, ' '))
                         from '(\\d{1,2})\\s*\\+?\\s*(?:(?:-|–|to)\\s*\\d{1,2}\\s*\\+?\\s*)?(?:years?|yrs?)\\M')::int)::smallint
      $$`);
    await q.query(
      `ALTER TABLE jobs ADD COLUMN skill_keys text[] NOT NULL DEFAULT '{}', ADD COLUMN experience_years smallint`,
    );
    await q.query(`
      CREATE FUNCTION jobs_match_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.skill_keys := match_skill_keys(NEW.skills);
        NEW.experience_years := job_asked_years(NEW.requirements);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER jobs_match_trigger BEFORE INSERT OR UPDATE OF skills, requirements
      ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_match_refresh()`);
    await q.query(
      `UPDATE jobs SET skill_keys = match_skill_keys(skills), experience_years = job_asked_years(requirements)
       WHERE cardinality(skills) > 0 OR cardinality(requirements) > 0`,
    );
    await q.query(`ALTER TABLE preference_surveys ADD COLUMN expected_salary_inr integer`);
    const bands = (await q.query(`SELECT DISTINCT salary FROM preference_surveys`)) as { salary: string }[];
    const parsed = bands.flatMap(({ salary }) => {
      const min = yearlySalary(salary)?.min;
      return min ? [{ salary, min }] : [];
    });
    if (parsed.length) {
      await q.query(
        `UPDATE preference_surveys s SET expected_salary_inr = p.min
         FROM unnest($1::text[], $2::integer[]) AS p(salary, min) WHERE p.salary = s.salary`,
        [parsed.map((p) => p.salary), parsed.map((p) => p.min)],
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE preference_surveys DROP COLUMN expected_salary_inr`);
    await q.query(`DROP TRIGGER jobs_match_trigger ON jobs`);
    await q.query(`DROP FUNCTION jobs_match_refresh()`);
    await q.query(`ALTER TABLE jobs DROP COLUMN skill_keys, DROP COLUMN experience_years`);
    await q.query(`DROP FUNCTION job_asked_years(text[])`);
    await q.query(`DROP FUNCTION match_skill_keys(text[])`);
  }
}
