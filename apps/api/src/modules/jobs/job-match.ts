import { CITY_ALIASES, MATCH_WEIGHTS } from '@hireloop/schema';
import { appliedToJobSql } from '../applications/applications.queries';
import { profileMatchFeaturesSql } from '../profiles/profiles.queries';
import { surveyMatchFeaturesSql } from '../surveys/surveys.queries';
import { REMOTE_LOCATION_SQL, remotePredicate, SEARCH_CONFIG } from './job-search';

/*
 * The match score of a job for a signed-in job seeker, computed in SQL: a CTE `sf` holds the seeker's
 * features (one row, from their profile and preference survey), and a lateral subquery per job row
 * scores it against them. The weights are MATCH_WEIGHTS; a job earns a kind's weight when it meets that
 * feature, out of the weights of the features the seeker gave (experience only when the job asks for
 * some years), scaled to 0-100.
 */

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A location's city as compared: its first part, trimmed, lower case, with other names of the city mapped. */
export function cityKeySql(location: string): string {
  const city = `lower(btrim(split_part(${location}, ',', 1)))`;
  const aliases = Object.entries(CITY_ALIASES)
    .map(([alias, name]) => `WHEN ${quote(alias)} THEN ${quote(name)}`)
    .join(' ');
  return `(CASE ${city} ${aliases} ELSE ${city} END)`;
}

/**
 * A tsquery's text (an SQL expression) restricted to the title's words of a job's search_vector, which
 * holds the title at weight A: `'react' & 'develop'` becomes `'react':A & 'develop':A`.
 */
function titleOnly(query: string): string {
  return `regexp_replace(${query}, '''(\\s|$)', ''':A\\1', 'g')::tsquery`;
}

/**
 * The CTE (without `WITH`) of the seeker `user`'s features, named `sf`, always one row: skill keys (profile
 * and survey, as jobs keep theirs: match_skill_keys), years of work, title queries (every word / any word), job type, category, city or remote,
 * expected yearly pay, and `has_features`: whether any of them can score a job.
 */
export function seekerFeaturesCte(user: string): string {
  return `sf AS MATERIALIZED (
    SELECT x.*,
           (cardinality(x.skill_keys) > 0 OR x.years IS NOT NULL OR x.title_all IS NOT NULL
            OR x.job_type IS NOT NULL OR x.category IS NOT NULL OR x.city IS NOT NULL OR x.remote
            OR x.expected_salary IS NOT NULL) AS has_features
    FROM (
      SELECT match_skill_keys(coalesce(pf.skills, '{}') || coalesce(sv.skills, '{}')) AS skill_keys,
             CASE WHEN pf.years > 0 THEN pf.years END AS years,
             sv.job_title,
             CASE WHEN numnode(plainto_tsquery('${SEARCH_CONFIG}', search_text(sv.job_title))) > 0
                  THEN ${titleOnly(`plainto_tsquery('${SEARCH_CONFIG}', search_text(sv.job_title))::text`)} END AS title_all,
             CASE WHEN numnode(plainto_tsquery('${SEARCH_CONFIG}', search_text(sv.job_title))) > 0
                  THEN ${titleOnly(`replace(plainto_tsquery('${SEARCH_CONFIG}', search_text(sv.job_title))::text, ' & ', ' | ')`)} END AS title_any,
             nullif(lower(btrim(sv.job_type)), '') AS job_type,
             nullif(lower(btrim(sv.category)), '') AS category,
             CASE WHEN sv.location ~* '${REMOTE_LOCATION_SQL}' OR lower(btrim(sv.location)) IN ('', 'other', 'hybrid') THEN NULL
                  ELSE ${cityKeySql('sv.location')} END AS city,
             coalesce(sv.location ~* '${REMOTE_LOCATION_SQL}', false) AS remote,
             sv.expected_salary_inr AS expected_salary
      FROM (SELECT 1) one
      LEFT JOIN (${profileMatchFeaturesSql(user)}) pf ON true
      LEFT JOIN (${surveyMatchFeaturesSql(user)}) sv ON true
    ) x
  )`;
}

/**
 * A lateral subquery scoring the jobs row `j` against the features row `sf`: columns `score` (0-100) and
 * `reasons` (a JSON array of {kind, matched, of, value}, the kinds the job meets, most points first).
 */
export function matchScoreSql(j: string): string {
  const w = MATCH_WEIGHTS;
  const remote = `${j}.location ~* '${REMOTE_LOCATION_SQL}'`;
  return `SELECT CASE WHEN y.possible > 0 THEN round(100.0 * y.earned / y.possible)::int ELSE 0 END AS score,
                 (SELECT coalesce(jsonb_agg(r.reason ORDER BY r.points DESC, r.n), '[]'::jsonb)
                  FROM (VALUES
                    (1, y.p_skills, jsonb_build_object('kind', 'SKILLS', 'matched', y.skills_matched, 'of', y.skills_of)),
                    (2, y.p_title, jsonb_build_object('kind', 'TITLE', 'value', ${j}.title)),
                    (3, y.p_category, jsonb_build_object('kind', 'CATEGORY', 'value', ${j}.category)),
                    (4, y.p_location, jsonb_build_object('kind', 'LOCATION', 'value', btrim(split_part(${j}.location, ',', 1)))),
                    (5, y.p_salary, jsonb_build_object('kind', 'SALARY', 'value', ${j}.salary_max_inr::text)),
                    (6, y.p_job_type, jsonb_build_object('kind', 'JOB_TYPE', 'value', ${j}.job_type)),
                    (7, y.p_experience, jsonb_build_object('kind', 'EXPERIENCE', 'matched', floor(sf.years)::int, 'of', y.asked_years))
                  ) r(n, points, reason)
                  WHERE r.points > 0) AS reasons
          FROM (
            SELECT z.*,
                   z.p_skills + z.p_title + z.p_category + z.p_location + z.p_salary + z.p_job_type + z.p_experience AS earned,
                   (CASE WHEN cardinality(sf.skill_keys) > 0 THEN ${w.SKILLS} ELSE 0 END
                    + CASE WHEN sf.title_all IS NOT NULL THEN ${w.TITLE} ELSE 0 END
                    + CASE WHEN sf.category IS NOT NULL THEN ${w.CATEGORY} ELSE 0 END
                    + CASE WHEN sf.city IS NOT NULL OR sf.remote THEN ${w.LOCATION} ELSE 0 END
                    + CASE WHEN sf.expected_salary IS NOT NULL THEN ${w.SALARY} ELSE 0 END
                    + CASE WHEN sf.job_type IS NOT NULL THEN ${w.JOB_TYPE} ELSE 0 END
                    + CASE WHEN sf.years IS NOT NULL AND z.asked_years IS NOT NULL THEN ${w.EXPERIENCE} ELSE 0 END
                   ) AS possible
            FROM (
              SELECT s.skills_matched, s.skills_of, s.asked_years,
                     CASE WHEN s.skills_of > 0 THEN ${w.SKILLS}.0 * s.skills_matched / s.skills_of ELSE 0 END AS p_skills,
                     CASE WHEN sf.title_all IS NULL THEN 0
                          WHEN ${j}.search_vector @@ sf.title_all THEN ${w.TITLE}
                          WHEN ${j}.search_vector @@ sf.title_any THEN ${w.TITLE} / 2.0
                          ELSE 0 END AS p_title,
                     CASE WHEN lower(${j}.category) = sf.category THEN ${w.CATEGORY} ELSE 0 END AS p_category,
                     CASE WHEN (sf.remote AND ${remote}) OR ${cityKeySql(`${j}.location`)} = sf.city
                          THEN ${w.LOCATION} ELSE 0 END AS p_location,
                     CASE WHEN ${j}.salary_max_inr >= sf.expected_salary THEN ${w.SALARY} ELSE 0 END AS p_salary,
                     CASE WHEN lower(${j}.job_type) = sf.job_type OR (sf.job_type = 'remote' AND ${remote})
                          THEN ${w.JOB_TYPE} ELSE 0 END AS p_job_type,
                     CASE WHEN sf.years >= s.asked_years THEN ${w.EXPERIENCE} ELSE 0 END AS p_experience
              FROM (
                SELECT (SELECT count(*) FROM unnest(${j}.skill_keys) k WHERE k = ANY(sf.skill_keys))::int AS skills_matched,
                       cardinality(${j}.skill_keys) AS skills_of,
                       ${j}.experience_years AS asked_years
              ) s
            ) z
          ) y`;
}

/**
 * How deep Best match ranks without a keyword: the newest this many active jobs, and of each kind of
 * feature the newest this many meeting it, are scored (six lists, so at most 1,500 jobs); the rest follow
 * in the default order.
 */
export const BEST_MATCH_CANDIDATES_PER_KIND = 250;

/**
 * Skills and title words are looked for among this many newest active jobs (read in recency order from
 * its index): a common skill is met by tens of thousands of jobs, too many to read all to find the newest.
 */
export const BEST_MATCH_RECENT_WINDOW = 5000;

/**
 * The ids (column `id`) of the active jobs worth scoring for the features row `sf` among those meeting
 * `where` (SQL over the jobs row `j`): the newest BEST_MATCH_CANDIDATES_PER_KIND jobs, and for each
 * feature of the seeker (a shared skill key, a word of the preferred title, the category, the city,
 * remote) the newest BEST_MATCH_CANDIDATES_PER_KIND jobs meeting it. Skills and title words are looked for
 * among the newest BEST_MATCH_RECENT_WINDOW jobs, the others through their indexes; when `narrowed` (the
 * search has filters of its own), every feature among those newest jobs, read once, since a feature's
 * index would be read far past the jobs the filters keep. A UNION of bounded scans; an older
 * job meeting none of these can earn only the pay, job type and experience points.
 */
export function matchCandidatesSql(where: string, narrowed = false): string {
  const newest = (from: string, feature: string) =>
    `(SELECT j.id FROM ${from} j WHERE ${feature}
      ORDER BY j.created_at DESC, j.id DESC LIMIT ${BEST_MATCH_CANDIDATES_PER_KIND})`;
  const window = `SELECT j.id, j.created_at, j.skill_keys, j.search_vector, j.category, j.location FROM jobs j
                  WHERE j.status = 'active' AND ${where}
                  ORDER BY j.created_at DESC, j.id DESC LIMIT ${BEST_MATCH_RECENT_WINDOW}`;
  // Unfiltered, each kind reads the recency index only until it has its jobs; filtered, the window is read
  // once and shared.
  const recent = narrowed ? 'recent' : `(${window})`;
  const active = narrowed ? 'recent' : `(SELECT * FROM jobs j WHERE j.status = 'active' AND ${where})`;
  const kinds = [
    newest(recent, 'true'),
    newest(recent, `j.skill_keys && (SELECT skill_keys FROM sf)`),
    newest(recent, `j.search_vector @@ (SELECT title_any FROM sf)`),
    newest(active, `lower(j.category) = (SELECT category FROM sf)`),
    newest(active, `${cityKeySql('j.location')} = (SELECT city FROM sf)`),
    newest(active, `(SELECT remote FROM sf) AND ${remotePredicate('j')}`),
  ].join(' UNION ');
  return narrowed ? `WITH recent AS MATERIALIZED (${window}) ${kinds}` : kinds;
}

/** SQL condition: the seeker `user` applied to the jobs row `j` (recommendations leave such jobs out). */
export function appliedSql(j: string, user: string): string {
  return appliedToJobSql(`${j}.id`, user);
}
