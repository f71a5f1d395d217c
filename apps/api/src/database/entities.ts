import { PlatformSettings } from '../modules/admin/platform-settings.entity';
import { ApplicantNote, ApplicantRating } from '../modules/applications/applicant-note.entity';
import { Interview, InterviewEvent, InterviewSlot } from '../modules/interviews/interview.entity';
import { ApiKey } from '../modules/api-keys/api-key.entity';
import { ApplicationEvent } from '../modules/applications/application-event.entity';
import { Application } from '../modules/applications/application.entity';
import { AuditEvent } from '../modules/audit/audit-event.entity';
import { Bookmark } from '../modules/bookmarks/bookmark.entity';
import { Company } from '../modules/companies/company.entity';
import { ConsentEvent } from '../modules/consents/consent-event.entity';
import { DataExport } from '../modules/data-export/data-export.entity';
import { CompanySlug } from '../modules/companies/company-slug.entity';
import { StoredFile } from '../modules/files/stored-file.entity';
import { Job } from '../modules/jobs/job.entity';
import { MailOutbox } from '../modules/mail/mail-outbox.entity';
import { JobAlert, JobAlertSent } from '../modules/alerts/job-alert.entity';
import { WaitlistEntry } from '../modules/marketing/waitlist-entry.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { OtpChallenge } from '../modules/otp/otp-challenge.entity';
import { UpgradeRequest } from '../modules/plans/upgrade-request.entity';
import { Profile, ProfileCollege, ProfileExperience } from '../modules/profiles/profile.entity';
import { ResumeParse, ResumeProposalRow } from '../modules/resume-parsing/resume-proposal.entity';
import { PreferenceSurvey } from '../modules/surveys/preference-survey.entity';
import { User } from '../modules/users/user.entity';
import { WebhookDelivery, WebhookSubscription } from '../modules/webhooks/webhook.entity';

export const ENTITIES = [
  User,
  Profile,
  ProfileExperience,
  ProfileCollege,
  ResumeParse,
  ResumeProposalRow,
  StoredFile,
  Company,
  CompanySlug,
  Job,
  Application,
  ApplicationEvent,
  ApplicantNote,
  ApplicantRating,
  Bookmark,
  JobAlert,
  JobAlertSent,
  PreferenceSurvey,
  OtpChallenge,
  Notification,
  WaitlistEntry,
  UpgradeRequest,
  MailOutbox,
  AuditEvent,
  PlatformSettings,
  ConsentEvent,
  DataExport,
  WebhookSubscription,
  WebhookDelivery,
  ApiKey,
  Interview,
  InterviewSlot,
  InterviewEvent,
];
