import { InterviewEventKind, InterviewStatus } from '@hireloop/schema';
import { Db, queryRows } from '../../common/sql';
import type { InterviewModel } from './interview.model';

interface InterviewJsonRow {
  id: string;
  applicationId: string;
  status: InterviewStatus;
  durationMinutes: number;
  meetingUrl: string | null;
  address: string | null;
  message: string | null;
  startsAt: Date | null;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  slots: { id: string; startsAt: string }[] | null;
  events:
    | {
        id: string;
        kind: InterviewEventKind;
        byApplicant: boolean;
        startsAt: string | null;
        reason: string | null;
        at: string;
      }[]
    | null;
}

/**
 * The interviews of these applications, oldest first, each with the slots that may be picked now and
 * its history, in one statement.
 */
export async function interviewsOf(db: Db, applicationIds: readonly string[]): Promise<InterviewModel[]> {
  const rows = await queryRows<InterviewJsonRow>(
    db,
    `SELECT i.id, i.application_id AS "applicationId", i.status, i.duration_minutes AS "durationMinutes",
            i.meeting_url AS "meetingUrl", i.address, i.message, i.starts_at AS "startsAt", i.sequence,
            i.created_at AS "createdAt", i.updated_at AS "updatedAt",
            CASE WHEN i.starts_at IS NULL AND i.status <> '${InterviewStatus.CANCELLED}' THEN
              (SELECT json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at) ORDER BY s.starts_at)
                 FROM interview_slots s WHERE s.interview_id = i.id AND s.round = i.round) END AS slots,
            (SELECT json_agg(json_build_object('id', e.id, 'kind', e.kind, 'byApplicant', e.by_applicant,
                    'startsAt', e.starts_at, 'reason', e.note, 'at', e.created_at) ORDER BY e.created_at, e.id)
               FROM interview_events e WHERE e.interview_id = i.id) AS events
     FROM interviews i WHERE i.application_id = ANY($1::uuid[])
     ORDER BY i.application_id, i.created_at, i.id`,
    [applicationIds],
  );
  return rows.map((r) => ({
    ...r,
    slots: (r.slots ?? []).map((s) => {
      const startsAt = new Date(s.startsAt);
      return { id: s.id, startsAt, endsAt: new Date(startsAt.getTime() + r.durationMinutes * 60_000) };
    }),
    events: (r.events ?? []).map((e) => ({
      ...e,
      startsAt: e.startsAt ? new Date(e.startsAt) : null,
      at: new Date(e.at),
    })),
  }));
}
