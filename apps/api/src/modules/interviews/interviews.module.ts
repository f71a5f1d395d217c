import { Module } from '@nestjs/common';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { ApplicationsModule } from '../applications/applications.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { QueueModule } from '../queue/queue.module';
import {
  ApplicantInterviewResolver,
  ApplicationInterviewsResolver,
  InterviewsResolver,
} from './interviews.resolver';
import { InterviewsService } from './interviews.service';

@Module({
  imports: [ApplicationsModule, JobsModule, NotificationsModule, MailModule, QueueModule, RateLimitModule],
  providers: [
    InterviewsService,
    InterviewsResolver,
    ApplicantInterviewResolver,
    ApplicationInterviewsResolver,
  ],
  exports: [InterviewsService],
})
export class InterviewsModule {}
