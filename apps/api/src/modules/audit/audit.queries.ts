import type { Db } from '../../common/sql';

/** Writes who did what to which record into the audit log (in the caller's transaction). */
export async function recordAuditEvent(
  db: Db,
  event: { actorId: string; action: string; targetType: string; targetId: string; details: object },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (actor_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`,
    [event.actorId, event.action, event.targetType, event.targetId, JSON.stringify(event.details)],
  );
}
