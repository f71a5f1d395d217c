import type { Db } from '../../common/sql';

/** Writes who did what to which record into the audit log (in the caller's transaction). */
export async function recordAuditEvent(
  db: Db,
  event: { actorId: string | null; action: string; targetType: string; targetId: string; details: object },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (actor_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`,
    [event.actorId, event.action, event.targetType, event.targetId, JSON.stringify(event.details)],
  );
}

/**
 * Erases the personal data that earlier entries about a user hold (their e-mail address in the details),
 * in the caller's transaction: the entries keep who acted, what and when.
 */
export async function erasePersonalDataAbout(db: Db, userId: string): Promise<void> {
  await db.query(
    `UPDATE audit_events SET details = details - 'email' - 'label' - 'name'
     WHERE target_type = 'user' AND target_id = $1 AND details ?| array['email', 'label', 'name']`,
    [userId],
  );
}
