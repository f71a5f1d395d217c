import { RecruiterPlan, Role } from '@hireloop/schema';
import type { Activity } from '../../common/activity';
import { createdPerDay, Db, queryOne, queryRow, queryRows } from '../../common/sql';

export interface UserCounts {
  jobSeekers: number;
  recruiters: number;
  newUsersThisWeek: number;
  /** Recruiters on a paid plan. */
  premiumSubscribers: number;
}

export function userCounts(db: Db): Promise<UserCounts> {
  return queryOne<UserCounts>(
    db,
    `SELECT count(*) FILTER (WHERE role = 'job_seeker')::int AS "jobSeekers",
            count(*) FILTER (WHERE role = 'recruiter')::int AS "recruiters",
            count(*) FILTER (WHERE created_at >= now() - interval '7 days')::int AS "newUsersThisWeek",
            count(*) FILTER (WHERE role = 'recruiter' AND plan <> 'basic')::int AS "premiumSubscribers"
     FROM users`,
  );
}

/** The newest `limit` sign-ups, as activity entries ("<name> joined as <role>"). */
export function recentSignups(db: Db, limit: number): Promise<Activity[]> {
  return queryRows<Activity>(
    db,
    `SELECT 'signup' AS kind, concat(first_name, ' ', last_name, ' joined as ', replace(role, '_', ' ')) AS text, created_at AS at
     FROM users ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
}

/** Sign-ups on each of the last `days` days, oldest day first. */
export function signupsPerDay(db: Db, days: number) {
  return createdPerDay(db, 'users', days);
}

/** Recruiters on each plan that has any. */
export function recruitersPerPlan(db: Db) {
  return queryRows<{ plan: RecruiterPlan; count: number }>(
    db,
    `SELECT plan, count(*)::int AS count FROM users WHERE role = 'recruiter' GROUP BY plan`,
  );
}

/** The e-mail addresses of every administrator, oldest account first. */
export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    `SELECT email FROM users WHERE role = $1 ORDER BY created_at`,
    [Role.ADMIN],
  );
  return rows.map((r) => r.email);
}

/**
 * A recruiter by their id or by the id of one of their companies, with a label for people: the
 * company's name when the id is a company's, else the recruiter's name.
 */
export function recruiterByIdOrCompany(db: Db, id: string) {
  return queryRow<{ id: string; label: string }>(
    db,
    `SELECT u.id, coalesce(c.name, concat(u.first_name, ' ', u.last_name)) AS label
     FROM users u LEFT JOIN companies c ON c.owner_id = u.id AND c.id = $1
     WHERE u.role = 'recruiter' AND (u.id = $1 OR c.id = $1) LIMIT 1`,
    [id],
  );
}

/** A recruiter (by their id or one of their companies' ids) and their plan, locked until the transaction ends. */
export function lockRecruiter(db: Db, id: string) {
  return queryRow<{ id: string; email: string; plan: RecruiterPlan }>(
    db,
    `SELECT u.id, u.email, u.plan FROM users u
     WHERE u.role = 'recruiter' AND (u.id = $1 OR EXISTS (SELECT 1 FROM companies c WHERE c.id = $1 AND c.owner_id = u.id))
     LIMIT 1 FOR UPDATE`,
    [id],
  );
}

/** The full name and e-mail address of each of these users (one statement, whatever their number). */
export async function namesAndEmailsOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: string; name: string; email: string }>(
    db,
    `SELECT id, concat(first_name, ' ', last_name) AS name, email FROM users WHERE id = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}

/** A job seeker's id and e-mail address. */
export function seekerById(db: Db, id: string) {
  return queryRow<{ id: string; email: string }>(
    db,
    `SELECT id, email FROM users WHERE id = $1 AND role = 'job_seeker'`,
    [id],
  );
}

/** A job seeker and whether they may sign in, locked until the transaction ends. */
export function lockSeeker(db: Db, id: string) {
  return queryRow<{ id: string; email: string; active: boolean }>(
    db,
    `SELECT id, email, deactivated_at IS NULL AS active FROM users WHERE id = $1 AND role = 'job_seeker' FOR UPDATE`,
    [id],
  );
}

/**
 * Lets a user sign in again (`active`) or deactivates them: they cannot sign in, and every token issued
 * to them stops working (the token version moves on).
 */
export async function setUserActive(db: Db, id: string, active: boolean): Promise<void> {
  await db.query(
    active
      ? `UPDATE users SET deactivated_at = NULL, updated_at = now() WHERE id = $1`
      : `UPDATE users SET deactivated_at = now(), token_version = token_version + 1, updated_at = now() WHERE id = $1`,
    [id],
  );
}

export async function setUserPlan(db: Db, id: string, plan: RecruiterPlan): Promise<void> {
  await db.query(`UPDATE users SET plan = $2, updated_at = now() WHERE id = $1`, [id, plan]);
}

/** A user's plan (recruiters; others keep the default). */
export async function planOf(db: Db, id: string): Promise<string> {
  const row = await queryOne<{ plan: string }>(db, `SELECT plan FROM users WHERE id = $1`, [id]);
  return row.plan;
}

/**
 * Locks a user's row until the transaction ends: what one user does concurrently (posting against a
 * limit, bookmarking against a cap) is then done one after the other.
 */
export async function lockUser(db: Db, id: string): Promise<void> {
  await db.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [id]);
}

/** Removes a user account; what is theirs goes with it (foreign keys cascade). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM users WHERE id = $1`, [id]);
}

/** The e-mail of each of these users whose account is active (deactivated accounts get no mail). */
export async function activeUserEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: string; email: string }>(
    db,
    `SELECT id, email FROM users WHERE id = ANY($1::uuid[]) AND deactivated_at IS NULL`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.email]));
}
