import { Module } from '@nestjs/common';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { JobAlertsModule } from '../alerts/job-alerts.module';
import { ApplicationsModule } from '../applications/applications.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { ConsentsModule } from '../consents/consents.module';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpModule } from '../otp/otp.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { SurveysModule } from '../surveys/surveys.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionResolver } from './account-deletion.resolver';
import { AccountDeletionService } from './account-deletion.service';

/** A job seeker deletes their own account; each module erases what it holds of them. */
@Module({
  imports: [
    OtpModule,
    RateLimitModule,
    UsersModule,
    ProfilesModule,
    SurveysModule,
    FilesModule,
    BookmarksModule,
    JobAlertsModule,
    NotificationsModule,
    ApplicationsModule,
    MailModule,
    ConsentsModule,
  ],
  providers: [AccountDeletionService, AccountDeletionResolver],
})
export class AccountDeletionModule {}
