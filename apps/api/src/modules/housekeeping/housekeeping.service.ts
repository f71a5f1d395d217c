import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DataExportService } from '../data-export/data-export.service';
import { FilesService, INCOMPLETE_FILE_KEPT_MS } from '../files/files.service';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { OtpService } from '../otp/otp.service';
import { QueueService } from '../queue/queue.service';

/** The queue of the nightly clean-up. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Every night at 03:30 India time, when the platform is quietest. */
export const HOUSEKEEPING_CRON = '30 3 * * *';

const DAY_MS = 24 * 60 * 60_000;
/**
 * One-time codes and their tickets are kept a day after they expire: until then a resend on the same
 * reference still answers with a new code rather than "does not exist".
 */
export const EXPIRED_OTP_KEPT_MS = DAY_MS;
/** Sent mails stay in the outbox 30 days (what was sent to whom, for support). */
export const SENT_MAIL_KEPT_MS = 30 * DAY_MS;
/** The marks of transactions that changed what searches answer are kept a day (see JobsService.purgeSearchChanges). */
export const SEARCH_CHANGES_KEPT_MS = DAY_MS;

/**
 * Deletes what is no longer needed, on a schedule: expired one-time codes with their tickets, and the
 * outbox rows of mails sent long ago, and what uploads left behind (files never completed, S3 objects no
 * file names) once an hour old, the zips of expired data exports, and the marks of writes that searches
 * kept their answers against (search_changes) once a day old. Each table's module decides what of it may go (`purge…`); this
 * only says when and how old. Finished queue jobs need nothing here: the queue's own maintenance deletes
 * them a week after they finished (deleteAfterDays in QueueService).
 */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger('Housekeeping');

  constructor(
    queue: QueueService,
    private readonly otp: OtpService,
    private readonly mail: MailService,
    private readonly files: FilesService,
    private readonly dataExports: DataExportService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {
    queue.define({
      name: HOUSEKEEPING_QUEUE,
      cron: HOUSEKEEPING_CRON,
      run: () => this.run(),
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 30 * 60,
    });
  }

  /** One clean-up: safe to run at any time and more than once. */
  async run(): Promise<void> {
    const now = this.clock.now().getTime();
    const challenges = await this.otp.purgeExpired(new Date(now - EXPIRED_OTP_KEPT_MS));
    const mails = await this.mail.purgeSent(new Date(now - SENT_MAIL_KEPT_MS));
    const leftovers = await this.files.purgeLeftovers(new Date(now - INCOMPLETE_FILE_KEPT_MS));
    const expiredExports = await this.dataExports.purgeExpired(new Date(now));
    const searchChanges = await this.jobs.purgeSearchChanges(new Date(now - SEARCH_CHANGES_KEPT_MS));
    this.logger.log(
      `deleted ${challenges} expired one-time codes, ${mails} sent mails, ${leftovers.rows} incomplete files, ${leftovers.objects} unnamed stored objects, ${expiredExports} expired data exports and ${searchChanges} search-change marks`,
    );
  }
}
