import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { OtpModule } from '../otp/otp.module';
import { QueueModule } from '../queue/queue.module';
import { HousekeepingService } from './housekeeping.service';

/** The nightly clean-up of expired codes and old sent mails (a queue with a schedule). */
@Module({
  imports: [QueueModule, OtpModule, MailModule],
  providers: [HousekeepingService],
})
export class HousekeepingModule {}
