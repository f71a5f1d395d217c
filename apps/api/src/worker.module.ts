import { DynamicModule, Module } from '@nestjs/common';
import { ClockModule } from './common/clock';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { loggingModule } from './http/logging';
import { JobAlertsModule } from './modules/alerts/job-alerts.module';
import { HousekeepingModule } from './modules/housekeeping/housekeeping.module';
import { JobExpiryModule } from './modules/job-expiry/job-expiry.module';
import { MailModule } from './modules/mail/mail.module';
import { DataExportModule } from './modules/data-export/data-export.module';
import { ResumeParsingModule } from './modules/resume-parsing/resume-parsing.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { InterviewsModule } from './modules/interviews/interviews.module';

/** The modules that define the queue's jobs: a worker process runs what these define, and serves nothing. */
export const QUEUE_MODULES = [
  MailModule,
  HousekeepingModule,
  JobExpiryModule,
  JobAlertsModule,
  DataExportModule,
  ResumeParsingModule,
  WebhooksModule,
  InterviewsModule,
];

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(),
        ClockModule,
        DatabaseModule.forRoot(),
        ...QUEUE_MODULES,
      ],
    };
  }
}
