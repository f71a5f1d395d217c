import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';
import { LiveEvents } from './pubsub.provider';

@Module({
  imports: [MailModule, AuthModule],
  providers: [LiveEvents, NotificationsService, NotificationsResolver],
  exports: [NotificationsService, LiveEvents],
})
export class NotificationsModule {}
