import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobAlertsModule } from '../alerts/job-alerts.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { ApplicationsModule } from '../applications/applications.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { CompaniesModule } from '../companies/companies.module';
import { ConsentsModule } from '../consents/consents.module';
import { FilesModule } from '../files/files.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { QueueModule } from '../queue/queue.module';
import { SurveysModule } from '../surveys/surveys.module';
import { UsersModule } from '../users/users.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { DataExportController } from './data-export.controller';
import { DataExport } from './data-export.entity';
import { DataExportResolver } from './data-export.resolver';
import { DataExportService } from './data-export.service';

/** "Download my data": seekers' and recruiters' data exports, built on the queue, downloadable for 7 days. */
@Module({
  imports: [
    TypeOrmModule.forFeature([DataExport]),
    QueueModule,
    MailModule,
    FilesModule,
    UsersModule,
    ProfilesModule,
    ApplicationsModule,
    BookmarksModule,
    JobAlertsModule,
    SurveysModule,
    NotificationsModule,
    ConsentsModule,
    CompaniesModule,
    JobsModule,
    ApiKeysModule,
    WebhooksModule,
  ],
  controllers: [DataExportController],
  providers: [DataExportService, DataExportResolver],
  exports: [DataExportService],
})
export class DataExportModule {}
