import {
  DATA_EXPORT_KEPT_DAYS,
  DATA_EXPORT_MAX_BYTES,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORTS_PER_DAY,
  DataExportStatus,
  ErrorCode,
  FileKind,
  formatDateTime,
  PRIVACY_NOTICE_VERSION,
  Role,
} from '@hireloop/schema';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { Clock } from '../../common/clock';
import { AppError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { queryOne, queryRows } from '../../common/sql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobAlertsService } from '../alerts/job-alerts.service';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { ApplicantNotesService } from '../applications/applicant-notes.service';
import { ApplicationsService } from '../applications/applications.service';
import { BookmarksService } from '../bookmarks/bookmarks.service';
import { CompaniesService } from '../companies/companies.service';
import { ConsentsService } from '../consents/consents.service';
import { FilesService } from '../files/files.service';
import { StoredFile } from '../files/stored-file.entity';
import { jobSummaries } from '../jobs/jobs.queries';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ProfilesService } from '../profiles/profiles.service';
import { QueueService } from '../queue/queue.service';
import { SurveysService } from '../surveys/surveys.service';
import type { User } from '../users/user.entity';
import { lockUser } from '../users/users.queries';
import { UsersService } from '../users/users.service';
import { WebhooksService } from '../webhooks/webhooks.service';
import { DataExport } from './data-export.entity';
import { DataExportModel } from './data-export.model';

/** The queue that builds data exports. */
export const DATA_EXPORT_QUEUE = 'data-export.build';

const DAY_MS = 24 * 60 * 60_000;
/** Export rows stay listed (as expired) this long after their zip expired, then go. */
const EXPIRED_ROW_KEPT_MS = 30 * DAY_MS;
/** The most exports a seeker's list shows (newest first). */
const LIST_LIMIT = 20;

/** Where the owner downloads a ready export's zip, signed in. */
export function dataExportDownloadUrl(id: string): string {
  return `/api/v1/data-exports/${id}/download`;
}

/** The web page a data export's mail links to (the seeker's privacy page, signed in). */
export const PRIVACY_PAGE_PATH = '/account/privacy';

/**
 * The zip entries of a seeker's files. Entry names are fixed here and never come from a request or a
 * stored name (an uploaded "../../x" stays a value inside data.json).
 */
const FILE_ENTRIES: Record<'resume' | 'coverLetter' | 'photo', { base: string; kind: FileKind }> = {
  resume: { base: 'files/resume', kind: FileKind.RESUME },
  coverLetter: { base: 'files/cover-letter', kind: FileKind.COVER_LETTER },
  photo: { base: 'files/profile-photo', kind: FileKind.PROFILE_IMAGE },
};
/** A stored file going into the zip under a name fixed by the export. */
interface ZipFileEntry {
  path: string;
  meta: StoredFile;
}
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * "Download my data": a seeker or recruiter asks for an export (at most one being prepared,
 * DATA_EXPORTS_PER_DAY in 24 hours); a queue job asks each module for what it holds about them and streams
 * a zip (data.json and their files: a seeker's documents, a recruiter's company logos) to the file storage
 * as a file they own; a mail links to it. Only they, signed in, can download it, for DATA_EXPORT_KEPT_DAYS; then it answers 410 and the
 * housekeeping deletes its file.
 */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger('DataExport');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: QueueService,
    private readonly clock: Clock,
    private readonly files: FilesService,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly profiles: ProfilesService,
    private readonly applications: ApplicationsService,
    private readonly bookmarks: BookmarksService,
    private readonly alerts: JobAlertsService,
    private readonly surveys: SurveysService,
    private readonly notifications: NotificationsService,
    private readonly consents: ConsentsService,
    private readonly companies: CompaniesService,
    private readonly jobs: JobsService,
    private readonly notes: ApplicantNotesService,
    private readonly apiKeys: ApiKeysService,
    private readonly webhooks: WebhooksService,
  ) {
    queue.define<{ exportId: string }>({
      name: DATA_EXPORT_QUEUE,
      run: ({ exportId }) => this.build(exportId),
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 30 * 60,
    });
  }

  /** Starts an export of the seeker's data; refused while one is prepared or past the daily allowance. */
  async request(user: User): Promise<DataExportModel> {
    await this.queue.ready();
    const row = await this.dataSource.transaction(async (m) => {
      // One request at a time per seeker: the checks and the insert are one step.
      await lockUser(m, user.id);
      const since = new Date(this.clock.now().getTime() - DAY_MS);
      const { pending, recent } = await queryOne<{ pending: number; recent: number }>(
        m,
        `SELECT count(*) FILTER (WHERE status = '${DataExportStatus.PENDING}')::int AS pending,
                count(*) FILTER (WHERE created_at > $2)::int AS recent
         FROM data_exports WHERE user_id = $1`,
        [user.id, since],
      );
      if (pending > 0) throw new AppError(ErrorCode.CONFLICT, DATA_EXPORT_MESSAGES.inProgress);
      if (recent >= DATA_EXPORTS_PER_DAY) {
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, DATA_EXPORT_MESSAGES.tooMany);
      }
      const repo = m.getRepository(DataExport);
      const saved = await repo.save(
        repo.create({
          userId: user.id,
          status: DataExportStatus.PENDING,
          fileId: null,
          sizeBytes: null,
          readyAt: null,
          expiresAt: null,
        }),
      );
      await this.queue.send(DATA_EXPORT_QUEUE, { exportId: saved.id }, { manager: m });
      return saved;
    });
    this.queue.wake(DATA_EXPORT_QUEUE);
    return this.toModel(row);
  }

  /** The seeker's exports, newest first. */
  async list(user: User): Promise<DataExportModel[]> {
    const rows = await this.dataSource.getRepository(DataExport).find({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
    return rows.map((r) => this.toModel(r));
  }

  /**
   * The zip of one of the seeker's own exports. Anyone else's, or an unknown id, is not found (never
   * told apart); an expired one is gone (410); one still being prepared is a conflict.
   */
  async download(user: User, id: string): Promise<StoredFile> {
    const row = isUuid(id)
      ? await this.dataSource.getRepository(DataExport).findOneBy({ id, userId: user.id })
      : null;
    if (!row) throw new NotFoundError(DATA_EXPORT_MESSAGES.notFound);
    if (row.status === DataExportStatus.PENDING) {
      throw new AppError(ErrorCode.CONFLICT, DATA_EXPORT_MESSAGES.notReady);
    }
    if (row.status === DataExportStatus.FAILED)
      throw new AppError(ErrorCode.GONE, DATA_EXPORT_MESSAGES.failed);
    if (this.isExpired(row) || !row.fileId) throw new AppError(ErrorCode.GONE, DATA_EXPORT_MESSAGES.expired);
    const file = (await this.files.metaByIds([row.fileId])).get(row.fileId);
    if (!file || file.ownerId !== user.id || file.kind !== FileKind.DATA_EXPORT) {
      throw new AppError(ErrorCode.GONE, DATA_EXPORT_MESSAGES.expired);
    }
    return file;
  }

  /**
   * Builds one export (a queue job): safe to run again, it does nothing once the export is no longer
   * pending. A zip that cannot be built leaves the export failed, which the seeker sees (and may ask
   * again); a crash part-way runs the job again once its run expired.
   */
  async build(exportId: string): Promise<void> {
    const row = await this.dataSource.getRepository(DataExport).findOneBy({ id: exportId });
    if (!row || row.status !== DataExportStatus.PENDING) return;
    let file: StoredFile;
    try {
      file = await this.writeZip(row.userId);
    } catch (error) {
      this.logger.error(`data export ${exportId} failed: ${String(error)}`);
      await this.dataSource
        .getRepository(DataExport)
        .update({ id: exportId, status: DataExportStatus.PENDING }, { status: DataExportStatus.FAILED });
      return;
    }
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_KEPT_DAYS * DAY_MS);
    const user = await this.users.findById(row.userId);
    let done: boolean;
    try {
      done = await this.dataSource.transaction(async (m) => {
        const updated = await m.getRepository(DataExport).update(
          { id: exportId, status: DataExportStatus.PENDING },
          {
            status: DataExportStatus.READY,
            fileId: file.id,
            sizeBytes: file.sizeBytes,
            readyAt: now,
            expiresAt,
          },
        );
        if (!updated.affected || !user) return false;
        const link = `${this.config.publicUrl ?? ''}${PRIVACY_PAGE_PATH}?export=${exportId}`;
        await this.mail.send(
          {
            to: user.email,
            subject: 'Your data export is ready',
            text: [
              `Hello ${user.firstName},`,
              '',
              user.role === Role.RECRUITER
                ? 'The copy of your data you asked for is ready: your account, companies with their logos, jobs with their application counts, the applicant notes and ratings you wrote, API keys, webhooks, notifications and consent records, in one zip.'
                : 'The copy of your data you asked for is ready: your account, profile, applications with their history, saved jobs, job alerts, preference survey, notifications, consent records and your files, in one zip.',
              '',
              `Download it here while signed in to your account: ${link}`,
              '',
              `The download works until ${formatDateTime(expiresAt, { utc: true })} UTC (${DATA_EXPORT_KEPT_DAYS} days). After that it is deleted; you can request a new export at any time.`,
              '',
              'If you did not ask for this, sign in and change your password.',
            ].join('\n'),
          },
          { manager: m },
        );
        return true;
      });
    } catch (error) {
      // The zip no export names is removed; the job runs again.
      await this.files.remove(file.id);
      throw error;
    }
    if (!done) await this.files.remove(file.id);
    else this.mail.wake();
  }

  /**
   * Deletes the zips of exports expired before `now` (their rows stay, answering 410, for 30 days) and
   * the rows expired or failed longer ago than that. Answers how many zips went.
   */
  async purgeExpired(now: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await queryRows<{ id: string; fileId: string }>(
        this.dataSource,
        `SELECT id, file_id AS "fileId" FROM data_exports
         WHERE file_id IS NOT NULL AND expires_at <= $1 ORDER BY expires_at LIMIT 100`,
        [now],
      );
      for (const r of batch) {
        await this.files.remove(r.fileId);
        await this.dataSource.query(`UPDATE data_exports SET file_id = NULL WHERE id = $1`, [r.id]);
        removed++;
      }
      if (batch.length < 100) break;
    }
    const before = new Date(now.getTime() - EXPIRED_ROW_KEPT_MS);
    await this.dataSource.query(
      `DELETE FROM data_exports WHERE expires_at <= $1 OR (status = '${DataExportStatus.FAILED}' AND created_at <= $1)`,
      [before],
    );
    return removed;
  }

  private isExpired(row: DataExport): boolean {
    return !!row.expiresAt && row.expiresAt.getTime() <= this.clock.now().getTime();
  }

  private toModel(row: DataExport): DataExportModel {
    const expired = row.status === DataExportStatus.READY && (this.isExpired(row) || !row.fileId);
    return {
      id: row.id,
      status: row.status,
      requestedAt: row.createdAt,
      readyAt: row.readyAt,
      expiresAt: row.expiresAt,
      expired,
      sizeBytes: row.sizeBytes,
      downloadUrl: row.status === DataExportStatus.READY && !expired ? dataExportDownloadUrl(row.id) : null,
    };
  }

  /** Everything held about the user, asked of each module that holds it; answers the files to add too. */
  private async collect(userId: string): Promise<{ data: Record<string, unknown>; files: ZipFileEntry[] }> {
    const user = await this.users.findById(userId);
    if (!user) throw new Error(`user ${userId} is gone`);
    return user.role === Role.RECRUITER ? this.collectRecruiter(user) : this.collectSeeker(user);
  }

  /**
   * A recruiter's account, companies (every field) with their logos, the jobs of those companies with
   * counts of applications by status (never who applied: that is the seekers' own data), the notes and
   * ratings they wrote (the applicant only as an application id), API keys and webhooks (never a hash or
   * secret), notifications and consents.
   */
  private async collectRecruiter(
    user: User,
  ): Promise<{ data: Record<string, unknown>; files: ZipFileEntry[] }> {
    const companies = await this.companies.exportFor(user.id);
    const jobs = await this.jobs.exportForCompanies(companies.map((c) => c.id));
    const counts = await this.applications.countsByStatusForJobs(jobs.map((j) => j.id));
    const logoIds = companies.map((c) => c.logoFileId).filter((id): id is string => !!id);
    const metas = await this.files.metaByIds(logoIds);
    const files: ZipFileEntry[] = [];
    const exported = companies.map(({ logoFileId, ...company }) => {
      const meta = logoFileId ? metas.get(logoFileId) : undefined;
      // Only the recruiter's own logo file ever goes in; its entry name is fixed here.
      if (!meta || meta.ownerId !== user.id || meta.kind !== FileKind.COMPANY_LOGO)
        return { ...company, logo: null };
      const path = `files/company-logos/${company.id}.${EXTENSIONS[meta.mimeType] ?? 'bin'}`;
      files.push({ path, meta });
      return { ...company, logo: path };
    });
    const { notes, ratings } = await this.notes.exportForAuthor(user.id);
    return {
      files,
      data: {
        account: await this.users.exportFor(user.id),
        companies: exported,
        jobs: jobs.map((j) => ({ ...j, applicationsByStatus: counts.get(j.id) ?? {} })),
        applicantNotes: notes,
        applicantRatings: ratings,
        apiKeys: await this.apiKeys.exportFor(user.id),
        webhooks: await this.webhooks.exportFor(user.id),
        notifications: await this.notifications.exportFor(user.id),
        consents: await this.consents.exportFor(user),
      },
    };
  }

  /** A seeker's account, profile, applications, saved jobs, alerts, survey, notifications, consents, files. */
  private async collectSeeker(user: User): Promise<{ data: Record<string, unknown>; files: ZipFileEntry[] }> {
    const userId = user.id;
    const account = await this.users.exportFor(userId);
    const { profile, fileIds } = await this.profiles.exportFor(user);
    const applications = await this.applications.exportFor(userId);
    const bookmarks = await this.bookmarks.exportFor(userId);
    const jobs = await jobSummaries(this.dataSource, [
      ...new Set([...applications.map((a) => a.jobId), ...bookmarks.map((b) => b.jobId)]),
    ]);
    const job = (id: string) => {
      const j = jobs.get(id);
      return j ? { title: j.title, company: j.company, location: j.location } : null;
    };
    const metas = await this.files.metaByIds(Object.values(fileIds).filter((id): id is string => !!id));
    const files: ZipFileEntry[] = [];
    for (const [key, entry] of Object.entries(FILE_ENTRIES) as [
      keyof typeof FILE_ENTRIES,
      (typeof FILE_ENTRIES)[keyof typeof FILE_ENTRIES],
    ][]) {
      const id = fileIds[key];
      const meta = id ? metas.get(id) : undefined;
      // Only the seeker's own complete file of the expected kind ever goes in.
      if (!meta || meta.ownerId !== userId || meta.kind !== entry.kind) continue;
      files.push({ path: `${entry.base}.${EXTENSIONS[meta.mimeType] ?? 'bin'}`, meta });
    }
    return {
      files,
      data: {
        account,
        profile,
        applications: applications.map((a) => ({ ...a, job: job(a.jobId) })),
        bookmarks: bookmarks.map((b) => ({
          jobId: b.jobId,
          savedAt: b.savedAt.toISOString(),
          job: job(b.jobId),
        })),
        jobAlerts: await this.alerts.exportFor(userId),
        preferenceSurvey: await this.surveys.exportFor(userId),
        notifications: await this.notifications.exportFor(userId),
        consents: await this.consents.exportFor(user),
      },
    };
  }

  /** Streams the user's zip into the file storage; answers the stored file. */
  private async writeZip(userId: string): Promise<StoredFile> {
    const { data, files: entries } = await this.collect(userId);
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    zip.on('error', (error: Error) => output.destroy(error));
    const mtime = this.clock.now();
    const files = entries.map(({ path, meta }) => ({
      path,
      originalName: meta.originalName,
      sizeBytes: meta.sizeBytes,
      sha256: meta.sha256,
    }));
    const document = {
      format: 'hireloop-data-export',
      version: 1,
      generatedAt: mtime.toISOString(),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      ...data,
      files,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2), 'utf8'), 'data.json', { mtime });
    for (const { path, meta } of entries) {
      // Each file is opened only when the zip reaches it, and streamed through.
      zip.addReadStreamLazy(path, { mtime, size: meta.sizeBytes }, (done) => {
        this.files.open(meta).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream),
        );
      });
    }
    zip.end();
    return this.files.storeStream(userId, FileKind.DATA_EXPORT, {
      originalName: `hireloop-data-${mtime.toISOString().slice(0, 10)}.zip`,
      mimeType: 'application/zip',
      stream: output,
      maxBytes: DATA_EXPORT_MAX_BYTES,
    });
  }
}
