import { WebhookEventType } from '@hireloop/schema';
import { EntityManager } from 'typeorm';
import { queryOne } from '../../common/sql';
import type { WebhookEvent, WebhookEvents } from '../webhooks/webhook-events.service';

interface JobSnapshotRow {
  id: string;
  title: string;
  status: string;
  location: string;
  jobType: string;
  category: string;
  salary: string;
  validThrough: Date;
  createdAt: Date;
  companyId: string;
  companyName: string;
  ownerId: string | null;
}

/** A job as webhooks send it (the body's `data`), read in the transaction that changed it. */
export async function jobWebhookEvent(
  m: EntityManager,
  type: WebhookEventType,
  jobId: string,
): Promise<WebhookEvent> {
  const j = await queryOne<JobSnapshotRow>(
    m,
    `SELECT j.id, j.title, j.status, j.location, j.job_type AS "jobType", j.category, j.salary,
            j.valid_through AS "validThrough", j.created_at AS "createdAt",
            c.id AS "companyId", c.name AS "companyName", c.owner_id AS "ownerId"
       FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = $1`,
    [jobId],
  );
  return {
    type,
    companyOwnerId: j.ownerId,
    data: {
      object: 'job',
      id: j.id,
      title: j.title,
      status: j.status,
      location: j.location,
      jobType: j.jobType,
      category: j.category,
      salary: j.salary,
      validThrough: new Date(j.validThrough).toISOString(),
      createdAt: new Date(j.createdAt).toISOString(),
      company: { id: j.companyId, name: j.companyName },
    },
  };
}

/** Announces a job's change to webhooks, in the transaction `m` that made it. */
export async function emitJobEvent(
  events: WebhookEvents,
  m: EntityManager,
  type: WebhookEventType,
  jobId: string,
): Promise<void> {
  await events.emit(m, await jobWebhookEvent(m, type, jobId));
}
