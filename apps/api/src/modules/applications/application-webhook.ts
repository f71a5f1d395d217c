import { ApplicationStatus, WebhookEventType } from '@hireloop/schema';
import { EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/sql';
import type { WebhookEvents } from '../webhooks/webhook-events.service';

/** An application as webhooks describe it, with its job and company. */
export interface ApplicationSnapshotRow {
  id: string;
  status: string;
  /** Null once the applicant deleted their account. */
  applicantId: string | null;
  createdAt: Date;
  updatedAt: Date;
  jobId: string;
  jobTitle: string;
  companyId: string;
  companyName: string;
  ownerId: string | null;
}

/** An application as webhooks describe it, with its job and company (completed by the caller's WHERE). */
const SNAPSHOT_SQL = `SELECT a.id, a.status, a.applicant_id AS "applicantId", a.created_at AS "createdAt",
            a.updated_at AS "updatedAt", j.id AS "jobId", j.title AS "jobTitle",
            c.id AS "companyId", c.name AS "companyName", c.owner_id AS "ownerId"
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id`;

/**
 * Announces an application's change to webhooks, in the transaction `m` that made it: the application
 * as it is now (`data`), with the status it had before (`previousStatus`, null for a new one).
 */
export async function emitApplicationEvent(
  events: WebhookEvents,
  m: EntityManager,
  type: WebhookEventType,
  applicationId: string,
  previousStatus: ApplicationStatus | null,
): Promise<void> {
  const a = await queryOne<ApplicationSnapshotRow>(m, `${SNAPSHOT_SQL} WHERE a.id = $1`, [applicationId]);
  await emitSnapshot(events, m, type, a, previousStatus);
}

/**
 * Announces the same change of several applications (each with the status it had before), one event
 * each, in the transaction `m` that made them: the applications read as they are now in one statement.
 */
export async function emitApplicationEvents(
  events: WebhookEvents,
  m: EntityManager,
  type: WebhookEventType,
  changes: readonly { id: string; previousStatus: ApplicationStatus }[],
): Promise<void> {
  if (!changes.length) return;
  const rows = await queryRows<ApplicationSnapshotRow>(m, `${SNAPSHOT_SQL} WHERE a.id = ANY($1::uuid[])`, [
    changes.map((c) => c.id),
  ]);
  const now = new Map(rows.map((r) => [r.id, r]));
  await emitApplicationSnapshots(
    events,
    m,
    type,
    changes.flatMap((c) => {
      const row = now.get(c.id);
      return row ? [{ now: row, previousStatus: c.previousStatus }] : [];
    }),
  );
}

/**
 * Announces the changes of applications the caller already holds as they are now (`now`, with the
 * status each had before), one event each, in the transaction `m` that made them.
 */
export async function emitApplicationSnapshots(
  events: WebhookEvents,
  m: EntityManager,
  type: WebhookEventType,
  changes: readonly { now: ApplicationSnapshotRow; previousStatus: ApplicationStatus }[],
): Promise<void> {
  for (const { now, previousStatus } of changes) await emitSnapshot(events, m, type, now, previousStatus);
}

async function emitSnapshot(
  events: WebhookEvents,
  m: EntityManager,
  type: WebhookEventType,
  a: ApplicationSnapshotRow,
  previousStatus: ApplicationStatus | null,
): Promise<void> {
  await events.emit(m, {
    type,
    companyOwnerId: a.ownerId,
    data: {
      object: 'application',
      id: a.id,
      status: a.status,
      previousStatus,
      applicantId: a.applicantId,
      createdAt: new Date(a.createdAt).toISOString(),
      updatedAt: new Date(a.updatedAt).toISOString(),
      job: { id: a.jobId, title: a.jobTitle },
      company: { id: a.companyId, name: a.companyName },
    },
  });
}
