import { Module } from '@nestjs/common';
import { DataExportModule } from '../data-export/data-export.module';
import { FilesModule } from '../files/files.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { OtpModule } from '../otp/otp.module';
import { QueueModule } from '../queue/queue.module';
import { HousekeepingService } from './housekeeping.service';

/** The nightly clean-up of expired codes, old sent mails, upload leftovers, expired data exports and old search-change marks (a queue with a schedule). */
@Module({
  imports: [QueueModule, OtpModule, MailModule, FilesModule, DataExportModule, JobsModule],
  providers: [HousekeepingService],
})
export class HousekeepingModule {}
