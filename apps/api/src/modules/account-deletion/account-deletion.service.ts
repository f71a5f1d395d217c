import { ACCOUNT_DELETION_MESSAGES, ErrorCode, OtpPurpose, Role } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { RateLimitService } from '../abuse/rate-limit.service';
import { JobAlertsService } from '../alerts/job-alerts.service';
import { ApplicationsService } from '../applications/applications.service';
import { erasePersonalDataAbout, recordAuditEvent } from '../audit/audit.queries';
import { BookmarksService } from '../bookmarks/bookmarks.service';
import { ConsentsService } from '../consents/consents.service';
import { FilesService } from '../files/files.service';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OtpChallenge } from '../otp/otp-challenge.entity';
import { OtpService } from '../otp/otp.service';
import { ProfilesService } from '../profiles/profiles.service';
import { SurveysService } from '../surveys/surveys.service';
import type { User } from '../users/user.entity';
import { lockUser } from '../users/users.queries';
import { UsersService } from '../users/users.service';

/** The audit action of a deleted account. */
export const ACCOUNT_DELETED_ACTION = 'account.deleted';

/** Where a request comes from: the client address counts against the per-address limits. */
export interface DeletionRequestMeta {
  ip: string;
}

/**
 * A job seeker deletes their own account, confirmed with a 6-digit code mailed to the account's address:
 * a stolen session alone cannot delete it, and the code's tries and sends are bounded like every other
 * code's. Recruiters and administrators are refused: companies and jobs depend on a recruiter's account.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly otp: OtpService,
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly profiles: ProfilesService,
    private readonly surveys: SurveysService,
    private readonly files: FilesService,
    private readonly bookmarks: BookmarksService,
    private readonly alerts: JobAlertsService,
    private readonly notifications: NotificationsService,
    private readonly applications: ApplicationsService,
    private readonly mail: MailService,
    private readonly consents: ConsentsService,
  ) {}

  /**
   * Mails a deletion code to the account's address. While a code is open, a new one replaces it after the
   * resend wait (60 s); the hourly caps on codes per address apply.
   */
  async request(user: User, meta: DeletionRequestMeta): Promise<OtpChallenge> {
    refuseUnlessSeeker(user);
    await this.limits.consume('otp-send:ip', meta.ip);
    const open = await this.otp.latestOpen(user.email, OtpPurpose.ACCOUNT_DELETION);
    if (open) return this.otp.resend(open.id, async () => true, meta.ip);
    return this.otp.issue({
      email: user.email,
      purpose: OtpPurpose.ACCOUNT_DELETION,
      role: user.role,
      clientIp: meta.ip,
    });
  }

  /**
   * Checks the code of the account's newest deletion code (at most 5 tries per code, then a new one is
   * needed) and, when it is right, erases the account in one transaction: profile with work experience
   * and colleges, survey, bookmarks, alerts (also those set up for its address without an account),
   * notifications, consent records (also its address's from before the account), files with their bytes,
   * codes and mails to its address, and the account itself, which ends every session at once (no account
   * is left to check a token against) and frees the address for a new sign-up. Applications stay for the recruiters' records, withdrawn and without the person. The
   * audit log records the erasure with the former account's id and counts only. A wrong or expired code
   * changes nothing but the tries.
   */
  async confirm(user: User, code: string, meta: DeletionRequestMeta): Promise<void> {
    refuseUnlessSeeker(user);
    await this.limits.consume('otp-verify:ip', meta.ip);
    const open = await this.otp.latestOpen(user.email, OtpPurpose.ACCOUNT_DELETION);
    if (!open) throw new AppError(ErrorCode.BAD_USER_INPUT, ACCOUNT_DELETION_MESSAGES.noCodeRequested);
    await this.otp.verifyAndConsume(open.id, (code ?? '').trim(), OtpPurpose.ACCOUNT_DELETION);
    const s3Objects = await this.dataSource.transaction(async (m) => {
      await lockUser(m, user.id);
      const applicationsKept = await this.applications.detachApplicant(user.id, m);
      await this.notifications.eraseOf(user.id, m);
      await this.bookmarks.eraseOf(user.id, m);
      await this.alerts.eraseOf(user.id, user.email, m);
      await this.consents.eraseOf(user, m);
      await this.surveys.eraseOf(user.id, m);
      await this.profiles.eraseOf(user.id, m);
      const objects = await this.files.eraseAllOf(user.id, m);
      await this.otp.eraseOf(user.email, m);
      await this.mail.eraseTo(user.email, m);
      await erasePersonalDataAbout(m, user.id);
      await this.users.removeAccount(user.id, m);
      await recordAuditEvent(m, {
        actorId: null,
        action: ACCOUNT_DELETED_ACTION,
        targetType: 'user',
        targetId: user.id,
        details: { role: user.role, applicationsKept },
      });
      return objects;
    });
    // The rows are gone; objects in S3 go now, or with the housekeeping's sweep if this fails.
    await this.files.dropObjects(s3Objects);
  }
}

/** Only job seekers delete their own account here. */
function refuseUnlessSeeker(user: User): void {
  if (user.role === Role.RECRUITER)
    throw new AppError(ErrorCode.FORBIDDEN, ACCOUNT_DELETION_MESSAGES.recruiterRefused);
  if (user.role !== Role.JOB_SEEKER)
    throw new AppError(ErrorCode.FORBIDDEN, ACCOUNT_DELETION_MESSAGES.adminRefused);
}
