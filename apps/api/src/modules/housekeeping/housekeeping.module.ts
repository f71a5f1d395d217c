import { Module } from '@nestjs/common';
import { DataExportModule } from '../data-export/data-export.module';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { OtpModule } from '../otp/otp.module';
import { QueueModule } from '../queue/queue.module';
import { HousekeepingService } from './housekeeping.service';

/** The nightly clean-up of expired codes, old sent mails, upload leftovers and expired data exports (a queue with a schedule). */
@Module({
  imports: [QueueModule, OtpModule, MailModule, FilesModule, DataExportModule],
  providers: [HousekeepingService],
})
export class HousekeepingModule {}
