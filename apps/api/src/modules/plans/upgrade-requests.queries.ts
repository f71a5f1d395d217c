import { RecruiterPlan, UpgradeRequestStatus } from '@hireloop/schema';
import { Db, queryOne, queryRow, queryRows } from '../../common/sql';

/** Upgrade requests waiting for a decision. */
export async function openUpgradeRequestCount(db: Db): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    `SELECT count(*)::int AS count FROM upgrade_requests WHERE status = 'open'`,
  );
  return row.count;
}

/** An open upgrade request and its recruiter. */
export function openUpgradeRequest(db: Db, id: string) {
  return queryRow<{ id: string; recruiter_id: string }>(
    db,
    `SELECT id, recruiter_id FROM upgrade_requests WHERE id = $1 AND status = 'open'`,
    [id],
  );
}

/** A recruiter's open upgrade request, if they have one. */
export function openUpgradeRequestOf(db: Db, recruiterId: string) {
  return queryRow<{ id: string; requested_plan: RecruiterPlan }>(
    db,
    `SELECT id, requested_plan FROM upgrade_requests WHERE recruiter_id = $1 AND status = 'open'`,
    [recruiterId],
  );
}

/** Records an administrator's decision on an upgrade request (`plan`: the plan granted, null when declined). */
export async function decideUpgradeRequest(
  db: Db,
  id: string,
  status: UpgradeRequestStatus,
  plan: RecruiterPlan | null,
  adminId: string,
): Promise<void> {
  await db.query(
    `UPDATE upgrade_requests SET status = $2, granted_plan = $3, decided_by_id = $4, decided_at = now() WHERE id = $1`,
    [id, status, plan, adminId],
  );
}

/** The newest `limit` upgrade requests, with their recruiter's id. */
export function upgradeRequestHistory(db: Db, limit: number) {
  return queryRows<{
    id: string;
    recruiterId: string;
    requestedPlan: RecruiterPlan;
    grantedPlan: RecruiterPlan | null;
    status: UpgradeRequestStatus;
    createdAt: Date;
    decidedAt: Date | null;
  }>(
    db,
    `SELECT id, recruiter_id AS "recruiterId", requested_plan AS "requestedPlan", granted_plan AS "grantedPlan",
            status, created_at AS "createdAt", decided_at AS "decidedAt"
     FROM upgrade_requests ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
}
