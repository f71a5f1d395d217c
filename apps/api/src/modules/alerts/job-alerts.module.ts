import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { ConsentsModule } from '../consents/consents.module';
import { MailModule } from '../mail/mail.module';
import { QueueModule } from '../queue/queue.module';
import { AlertMailerService } from './alert-mailer.service';
import { JobAlert } from './job-alert.entity';
import { JobAlertsResolver } from './job-alerts.resolver';
import { JobAlertsService } from './job-alerts.service';
import { UnsubscribeController } from './unsubscribe.controller';

/** Job alerts: saved searches mailed instantly or as daily and weekly digests. */
@Module({
  imports: [TypeOrmModule.forFeature([JobAlert]), MailModule, QueueModule, RateLimitModule, ConsentsModule],
  controllers: [UnsubscribeController],
  providers: [JobAlertsService, AlertMailerService, JobAlertsResolver],
  exports: [JobAlertsService],
})
export class JobAlertsModule {}
