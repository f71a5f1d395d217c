import type { Listing } from '../../common/listing';
import { Db, queryOne, queryRow, queryRows } from '../../common/sql';

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
