import {
  ApplicationStatus,
  PLATFORM_LOGO_MAX_BYTES,
  RecruiterPlan,
  Role,
  SETTINGS_MESSAGES,
} from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { FileUpload } from 'graphql-upload-ts';
import { BadInputError } from '../../common/errors';
import { ConnectionArgsValue, keysetRequest } from '../../common/cursor';
import { ConnectionArgsOf, SyncConnectionArgsOf } from '../../graphql/connection';
import { platformLogoUrl } from '../files/files.service';
import { Upload, readUpload } from '../files/read-upload';
import { RecruiterApplicantsService } from '../applications/recruiter-applicants.service';
import { ApplicationModel } from '../applications/application.model';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { AdminService } from './admin.service';
import {
  AdminAnalytics,
  AdminApplicationConnection,
  AdminApplicationTable,
  AdminCompanyConnection,
  AdminCompanyTable,
  AdminDashboard,
  AdminJobConnection,
  AdminJobTable,
  AdminPayments,
  AdminSeekerConnection,
  AdminSeekerTable,
  PlatformSettingsInput,
  PlatformSettingsModel,
  TableQueryInput,
} from './admin.types';
import { PlatformSettings } from './platform-settings.entity';
import { SettingsService } from './settings.service';

function settingsModel(settings: PlatformSettings): PlatformSettingsModel {
  return { ...settings, logoUrl: platformLogoUrl(settings.logoFileId) };
}

const table = {
  type: () => TableQueryInput,
  nullable: true,
  description: 'Search, sort and page.',
} as const;

/** The administrator's console: every field is for the admin role only. */
@Auth(Role.ADMIN)
@Resolver()
export class AdminResolver {
  constructor(
    private readonly admin: AdminService,
    private readonly settings: SettingsService,
    private readonly applicants: RecruiterApplicantsService,
  ) {}

  @Query(() => AdminDashboard, { description: 'Figures of the admin dashboard.' })
  adminDashboard() {
    return this.admin.dashboard();
  }

  @Scope('jobs:read')
  @Query(() => AdminJobTable, {
    description: 'Sort keys: title, company, location, type, salary, applications, status, posted.',
  })
  adminJobs(@Args('query', table) query?: TableQueryInput | null) {
    return this.admin.jobs(query ?? {});
  }

  @Scope('companies:read')
  @Query(() => AdminCompanyTable, {
    description:
      'Sort keys: company, contact, email, phone, industry, size, location, subscription, website, joined.',
  })
  adminCompanies(@Args('query', table) query?: TableQueryInput | null) {
    return this.admin.companies(query ?? {});
  }

  @Query(() => AdminSeekerTable, {
    description: 'Sort keys: name, email, phone, experience, skills, education, credits, status, registered.',
  })
  adminSeekers(@Args('query', table) query?: TableQueryInput | null) {
    return this.admin.seekers(query ?? {});
  }

  @Scope('applications:read')
  @Query(() => AdminApplicationTable, { description: 'Sort keys: applicant, job, status, salary, applied.' })
  adminApplications(@Args('query', table) query?: TableQueryInput | null) {
    return this.admin.applications(query ?? {});
  }

  @Scope('jobs:read')
  @Query(() => AdminJobConnection, {
    description:
      'Every job, any status, by cursor: in creation order, or by last change with updatedSince (for sync).',
  })
  adminJobsConnection(@SyncConnectionArgsOf() args: ConnectionArgsValue) {
    return this.admin.connection('jobs', keysetRequest('adminJobs', args));
  }

  @Scope('companies:read')
  @Query(() => AdminCompanyConnection, { description: 'Every company by cursor, in creation order.' })
  adminCompaniesConnection(@ConnectionArgsOf() args: ConnectionArgsValue) {
    return this.admin.connection('companies', keysetRequest('adminCompanies', args));
  }

  @Query(() => AdminSeekerConnection, { description: 'Every job seeker by cursor, in registration order.' })
  adminSeekersConnection(@ConnectionArgsOf() args: ConnectionArgsValue) {
    return this.admin.connection('seekers', keysetRequest('adminSeekers', args));
  }

  @Scope('applications:read')
  @Query(() => AdminApplicationConnection, {
    description:
      'Every application by cursor: in creation order, or by last change with updatedSince (status changes, withdrawals).',
  })
  adminApplicationsConnection(@SyncConnectionArgsOf() args: ConnectionArgsValue) {
    return this.admin.connection('applications', keysetRequest('adminApplications', args));
  }

  @Query(() => AdminPayments, { description: 'Plans and plan changes.' })
  adminPayments() {
    return this.admin.payments();
  }

  @Query(() => AdminAnalytics, { description: 'Charts of the admin analytics page.' })
  adminAnalytics() {
    return this.admin.analytics();
  }

  @Query(() => PlatformSettingsModel, { description: 'Platform settings (administrators).' })
  async platformSettings(): Promise<PlatformSettingsModel> {
    return settingsModel(await this.settings.get());
  }

  @Mutation(() => PlatformSettingsModel, { description: 'Changes platform settings (administrators).' })
  async updatePlatformSettings(
    @CurrentUser() admin: User,
    @Args('input', { description: 'The settings to change; absent ones stay.' }) input: PlatformSettingsInput,
  ): Promise<PlatformSettingsModel> {
    return settingsModel(await this.settings.update(input, admin.id));
  }

  @Mutation(() => PlatformSettingsModel, {
    description:
      'Sets the platform logo (multipart request): PNG, JPEG or WebP by its bytes, at most 1 MB. Shown in the nav bar, mails and link previews.',
  })
  async uploadPlatformLogo(
    @CurrentUser() admin: User,
    @Args('logo', {
      description: 'The logo (required; nullable so that access is checked before the upload is read).',
      type: () => Upload,
      nullable: true,
    })
    logo: Promise<FileUpload> | null,
  ): Promise<PlatformSettingsModel> {
    const file = await readUpload(logo, PLATFORM_LOGO_MAX_BYTES, SETTINGS_MESSAGES.logoTooLarge);
    if (!file) throw new BadInputError(SETTINGS_MESSAGES.logoNotImage);
    return settingsModel(await this.settings.setLogo(file, admin.id));
  }

  @Mutation(() => PlatformSettingsModel, { description: 'Removes the platform logo.' })
  async removePlatformLogo(@CurrentUser() admin: User): Promise<PlatformSettingsModel> {
    return settingsModel(await this.settings.removeLogo(admin.id));
  }

  @Mutation(() => Boolean, {
    description: 'A recruiter (by user or company id), with their companies and jobs.',
  })
  async deleteRecruiter(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the recruiter or of one of their companies.', type: () => ID })
    id: string,
  ) {
    await this.admin.deleteRecruiter(admin, id);
    return true;
  }

  @Scope('jobs:write')
  @Mutation(() => Boolean, { description: 'A job; its applicants are notified.' })
  async deleteJob(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the job.', type: () => ID }) id: string,
  ) {
    await this.admin.deleteJob(admin, id);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'A job seeker with their applications, bookmarks, profile and documents.',
  })
  async deleteSeeker(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the job seeker.', type: () => ID }) id: string,
  ) {
    await this.admin.deleteSeeker(admin, id);
    return true;
  }

  @Scope('applications:write')
  @Mutation(() => Boolean, { description: 'Deletes an application (administrators).' })
  async deleteApplication(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the application.', type: () => ID }) id: string,
  ) {
    await this.admin.deleteApplication(admin, id);
    return true;
  }

  @Scope('applications:write')
  @Mutation(() => ApplicationModel, {
    description: 'Any status; the applicant is notified as by a recruiter.',
  })
  adminSetApplicationStatus(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the application.', type: () => ID }) id: string,
    @Args('status', { description: 'The new status.', type: () => ApplicationStatus })
    status: ApplicationStatus,
  ) {
    return this.applicants.setStatus(admin, id, status) as Promise<ApplicationModel>;
  }

  @Scope('jobs:write')
  @Mutation(() => Boolean, {
    description:
      'Closes a job (open: false; it takes no more applications) or reopens it (open: true; active again).',
  })
  async adminSetJobOpen(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the job.', type: () => ID }) id: string,
    @Args('open', { description: 'true: active; false: closed.' }) open: boolean,
  ) {
    await this.admin.setJobOpen(admin, id, open);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Puts a recruiter on a plan (their posting limit follows); an open upgrade request of theirs is decided by it.',
  })
  async adminSetRecruiterPlan(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the recruiter or of one of their companies.', type: () => ID })
    id: string,
    @Args('plan', { description: 'The new plan.', type: () => RecruiterPlan }) plan: RecruiterPlan,
  ) {
    await this.admin.setRecruiterPlan(admin, id, plan);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Deactivates a job seeker (active: false; they cannot sign in and their sessions end) or reactivates them.',
  })
  async adminSetSeekerActive(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the job seeker.', type: () => ID }) id: string,
    @Args('active', { description: 'true: may sign in; false: deactivated.' }) active: boolean,
  ) {
    await this.admin.setSeekerActive(admin, id, active);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Grants a plan on an open upgrade request (null plan: declines it).',
  })
  async decideUpgradeRequest(
    @CurrentUser() admin: User,
    @Args('id', { description: 'Id of the upgrade request.', type: () => ID }) id: string,
    @Args('plan', {
      description: 'The plan to grant; none declines the request.',
      type: () => RecruiterPlan,
      nullable: true,
    })
    plan: RecruiterPlan | null,
  ) {
    await this.admin.decideUpgrade(admin, id, plan);
    return true;
  }
}
