import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { OtpModule } from '../otp/otp.module';
import { QueueModule } from '../queue/queue.module';
import { HousekeepingService } from './housekeeping.service';

/** The nightly clean-up of expired codes, old sent mails and upload leftovers (a queue with a schedule). */
@Module({
  imports: [QueueModule, OtpModule, MailModule, FilesModule],
  providers: [HousekeepingService],
})
export class HousekeepingModule {}
