import { WebhooksModule } from '../webhooks/webhooks.module';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MailModule } from '../mail/mail.module';
import { QueueModule } from '../queue/queue.module';
import { ExtendLinkService } from './extend-link.service';
import { JobExpiryService } from './job-expiry.service';

/** Jobs' closing dates: the daily expiry run with its warning mails, and the signed extend links. */
@Module({
  imports: [JwtModule.register({}), MailModule, QueueModule, WebhooksModule],
  providers: [JobExpiryService, ExtendLinkService],
  exports: [ExtendLinkService, JobExpiryService],
})
export class JobExpiryModule {}
