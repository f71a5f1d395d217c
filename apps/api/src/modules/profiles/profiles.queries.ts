import type { Listing } from '../../common/listing';
import { Db, queryOne, queryRow, queryRows } from '../../common/sql';
import { KeysetRequest, keysetSql } from '../../common/cursor';
import { appliedToRecruiterSql } from '../applications/applicant-access';

/** A job seeker as the admin console lists them, with what their profile shows. */
export interface SeekerListingRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  experience: number;
  latestTitle: string | null;
  skills: string[];
  education: string | null;
  credits: number;
  hasProfile: boolean;
  createdAt: Date;
  active: boolean;
  deactivatedAt: Date | null;
}

export const SEEKER_LISTING: Listing<SeekerListingRow> = {
  select: `u.id, concat(u.first_name, ' ', u.last_name) AS name, u.email, u.contact_no AS phone,
           (SELECT count(*)::int FROM profile_experiences e WHERE e.profile_id = p.id) AS experience,
           (SELECT e.job_title FROM profile_experiences e WHERE e.profile_id = p.id ORDER BY e.sort_order LIMIT 1) AS "latestTitle",
           coalesce(p.skills[1:3], '{}') AS skills,
           (SELECT pc.degree FROM profile_colleges pc WHERE pc.profile_id = p.id ORDER BY pc.sort_order LIMIT 1) AS education,
           coalesce(p.credit_points, 0) AS credits, (p.id IS NOT NULL) AS "hasProfile", u.created_at AS "createdAt",
           (u.deactivated_at IS NULL) AS active, u.deactivated_at AS "deactivatedAt"`,
  from: `users u LEFT JOIN profiles p ON p.user_id = u.id`,
  only: `u.role = 'job_seeker'`,
  search: `concat(u.first_name, ' ', u.last_name) ILIKE $1 OR u.email ILIKE $1 OR array_to_string(p.skills, ' ') ILIKE $1`,
  sort: {
    name: 'name',
    email: 'u.email',
    phone: 'u.contact_no',
    experience: 'experience',
    skills: 'skills',
    education: 'education',
    credits: 'credits',
    status: 'active',
    registered: 'u.created_at',
  },
  defaultSort: 'registered',
  created: 'u.created_at',
  id: 'u.id',
};

export interface ProfileCounts {
  /** Profiles in all. */
  profiles: number;
  /** Job seekers with a profile. */
  seekerProfiles: number;
  /** Job seekers whose profile changed in the last 30 days. */
  activeSeekerProfiles: number;
}

export function profileCounts(db: Db): Promise<ProfileCounts> {
  return queryOne<ProfileCounts>(
    db,
    `SELECT (SELECT count(*)::int FROM profiles) AS profiles,
            (SELECT count(*)::int FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.role = 'job_seeker') AS "seekerProfiles",
            (SELECT count(*)::int FROM profiles p JOIN users u ON u.id = p.user_id
              WHERE u.role = 'job_seeker' AND p.updated_at >= now() - interval '30 days') AS "activeSeekerProfiles"`,
  );
}

/** The file ids of a user's resume and cover letter (undefined without a profile). */
export function documentFilesOf(db: Db, userId: string) {
  return queryRow<{ resume_file_id: string | null; cover_letter_file_id: string | null }>(
    db,
    `SELECT resume_file_id, cover_letter_file_id FROM profiles WHERE user_id = $1`,
    [userId],
  );
}

/** The profile photo's file id of each of these users that has one. */
export function photoFilesOf(db: Db, userIds: readonly string[]) {
  return queryRows<{ user_id: string; file_id: string }>(
    db,
    `SELECT user_id, profile_image_file_id AS file_id FROM profiles
      WHERE user_id = ANY($1::uuid[]) AND profile_image_file_id IS NOT NULL`,
    [userIds],
  );
}

/**
 * A job seeker with a resume as recruiters find them: name and contacts (users), profile, the first
 * experience's title and the number of experiences.
 */
export interface CandidateRow {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** Contact details, like the documents, only for a viewer the candidate applied to (or an admin). */
  email: string | null;
  contact_no: string | null;
  bio: string | null;
  skills: string[];
  updated_at: Date;
  resume_file_id: string;
  cover_letter_file_id: string | null;
  /** Shown, like the contacts, only to a viewer the candidate applied to (or an admin). */
  profile_image_file_id: string | null;
  first_title: string | null;
  experience_count: number;
  /** Whether the viewer may open the documents (the candidate applied to them, or they are an admin). */
  may_read: boolean;
}

/** Who looks for candidates: a recruiter, or an administrator (who may read every candidate's documents). */
export interface CandidateViewer {
  id: string;
  admin: boolean;
}

/** What a candidate search keeps: words in the name, title or skills, and how long ago the profile changed. */
export interface CandidateFilter {
  /** An ILIKE pattern (likePattern), or null for every candidate. */
  like: string | null;
  /** Profiles changed at least this many days ago (null: no bound). */
  minDaysAgo: number | null;
  /** Profiles changed less than this many days ago (null: no bound). */
  maxDaysAgo: number | null;
}

/**
 * A candidate's columns; the viewer's id is `$1`, whether they are an administrator `$2`. Contacts and the
 * photo are null unless the viewer may read the candidate's documents (appliedToRecruiterSql).
 */
const CANDIDATE_SELECT = `u.id, u.first_name, u.middle_name, u.last_name, p.bio, p.skills, p.updated_at,
  p.resume_file_id, p.cover_letter_file_id, fe.job_title AS first_title,
  CASE WHEN r.may_read THEN u.email END AS email,
  CASE WHEN r.may_read THEN u.contact_no END AS contact_no,
  CASE WHEN r.may_read THEN p.profile_image_file_id END AS profile_image_file_id,
  (SELECT count(*)::int FROM profile_experiences e WHERE e.profile_id = p.id) AS experience_count,
  r.may_read`;

/** Active job seekers with a resume (a deactivated account is not offered), with their first experience's title. */
const CANDIDATES_FROM = `FROM users u
  JOIN profiles p ON p.user_id = u.id
  LEFT JOIN LATERAL (
    SELECT job_title FROM profile_experiences e WHERE e.profile_id = p.id ORDER BY sort_order LIMIT 1
  ) fe ON TRUE
  CROSS JOIN LATERAL (SELECT ($2::boolean OR ${appliedToRecruiterSql('u.id', '$1')}) AS may_read) r
  WHERE u.role = 'job_seeker' AND p.resume_file_id IS NOT NULL AND u.deactivated_at IS NULL`;

/** The search's conditions: $3 the ILIKE pattern, $4 and $5 the bounds in days (CandidateFilter). */
const CANDIDATES_MATCH = `AND ($3::text IS NULL OR concat_ws(' ', u.first_name, u.last_name) ILIKE $3 OR fe.job_title ILIKE $3
       OR array_to_string(p.skills, ' ') ILIKE $3)
  AND ($4::int IS NULL OR p.updated_at < now() - $4::int * interval '1 day')
  AND ($5::int IS NULL OR p.updated_at >= now() - $5::int * interval '1 day')`;

/** Every candidate a search finds, in the search's order: the statement and its parameters, for a cursor. */
export function candidatesStatement(viewer: CandidateViewer, filter: CandidateFilter) {
  return {
    sql: `SELECT ${CANDIDATE_SELECT} ${CANDIDATES_FROM} ${CANDIDATES_MATCH} ORDER BY p.updated_at DESC, u.id`,
    params: [viewer.id, viewer.admin, filter.like, filter.minDaysAgo, filter.maxDaysAgo] as unknown[],
  };
}

/** One page of candidates, most recently updated first, with the number of all that match. */
export async function searchCandidates(
  db: Db,
  viewer: CandidateViewer,
  filter: CandidateFilter,
  offset: number,
  limit: number,
): Promise<{ rows: CandidateRow[]; total: number }> {
  const rows = await queryRows<CandidateRow & { total: string }>(
    db,
    `SELECT ${CANDIDATE_SELECT}, count(*) OVER () AS total
     ${CANDIDATES_FROM}
     ${CANDIDATES_MATCH}
     ORDER BY p.updated_at DESC, u.id
     OFFSET $6 LIMIT $7`,
    [viewer.id, viewer.admin, filter.like, filter.minDaysAgo, filter.maxDaysAgo, offset, limit],
  );
  const total = rows.length ? Number(rows[0].total) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * Candidates after `after` (the last row's exact update time, read as text to keep the microseconds, and
 * its id; null for the first), most recently updated first, at most `limit`.
 */
export function candidatesAfter(
  db: Db,
  viewer: CandidateViewer,
  after: { cursor: string; id: string } | null,
  limit: number,
) {
  return queryRows<CandidateRow & { cursor: string }>(
    db,
    `SELECT ${CANDIDATE_SELECT}, p.updated_at::text AS cursor
     ${CANDIDATES_FROM}
       AND ($3::timestamptz IS NULL OR (p.updated_at, u.id) < ($3::timestamptz, $4::uuid))
     ORDER BY p.updated_at DESC, u.id DESC LIMIT $5`,
    [viewer.id, viewer.admin, after?.cursor ?? null, after?.id ?? null, limit],
  );
}

/**
 * Years of work an experience's free-text duration stands for (an SQL expression over the text `d`):
 * "2 years", "1.5 yrs", "2 years 6 months", "8 months", or a span of years such as "2019 - 2022" or
 * "2020 - Present" (to this year); 0 when it gives none of these.
 */
export function durationYearsSql(d: string): string {
  const text = `lower(${d})`;
  const span = `regexp_match(${text}, '((?:19|20)\\d\\d)\\s*(?:-|–|to)\\s*((?:19|20)\\d\\d|present|now|current|till date|today)')`;
  return `(CASE
     WHEN ${text} ~ '\\d\\s*(?:years?|yrs?|months?|mos?)\\M' THEN
       coalesce(substring(${text} from '(\\d+(?:\\.\\d+)?)\\s*\\+?\\s*(?:years?|yrs?)\\M')::numeric, 0)
       + coalesce(substring(${text} from '(\\d+)\\s*(?:months?|mos?)\\M')::numeric / 12, 0)
     WHEN ${span} IS NOT NULL THEN
       greatest(0, (CASE WHEN (${span})[2] ~ '^\\d' THEN (${span})[2]::int
                         ELSE extract(year FROM now())::int END) - (${span})[1]::int)
     ELSE 0 END)`;
}

/**
 * The seeker `user`'s profile as the match score reads it (an SQL subquery of at most one row; `user` is
 * an SQL expression such as `$1`): their skills and their years of work, summed over their experiences
 * (null when they list none).
 */
export function profileMatchFeaturesSql(user: string): string {
  return `SELECT p.skills,
                 (SELECT least(60, sum(${durationYearsSql('e.duration')})) FROM profile_experiences e
                   WHERE e.profile_id = p.id) AS years
          FROM profiles p WHERE p.user_id = ${user}`;
}

/**
 * One page of candidates in keyset order (see keysetSql): by when their profile was made, or with
 * `updatedSince` by its last change, ascending; one row more than asked.
 */
export function candidatesByKey(db: Db, viewer: CandidateViewer, req: KeysetRequest) {
  const k = keysetSql({ created: 'p.created_at', updated: 'p.updated_at', id: 'p.user_id' }, req, 3);
  return queryRows<CandidateRow & { cursorAt: string }>(
    db,
    `SELECT ${CANDIDATE_SELECT}, ${k.cursorAt} AS "cursorAt"
     ${CANDIDATES_FROM} AND ${k.where}
     ORDER BY ${k.orderBy} LIMIT ${k.limit}`,
    [viewer.id, viewer.admin, ...k.params],
  );
}
