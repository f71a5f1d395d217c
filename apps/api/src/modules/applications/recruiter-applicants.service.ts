import {
  ApplicationStatus,
  ErrorCode,
  RECRUITER_MESSAGES,
  SCREENING_REJECTION_NOTE,
  ScreeningResult,
  Role,
  STATUS_NOTIFICATION_TITLES,
  WebhookEventType,
  WITHDRAWAL_MESSAGES,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppError, BadInputError, NotFoundError } from '../../common/errors';
import { isUuid, pageCount, PageRequest } from '../../common/paging';
import { queryRow, queryRows } from '../../common/sql';
import { connectionOf, ConnectionPage, KeysetRequest, keysetSql } from '../../common/cursor';
import { documentFilesOf } from '../profiles/profiles.queries';
import { applicationDocumentUrl, DocumentKind, FilesService, photoUrl } from '../files/files.service';
import {
  ApplicantExportRow,
  applicantsExportStatement,
  noteOfJson,
  NoteRow,
  notesJsonSql,
  ratingJsonSql,
  ratingOfJson,
  RatingRow,
  toNoteModel,
  toRatingModel,
} from './applicant-notes.queries';
import { ExportCursors } from '../../database/export-cursors';
import { PreparedStatements } from '../../database/prepared-statements';
import { StoredFile } from '../files/stored-file.entity';
import { Job } from '../jobs/job.entity';
import { RecruiterJobsService } from '../jobs/recruiter-jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { NotificationInput } from '../notifications/dto/notification.input';
import { RateLimitService } from '../abuse/rate-limit.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import {
  ApplicationSnapshotRow,
  emitApplicationEvent,
  emitApplicationSnapshots,
} from './application-webhook';
import { BulkStatusFailure, BulkStatusResult } from './bulk-status.model';
import { User } from '../users/user.entity';
import { Applicant, ApplicantPerson, ApplicationStatusCount } from './applicant.model';
import { ApplicationEvent } from './application-event.entity';
import { Application } from './application.entity';

export const APPLICATION_NOT_FOUND = 'Application not found';
export type { DocumentKind };

/** An applicant's row as the statement builds it: file ids and flags, not yet addresses. */
type ApplicantRow = Omit<Applicant, 'applicant' | 'resumeUrl' | 'coverLetterUrl' | 'notes' | 'rating'> & {
  cursorAt: string | null;
  applicant: (Omit<ApplicantPerson, 'photoUrl'> & { photoFileId: string | null }) | null;
  hasResume: boolean;
  hasCoverLetter: boolean;
  notes: NoteRow[];
  rating: RatingRow | null;
};

/** The body of a status notification, naming the job. */
export function statusNotificationBody(
  status: ApplicationStatus,
  jobTitle: string,
  companyName: string,
): string {
  const job = `${jobTitle} at ${companyName}`;
  switch (status) {
    case ApplicationStatus.ACCEPT:
      return `Good news! Your application for ${job} has been accepted.`;
    case ApplicationStatus.REJECT:
      return `Thank you for applying for ${job}. The recruiter has decided not to move forward with your application.`;
    case ApplicationStatus.RECRUITED:
      return `You have been hired for ${job}. Congratulations!`;
    case ApplicationStatus.SEEN:
    case ApplicationStatus.REVIEWED:
      return `Your application for ${job} has been reviewed by the recruiter.`;
    case ApplicationStatus.SHORTLISTED:
      return `Your application for ${job} has been shortlisted.`;
    case ApplicationStatus.PENDING:
      return `The status of your application for ${job} is now pending.`;
    case ApplicationStatus.WITHDRAWN:
      return `Your application for ${job} has been withdrawn.`;
  }
}

/**
 * An application as a status change reads it: what the rules, the webhook event, the notification and
 * its e-mail need (`email` is null for an account deleted since; `applicantDeactivated` is true while an
 * administrator has deactivated the applicant's account, which then gets no notification or e-mail).
 */
interface ChangeRow extends Omit<ApplicationSnapshotRow, 'applicantId'> {
  status: ApplicationStatus;
  applicantId: string | null;
  email: string | null;
  applicantDeactivated: boolean;
  rejectionNoticeDueAt: Date | null;
}

/**
 * Locks applications (in id order, so that two changes over the same applications cannot deadlock; the
 * applicant may be withdrawing one at this moment, and the status read is the one that stays) and reads
 * each with its job, company and owner and its applicant's e-mail and deactivation, in one statement.
 */
const LOCK_FOR_CHANGE_SQL = `SELECT a.id, a.status, a.applicant_id AS "applicantId", u.email,
       u.deactivated_at IS NOT NULL AS "applicantDeactivated",
       a.created_at AS "createdAt", a.updated_at AS "updatedAt",
       a.rejection_notice_due_at AS "rejectionNoticeDueAt", j.id AS "jobId", j.title AS "jobTitle",
       c.id AS "companyId", c.name AS "companyName", c.owner_id AS "ownerId"
  FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
  LEFT JOIN users u ON u.id = a.applicant_id
 WHERE a.id = ANY($1::uuid[]) ORDER BY a.id FOR UPDATE OF a`;

/** An application that may move: its applicant's account is there. */
type MovableRow = ChangeRow & { applicantId: string; email: string };

function lockForChange(m: EntityManager, ids: string[]): Promise<ChangeRow[]> {
  return queryRows<ChangeRow>(m, LOCK_FOR_CHANGE_SQL, [ids]);
}

/**
 * Moves applications ($1, each from its status in $2) to $3, by actor $4, in one statement: the status,
 * the knock-out notice due date cleared, and a history step each. Answers each one's new `updatedAt`.
 */
const MOVE_SQL = `WITH moved AS (
    UPDATE applications SET status = $3, rejection_notice_due_at = NULL, updated_at = now()
     WHERE id = ANY($1::uuid[]) RETURNING id, updated_at),
  history AS (
    INSERT INTO application_events (application_id, from_status, to_status, actor_id)
    SELECT id, from_status, $3, $4 FROM unnest($1::uuid[], $2::text[]) AS x(id, from_status))
SELECT id, updated_at AS "updatedAt" FROM moved`;

/**
 * An application read by `lockForChange` that this user may move, or why not: one that is not to their
 * job (an administrator's: any) is not found, and one its applicant withdrew (or whose applicant's
 * account is gone, which withdraws it) no longer moves.
 */
function movable(user: User, row: ChangeRow | undefined): MovableRow | AppError {
  if (!row || (row.ownerId !== user.id && user.role !== Role.ADMIN)) {
    return new NotFoundError(APPLICATION_NOT_FOUND);
  }
  const { applicantId, email } = row;
  if (row.status === ApplicationStatus.WITHDRAWN || !applicantId || !email) {
    return new AppError(ErrorCode.CONFLICT, WITHDRAWAL_MESSAGES.pipelineClosed);
  }
  return { ...row, applicantId, email };
}

/** The mutation's answer for a changed (or unchanged) row; its job is read only when asked for. */
function applicationOf(row: ChangeRow): Application {
  return Object.assign(new Application(), {
    id: row.id,
    jobId: row.jobId,
    applicantId: row.applicantId,
    status: row.status,
    rejectionNoticeDueAt: row.rejectionNoticeDueAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

/** A person as the statement builds them, the id of their photo made its address. */
function personOf(p: Omit<ApplicantPerson, 'photoUrl'> & { photoFileId: string | null }): ApplicantPerson {
  return {
    id: p.id,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    email: p.email,
    contactNo: p.contactNo,
    bio: p.bio,
    skills: p.skills,
    photoUrl: photoUrl(p.photoFileId),
  };
}

/** The recruiter's side of applications: applicants of my jobs, status changes, documents. */
/**
 * The mail of a recruiter's message: its subject and first line name the company it comes from, so that
 * a message cannot pass for one of the platform's own (a sign-in code, say).
 */
function recruiterMessageMail(company: string, input: NotificationInput): { subject: string; text: string } {
  return {
    subject: `${company}: ${input.title}`,
    text: `${company} sent you this message about your application. It was written by the recruiter, not by us.\n\n${input.body}`,
  };
}

@Injectable()
export class RecruiterApplicantsService {
  private forJobSql?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly recruiterJobs: RecruiterJobsService,
    private readonly files: FilesService,
    private readonly notifications: NotificationsService,
    private readonly cursors: ExportCursors,
    private readonly webhooks: WebhookEvents,
    private readonly limits: RateLimitService,
    private readonly statements: PreparedStatements,
  ) {}

  /**
   * Applicants of one of my jobs with their profile, documents' names, notes and rating, newest first,
   * and the counts by status: one page of them (GraphQL), or all of them without `paging` (the legacy
   * REST list). One statement reads the job, checks that it is mine (or that I am an admin) and, only
   * then, has PostgreSQL pick the page's applications and build their rows as JSON in the GraphQL model's
   * shape (only the columns shown), so no per-column parsing, mapping, entity hydration or field resolver
   * runs; only the dates become Date objects. The total comes from the counts.
   */
  async forJob(
    user: User,
    jobId: string,
    status?: ApplicationStatus | null,
    paging?: PageRequest,
    screening?: ScreeningResult | null,
  ) {
    this.forJobSql ??= this.applicantsSql(
      `ORDER BY created_at DESC, id DESC LIMIT $5::int OFFSET $6::int`,
      `a.created_at DESC, a.id DESC`,
      'NULL',
      '$7',
    );
    const found = await this.applicantsOf(
      user,
      jobId,
      status,
      this.forJobSql,
      [paging?.pageSize ?? null, paging?.offset ?? 0, screening ?? null],
      // Built once: prepared, so each connection plans it once instead of on every page.
      true,
    );
    const { job, rows, statusCounts, screenedTotal } = found;
    const items = rows.map(({ cursorAt: _, ...row }) => row);
    const total = screening
      ? screenedTotal
      : statusCounts.reduce((sum, c) => (!status || c.status === status ? sum + c.count : sum), 0);
    const pageSize = paging?.pageSize ?? Math.max(1, total);
    return {
      job,
      items,
      statusCounts,
      total,
      page: paging?.page ?? 1,
      pageSize,
      pageCount: pageCount(total, pageSize),
    };
  }

  /**
   * The applicants of one of my jobs (optionally of one status) by cursor, in keyset order: by
   * (created_at, id), or with `updatedSince` by (updated_at, id), so status changes and withdrawals come
   * again after the cursor they were read at. The same statement and checks as `forJob`.
   */
  async connectionForJob(
    user: User,
    jobId: string,
    status: ApplicationStatus | null,
    req: KeysetRequest,
  ): Promise<ConnectionPage<Applicant>> {
    const inner = keysetSql({ created: 'created_at', updated: 'updated_at', id: 'id' }, req, 5);
    const outer = keysetSql({ created: 'a.created_at', updated: 'a.updated_at', id: 'a.id' }, req, 5);
    const sql = this.applicantsSql(
      `AND ${inner.where} ORDER BY ${inner.orderBy} LIMIT ${inner.limit}`,
      outer.orderBy,
      inner.cursorAt,
      'NULL',
    );
    const { rows } = await this.applicantsOf(user, jobId, status, sql, inner.params);
    const page = connectionOf(req, rows, (r) => ({ at: r.cursorAt ?? '', id: r.id }));
    return {
      ...page,
      edges: page.edges.map(({ cursor, node: { cursorAt: _, ...node } }) => ({ cursor, node })),
    };
  }

  /**
   * The statement behind both lists: it reads the job, checks that it is mine (or that I am an admin)
   * and, only then, has PostgreSQL pick the applications (`pick`: the rest of the WHERE, the ORDER BY and
   * the LIMIT over applications of $2's status) and build their rows as JSON in the GraphQL model's shape
   * (`order`: their order over `a`; `cursorAt`: the row's keyset timestamp as text, or NULL).
   * $1 job id, $2 status or null, $3 user id, $4 whether an admin asks; `pick`'s own from $5.
   */
  private applicantsSql(pick: string, order: string, cursorAt: string, screening: string): string {
    const screened = `(${screening}::text IS NULL OR screening_result = ${screening}::text)`;
    const m = this.dataSource.manager;
    return `SELECT ${this.recruiterJobs.jobColumns(m)},
           (SELECT json_agg(json_build_object(
                     'id', a.id, 'status', a.status, 'createdAt', a.created_at, 'updatedAt', a.updated_at,
                     'cursorAt', a.cursor_at,
                     'accountDeleted', a.applicant_id IS NULL,
                     'screeningResult', a.screening_result,
                     'autoRejected', a.status = '${ApplicationStatus.REJECT}' AND NOT EXISTS (
                       SELECT 1 FROM application_events e WHERE e.application_id = a.id
                         AND e.to_status = a.status AND e.actor_id IS NOT NULL)
                       AND EXISTS (SELECT 1 FROM application_events e WHERE e.application_id = a.id
                         AND e.to_status = a.status AND e.actor_id IS NULL
                         AND e.note = '${SCREENING_REJECTION_NOTE.replace(/'/g, "''")}'),
                     'applicant', CASE WHEN u.id IS NOT NULL THEN json_build_object(
                       'id', u.id, 'firstName', u.first_name, 'middleName', u.middle_name,
                       'lastName', u.last_name, 'email', u.email, 'contactNo', u.contact_no,
                       'bio', coalesce(p.bio, ''), 'skills', coalesce(p.skills, '{}'),
                       'photoFileId', p.profile_image_file_id) END,
                     'matchedSkillCount', CASE WHEN p.skills IS NULL THEN 0 ELSE cardinality(ARRAY(
                       SELECT unnest(j.skill_keys) INTERSECT SELECT unnest(match_skill_keys(p.skills)))) END,
                     'hasResume', p.resume_file_id IS NOT NULL, 'resumeName', rf.original_name,
                     'hasCoverLetter', p.cover_letter_file_id IS NOT NULL, 'coverLetterName', cf.original_name,
                     'withdrawalReason', CASE WHEN a.status = '${ApplicationStatus.WITHDRAWN}' THEN
                       (SELECT e.note FROM application_events e
                         WHERE e.application_id = a.id AND e.to_status = a.status
                         ORDER BY e.created_at DESC LIMIT 1) END,
                     'notes', ${notesJsonSql('a.id')}, 'rating', ${ratingJsonSql('a.id')})
                   ORDER BY ${order})
            FROM (SELECT id, status, created_at, updated_at, applicant_id, screening_result,
                         ${cursorAt} AS cursor_at
                  FROM applications
                   WHERE job_id = j.id AND ($2::text IS NULL OR status = $2) AND ${screened}
                   ${pick}) a
            LEFT JOIN users u ON u.id = a.applicant_id
            LEFT JOIN profiles p ON p.user_id = u.id
            LEFT JOIN files rf ON rf.id = p.resume_file_id
            LEFT JOIN files cf ON cf.id = p.cover_letter_file_id) AS "applicants.items",
           (SELECT json_agg(json_build_object('status', c.status, 'count', c.count) ORDER BY c.status)
            FROM (SELECT status, count(*)::int AS count FROM applications WHERE job_id = j.id GROUP BY status) c)
             AS "applicants.counts",
           (SELECT count(*)::int FROM applications
             WHERE job_id = j.id AND ($2::text IS NULL OR status = $2) AND ${screened}) AS "applicants.screened"
         FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.id = $1 AND (c.owner_id = $3 OR $4::boolean)`;
  }

  /**
   * Runs an applicants statement for one of my jobs (NOT_FOUND for a job that is not mine): the job,
   * the applicants' rows with their documents' addresses and keyset position, and the counts by status.
   * `params` are the statement's own, from $5 on; `prepared` runs it as a prepared statement (a text
   * built once, not per request).
   */
  private async applicantsOf(
    user: User,
    jobId: string,
    status: ApplicationStatus | null | undefined,
    sql: string,
    params: unknown[],
    prepared = false,
  ) {
    const m = this.dataSource.manager;
    const all = [jobId, status ?? null, user.id, user.role === Role.ADMIN, ...params];
    const row = !isUuid(jobId)
      ? undefined
      : prepared
        ? (await this.statements.rows<Record<string, unknown>>(sql, all))[0]
        : await queryRow<Record<string, unknown>>(m, sql, all);
    if (!row) throw new NotFoundError(RECRUITER_MESSAGES.jobNotFound);
    const job = this.recruiterJobs.jobOfRow(row, m);
    // The dates are still ISO strings here; the addresses are built from the files' ids and the flags.
    const found = (row['applicants.items'] ?? []) as ApplicantRow[];
    // Each row is built field by field: copying a parsed row with rest and spread costs several times more.
    const rows = found.map((r): Applicant & { cursorAt: string | null } => ({
      id: r.id,
      status: r.status,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
      cursorAt: r.cursorAt,
      accountDeleted: r.accountDeleted,
      screeningResult: r.screeningResult,
      autoRejected: r.autoRejected,
      applicant: r.applicant && personOf(r.applicant),
      matchedSkillCount: r.matchedSkillCount,
      resumeName: r.resumeName,
      resumeUrl: r.hasResume ? applicationDocumentUrl(r.id, 'resume') : null,
      coverLetterName: r.coverLetterName,
      coverLetterUrl: r.hasCoverLetter ? applicationDocumentUrl(r.id, 'cover-letter') : null,
      withdrawalReason: r.withdrawalReason,
      notes: r.notes.map((note) => toNoteModel(noteOfJson(note), user.id)),
      rating: r.rating && toRatingModel(ratingOfJson(r.rating)),
    }));
    const statusCounts = (row['applicants.counts'] ?? []) as ApplicationStatusCount[];
    const screenedTotal = Number(row['applicants.screened'] ?? 0);
    return { job, rows, statusCounts, screenedTotal };
  }

  /**
   * Every applicant of one of my jobs (any job for an administrator), newest first, with their rating
   * and notes, from one cursor: the job (checked first, NOT_FOUND for anyone else's) and the rows.
   */
  async exportForJob(
    user: User,
    jobId: string,
  ): Promise<{ job: Job; batches: () => AsyncGenerator<ApplicantExportRow[]> }> {
    const job = await this.recruiterJobs.owned(user, jobId);
    const { sql, params } = applicantsExportStatement(job.id);
    return { job, batches: () => this.cursors.rows<ApplicantExportRow>(sql, params) };
  }

  /**
   * Changes an application of my job to any status but `withdrawn`, which only its applicant sets; an
   * application its applicant withdrew no longer moves. The history records who and when; the applicant
   * gets a notification (live, and by e-mail through the mail queue) with the status's title and a body
   * naming the job. The same change as one of `setStatuses`, in the same statements: one that locks and
   * reads the application with what the change needs, one that moves it and records its history, then
   * the webhook events, the notification and its mail; no entity is built (the job is read only when
   * the answer asks for it).
   */
  async setStatus(user: User, applicationId: string, status: ApplicationStatus): Promise<Application> {
    if (status === ApplicationStatus.WITHDRAWN) throw new BadInputError(WITHDRAWAL_MESSAGES.onlyApplicant);
    let afterCommit: (() => Promise<void>) | undefined;
    const application = await this.dataSource.transaction(async (m) => {
      const [found] = isUuid(applicationId) ? await lockForChange(m, [applicationId.toLowerCase()]) : [];
      const row = movable(user, found);
      if (row instanceof AppError) throw row;
      if (row.status === status) return applicationOf(row);
      const moved = await this.move(m, user, [row], status);
      afterCommit = moved.afterCommit;
      return applicationOf(moved.rows[0]);
    });
    await afterCommit?.();
    return application;
  }

  /**
   * Moves several applications to one status by the same rules as `setStatus`, in one transaction: each
   * must be an application to my job (any job for an administrator) that its applicant has not withdrawn;
   * those that are not stay as they were and are listed with the reason, and the others move (when none
   * of them can, the call fails with the first one's error, as the single change would). Each moved
   * one is recorded in its history, announced to webhooks, and notified to its applicant; the e-mails go
   * out through the mail queue, one per applicant.
   */
  async setStatuses(user: User, ids: string[], status: ApplicationStatus): Promise<BulkStatusResult> {
    if (status === ApplicationStatus.WITHDRAWN) throw new BadInputError(WITHDRAWAL_MESSAGES.onlyApplicant);
    // One application however its id is written: the database reads a UUID in any letter case.
    const requested = [
      ...new Set(
        ids.map((id) => {
          const trimmed = id.trim();
          return isUuid(trimmed) ? trimmed.toLowerCase() : trimmed;
        }),
      ),
    ];
    const wellFormed = requested.filter(isUuid);
    const result: BulkStatusResult = { changed: [], unchanged: [], failures: [] };
    let afterCommit: (() => Promise<void>) | undefined;
    await this.dataSource.transaction(async (m) => {
      const rows = await lockForChange(m, wellFormed);
      const found = new Map(rows.map((r) => [r.id, r]));
      const moving: MovableRow[] = [];
      for (const id of requested) {
        const row = movable(user, isUuid(id) ? found.get(id) : undefined);
        if (row instanceof AppError) {
          const { code, message } = row;
          result.failures.push(Object.assign(new BulkStatusFailure(), { applicationId: id, code, message }));
        } else if (row.status === status) {
          result.unchanged.push(row.id);
        } else {
          moving.push(row);
        }
      }
      // Nothing of the request could be applied: the call fails as the single change would.
      const [first] = result.failures;
      if (first && !moving.length && !result.unchanged.length) {
        throw new AppError(first.code as ErrorCode, first.message);
      }
      if (!moving.length) return;
      afterCommit = (await this.move(m, user, moving, status)).afterCommit;
      result.changed = moving.map((r) => r.id);
    });
    await afterCommit?.();
    return result;
  }

  /**
   * Moves applications read by `lockForChange` (and allowed to move) to `status`, in the caller's
   * transaction: one statement sets the status, clears a knock-out rejection's notice still due (the
   * applicant hears of this status instead) and records each step in the history; then each change is
   * announced to webhooks and notified to its applicant (stored, and the e-mail queued). Answers the rows
   * as they are now and what to run after the commit (the live pushes, waking the mail worker).
   */
  private async move(
    m: EntityManager,
    user: User,
    rows: MovableRow[],
    status: ApplicationStatus,
  ): Promise<{ rows: MovableRow[]; afterCommit: () => Promise<void> }> {
    const updated = await queryRows<{ id: string; updatedAt: Date }>(m, MOVE_SQL, [
      rows.map((r) => r.id),
      rows.map((r) => r.status),
      status,
      user.id,
    ]);
    const updatedAt = new Map(updated.map((r) => [r.id, r.updatedAt]));
    const moved = rows.map((r) => ({
      ...r,
      status,
      rejectionNoticeDueAt: null,
      updatedAt: updatedAt.get(r.id) ?? r.updatedAt,
    }));
    // The events in the applications' id order, as they were locked.
    const changes = moved.map((now, i) => ({ now, previousStatus: rows[i].status }));
    changes.sort((a, b) => (a.now.id < b.now.id ? -1 : 1));
    await emitApplicationSnapshots(this.webhooks, m, WebhookEventType.APPLICATION_STATUS_CHANGED, changes);
    // A deactivated account is told nothing: no notification is stored and no e-mail queued for it.
    const afterCommit = await this.notifications.createQueued(
      moved
        .filter((r) => !r.applicantDeactivated)
        .map((r) => ({
          userId: r.applicantId,
          email: r.email,
          title: STATUS_NOTIFICATION_TITLES[status] ?? 'Application Status Update',
          body: statusNotificationBody(status, r.jobTitle, r.companyName),
          applicationId: r.id,
        })),
      m,
    );
    return { rows: moved, afterCommit };
  }

  /**
   * A resume or cover letter of an applicant of my job. Opening it marks a pending application seen,
   * silently (no notification).
   */
  async openDocument(user: User, applicationId: string, kind: DocumentKind): Promise<StoredFile> {
    const app = await this.owned(user, applicationId, this.dataSource.manager);
    // An application of a deleted account has no applicant, and so no documents.
    const profile = app.applicantId ? await documentFilesOf(this.dataSource, app.applicantId) : null;
    const fileId = (kind === 'resume' ? profile?.resume_file_id : profile?.cover_letter_file_id) ?? null;
    if (!fileId) throw new NotFoundError(`${kind === 'resume' ? 'Resume' : 'Cover Letter'} not available`);
    const file = await this.files.readDocument(fileId, user);
    if (app.status === ApplicationStatus.PENDING) {
      await this.dataSource.transaction(async (m) => {
        // Only a still-pending application moves to seen (another request may have changed it meanwhile).
        const moved = await queryRows<{ id: string }>(
          m,
          `UPDATE applications SET status = $2, updated_at = now() WHERE id = $1 AND status = $3 RETURNING id`,
          [app.id, ApplicationStatus.SEEN, ApplicationStatus.PENDING],
        );
        if (moved.length) {
          await m.getRepository(ApplicationEvent).insert({
            applicationId: app.id,
            fromStatus: ApplicationStatus.PENDING,
            toStatus: ApplicationStatus.SEEN,
            actorId: user.id,
          });
          await emitApplicationEvent(
            this.webhooks,
            m,
            WebhookEventType.APPLICATION_STATUS_CHANGED,
            app.id,
            ApplicationStatus.PENDING,
          );
        }
      });
    }
    return file;
  }

  /**
   * A recruiter's message to one of their applicants (someone with an application to their jobs still in
   * the pipeline, not withdrawn): stored as a notification, pushed live and mailed, the mail naming the
   * company it comes from so that it cannot pass for one of the platform's own. At most
   * RATE_LIMITS['message:user'] messages an hour per recruiter and 'message:user-applicant' a day per
   * applicant. A deactivated account is told nothing, and the recruiter's answer is the same (it does not
   * reveal the administrator's action).
   */
  async messageApplicant(user: User, input: NotificationInput): Promise<void> {
    const [to] = isUuid(input.userId)
      ? await queryRows<{ email: string; active: boolean; company: string }>(
          this.dataSource.manager,
          `SELECT u.email, u.deactivated_at IS NULL AS active, c.name AS company
             FROM applications a
             JOIN users u ON u.id = a.applicant_id
             JOIN jobs j ON j.id = a.job_id
             JOIN companies c ON c.id = j.company_id
            WHERE a.applicant_id = $1 AND c.owner_id = $2 AND a.status <> $3
            ORDER BY a.created_at DESC LIMIT 1`,
          [input.userId, user.id, ApplicationStatus.WITHDRAWN],
        )
      : [];
    if (!to) throw new NotFoundError('Applicant not found');
    await this.limits.consume('message:user', user.id);
    await this.limits.consume('message:user-applicant', `${user.id}:${input.userId}`);
    if (!to.active) return;
    const n = await this.notifications.create(input);
    await this.notifications.deliver(n, to.email, recruiterMessageMail(to.company, input));
  }

  /** An application of my job (any job for an administrator); `lock` holds it until the transaction ends. */
  async owned(user: User, applicationId: string, m: EntityManager, lock = false): Promise<Application> {
    if (lock && isUuid(applicationId)) {
      // The applicant may be withdrawing it at this moment: the status read below is the one that stays.
      await queryRows(m, `SELECT id FROM applications WHERE id = $1 FOR UPDATE`, [applicationId]);
    }
    const app = isUuid(applicationId)
      ? await m.getRepository(Application).findOne({
          where: { id: applicationId },
          relations: { job: { company: true } },
        })
      : null;
    const job = app?.job as Job | undefined;
    if (!app || !job || (job.company.ownerId !== user.id && user.role !== Role.ADMIN)) {
      throw new NotFoundError(APPLICATION_NOT_FOUND);
    }
    return app;
  }
}
