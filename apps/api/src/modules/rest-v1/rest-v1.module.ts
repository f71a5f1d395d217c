import { Module } from '@nestjs/common';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { ApplicationsModule } from '../applications/applications.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MarketingModule } from '../marketing/marketing.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { SurveysModule } from '../surveys/surveys.module';
import { LegacySeekerController } from './seeker.controller';
import { CompaniesModule } from '../companies/companies.module';
import { PlansModule } from '../plans/plans.module';
import { LegacyRecruiterController } from './recruiter.controller';
import { AdminModule } from '../admin/admin.module';
import { LegacyAdminController } from './admin.controller';
import { LegacyAuthController } from './auth.controller';
import { LegacyJobsController } from './jobs.controller';
import { ExportsController } from './exports.controller';
import { FilesModule } from '../files/files.module';

/** The legacy REST layer: translation only, calling the same services as the resolvers. */
@Module({
  imports: [
    JobsModule,
    CompaniesModule,
    ProfilesModule,
    ApplicationsModule,
    BookmarksModule,
    SurveysModule,
    MarketingModule,
    PlansModule,
    AdminModule,
    AuthModule,
    NotificationsModule,
    FilesModule,
    RateLimitModule,
  ],
  controllers: [
    LegacyJobsController,
    LegacyAuthController,
    LegacySeekerController,
    LegacyRecruiterController,
    LegacyAdminController,
    ExportsController,
  ],
})
export class RestV1Module {}
