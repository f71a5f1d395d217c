import { AccountDeletionResolver } from '../modules/account-deletion/account-deletion.resolver';
import { AdminResolver } from '../modules/admin/admin.resolver';
import { BackgroundJobsResolver } from '../modules/admin/background-jobs.resolver';
import { ApplicantNotesResolver } from '../modules/applications/applicant-notes.resolver';
import { ScreeningResolver } from '../modules/applications/screening.resolver';
import { ApiKeysResolver } from '../modules/api-keys/api-keys.resolver';
import { ApplicationsResolver } from '../modules/applications/applications.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { JobAlertsResolver } from '../modules/alerts/job-alerts.resolver';
import { BookmarksResolver } from '../modules/bookmarks/bookmarks.resolver';
import { CandidatesResolver } from '../modules/applications/candidates.resolver';
import { RecruiterApplicantsResolver } from '../modules/applications/recruiter-applicants.resolver';
import { RecruiterJobsResolver } from '../modules/jobs/recruiter-jobs.resolver';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver';
import { PlansResolver } from '../modules/plans/plans.resolver';
import { MarketingResolver } from '../modules/marketing/marketing.resolver';
import { ProfilesResolver } from '../modules/profiles/profiles.resolver';
import { ResumeParsingResolver } from '../modules/resume-parsing/resume-parsing.resolver';
import { SurveysResolver } from '../modules/surveys/surveys.resolver';
import { CompaniesResolver } from '../modules/companies/companies.resolver';
import { CompanyPagesResolver } from '../modules/company-pages/company-pages.resolver';
import { SiteResolver } from '../modules/site/site.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { JobsResolver } from '../modules/jobs/jobs.resolver';
import { ConsentsResolver } from '../modules/consents/consents.resolver';
import { DataExportResolver } from '../modules/data-export/data-export.resolver';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';
import {
  ApplicantInterviewResolver,
  ApplicationInterviewsResolver,
  InterviewsResolver,
} from '../modules/interviews/interviews.resolver';

/**
 * Every resolver class, for emitting the schema without a database. A test compares the emitted file
 * with the schema of the running app, so a resolver missing here fails the build.
 */
export const GRAPHQL_RESOLVERS = [
  AuthResolver,
  UsersResolver,
  JobsResolver,
  CompaniesResolver,
  CompanyPagesResolver,
  SiteResolver,
  ProfilesResolver,
  ResumeParsingResolver,
  ApplicationsResolver,
  BookmarksResolver,
  JobAlertsResolver,
  SurveysResolver,
  MarketingResolver,
  RecruiterJobsResolver,
  RecruiterApplicantsResolver,
  CandidatesResolver,
  ApplicantNotesResolver,
  ScreeningResolver,
  NotificationsResolver,
  PlansResolver,
  AdminResolver,
  BackgroundJobsResolver,
  ConsentsResolver,
  DataExportResolver,
  AccountDeletionResolver,
  WebhooksResolver,
  ApiKeysResolver,
  InterviewsResolver,
  ApplicantInterviewResolver,
  ApplicationInterviewsResolver,
];
