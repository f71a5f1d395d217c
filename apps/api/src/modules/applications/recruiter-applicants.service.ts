import {
  ApplicationStatus,
  ErrorCode,
  RECRUITER_MESSAGES,
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
import { appliedToRecruiter } from './applicant-access';
import { ApplicantExportRow, applicantsExportStatement } from './applicant-notes.queries';
import { ExportCursors } from '../../database/export-cursors';
import { StoredFile } from '../files/stored-file.entity';
import { Job } from '../jobs/job.entity';
import { RecruiterJobsService } from '../jobs/recruiter-jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { emitApplicationEvent } from './application-webhook';
import { User } from '../users/user.entity';
import { Applicant, ApplicantPerson, ApplicationStatusCount } from './applicant.model';
import { ApplicationEvent } from './application-event.entity';
import { Application } from './application.entity';

export const APPLICATION_NOT_FOUND = 'Application not found';
export type { DocumentKind };

/** An applicant's row as the statement builds it: file ids and flags, not yet addresses. */
type ApplicantRow = Omit<Applicant, 'applicant' | 'resumeUrl' | 'coverLetterUrl'> & {
  cursorAt: string | null;
  applicant: (Omit<ApplicantPerson, 'photoUrl'> & { photoFileId: string | null }) | null;
  hasResume: boolean;
  hasCoverLetter: boolean;
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

/** A person's row without the id of their photo, which becomes its address. */
function withoutPhotoId({
  photoFileId: _photoFileId,
  ...person
}: Omit<ApplicantPerson, 'photoUrl'> & { photoFileId: string | null }) {
  return person;
}

/** The recruiter's side of applications: applicants of my jobs, status changes, documents. */
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
  ) {}

  /**
   * Applicants of one of my jobs with their profile and documents' names, newest first, and the counts by
   * status: one page of them (GraphQL), or all of them without `paging` (the legacy REST list). One
   * statement reads the job, checks that it is mine (or that I am an admin) and, only then, has
   * PostgreSQL pick the page's applications and build their rows as JSON in the GraphQL model's shape
   * (only the columns shown), so no per-column parsing, mapping or entity hydration runs; only the two
   * dates become Date objects. The total comes from the counts.
   */
  async forJob(user: User, jobId: string, status?: ApplicationStatus | null, paging?: PageRequest) {
    this.forJobSql ??= this.applicantsSql(
      `ORDER BY created_at DESC, id DESC LIMIT $5::int OFFSET $6::int`,
      `a.created_at DESC, a.id DESC`,
      'NULL',
    );
    const found = await this.applicantsOf(user, jobId, status, this.forJobSql, [
      paging?.pageSize ?? null,
      paging?.offset ?? 0,
    ]);
    const { job, rows, statusCounts } = found;
    const items = rows.map(({ cursorAt: _, ...row }) => row);
    const total = statusCounts.reduce((sum, c) => (!status || c.status === status ? sum + c.count : sum), 0);
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
  private applicantsSql(pick: string, order: string, cursorAt: string): string {
    const m = this.dataSource.manager;
    return `SELECT ${this.recruiterJobs.jobColumns(m)},
           (SELECT json_agg(json_build_object(
                     'id', a.id, 'status', a.status, 'createdAt', a.created_at, 'updatedAt', a.updated_at,
                     'cursorAt', a.cursor_at,
                     'accountDeleted', a.applicant_id IS NULL,
                     'applicant', CASE WHEN u.id IS NOT NULL THEN json_build_object(
                       'id', u.id, 'firstName', u.first_name, 'middleName', u.middle_name,
                       'lastName', u.last_name, 'email', u.email, 'contactNo', u.contact_no,
                       'bio', coalesce(p.bio, ''), 'skills', coalesce(p.skills, '{}'),
                       'photoFileId', p.profile_image_file_id) END,
                     'hasResume', p.resume_file_id IS NOT NULL, 'resumeName', rf.original_name,
                     'hasCoverLetter', p.cover_letter_file_id IS NOT NULL, 'coverLetterName', cf.original_name,
                     'withdrawalReason', CASE WHEN a.status = '${ApplicationStatus.WITHDRAWN}' THEN
                       (SELECT e.note FROM application_events e
                         WHERE e.application_id = a.id AND e.to_status = a.status
                         ORDER BY e.created_at DESC LIMIT 1) END)
                   ORDER BY ${order})
            FROM (SELECT id, status, created_at, updated_at, applicant_id, ${cursorAt} AS cursor_at
                  FROM applications
                   WHERE job_id = j.id AND ($2::text IS NULL OR status = $2)
                   ${pick}) a
            LEFT JOIN users u ON u.id = a.applicant_id
            LEFT JOIN profiles p ON p.user_id = u.id
            LEFT JOIN files rf ON rf.id = p.resume_file_id
            LEFT JOIN files cf ON cf.id = p.cover_letter_file_id) AS "applicants.items",
           (SELECT json_agg(json_build_object('status', c.status, 'count', c.count) ORDER BY c.status)
            FROM (SELECT status, count(*)::int AS count FROM applications WHERE job_id = j.id GROUP BY status) c)
             AS "applicants.counts"
         FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.id = $1 AND (c.owner_id = $3 OR $4::boolean)`;
  }

  /**
   * Runs an applicants statement for one of my jobs (NOT_FOUND for a job that is not mine): the job,
   * the applicants' rows with their documents' addresses and keyset position, and the counts by status.
   * `params` are the statement's own, from $5 on.
   */
  private async applicantsOf(
    user: User,
    jobId: string,
    status: ApplicationStatus | null | undefined,
    sql: string,
    params: unknown[],
  ) {
    const m = this.dataSource.manager;
    const row = isUuid(jobId)
      ? await queryRow<Record<string, unknown>>(m, sql, [
          jobId,
          status ?? null,
          user.id,
          user.role === Role.ADMIN,
          ...params,
        ])
      : undefined;
    if (!row) throw new NotFoundError(RECRUITER_MESSAGES.jobNotFound);
    const job = this.recruiterJobs.jobOfRow(row, m);
    // The dates are still ISO strings here; the addresses are built from the files' ids and the flags.
    const found = (row['applicants.items'] ?? []) as ApplicantRow[];
    const rows = found.map(
      ({ applicant, hasResume, hasCoverLetter, ...item }): Applicant & { cursorAt: string | null } => ({
        ...item,
        createdAt: new Date(item.createdAt),
        updatedAt: new Date(item.updatedAt),
        applicant: applicant && {
          ...withoutPhotoId(applicant),
          photoUrl: photoUrl(applicant.photoFileId),
        },
        resumeUrl: hasResume ? applicationDocumentUrl(item.id, 'resume') : null,
        coverLetterUrl: hasCoverLetter ? applicationDocumentUrl(item.id, 'cover-letter') : null,
      }),
    );
    const statusCounts = (row['applicants.counts'] ?? []) as ApplicationStatusCount[];
    return { job, rows, statusCounts };
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
   * gets a notification (live and by e-mail) with the spec's title and a body naming the job.
   */
  async setStatus(user: User, applicationId: string, status: ApplicationStatus): Promise<Application> {
    if (status === ApplicationStatus.WITHDRAWN) throw new BadInputError(WITHDRAWAL_MESSAGES.onlyApplicant);
    let delivery: (() => Promise<void>) | undefined;
    const application = await this.dataSource.transaction(async (m) => {
      const app = await this.owned(user, applicationId, m, true);
      if (app.status === ApplicationStatus.WITHDRAWN) {
        throw new AppError(ErrorCode.CONFLICT, WITHDRAWAL_MESSAGES.pipelineClosed);
      }
      if (app.status === status) return app;
      // Applications of deleted accounts are withdrawn (above); the check keeps the types honest.
      const applicantId = app.applicantId;
      if (!applicantId) throw new AppError(ErrorCode.CONFLICT, WITHDRAWAL_MESSAGES.pipelineClosed);
      await this.changeStatus(m, app, status, user.id);
      const applicant = await m.getRepository(User).findOneByOrFail({ id: applicantId });
      const notification = await this.notifications.create(
        {
          userId: applicantId,
          title: STATUS_NOTIFICATION_TITLES[status] ?? 'Application Status Update',
          body: statusNotificationBody(status, app.job!.title, app.job!.company.name),
          applicationId: app.id,
        },
        m,
      );
      delivery = () => this.notifications.deliver(notification, applicant.email);
      return app;
    });
    await delivery?.();
    return application;
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

  /** Whether a seeker applied to one of my jobs (the legacy notification call is limited to them). */
  async isMyApplicant(user: User, seekerId: string): Promise<boolean> {
    if (!isUuid(seekerId)) return false;
    return appliedToRecruiter(this.dataSource, seekerId, user.id);
  }

  private async changeStatus(
    m: EntityManager,
    app: Application,
    to: ApplicationStatus,
    actorId: string,
  ): Promise<void> {
    const from = app.status;
    app.status = to;
    await m.getRepository(Application).update(app.id, { status: to });
    await m
      .getRepository(ApplicationEvent)
      .insert({ applicationId: app.id, fromStatus: from, toStatus: to, actorId });
    await emitApplicationEvent(this.webhooks, m, WebhookEventType.APPLICATION_STATUS_CHANGED, app.id, from);
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
