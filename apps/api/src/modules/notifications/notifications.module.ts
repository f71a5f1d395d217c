import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';
import { LiveEventsModule } from './live-events.module';

@Module({
  imports: [MailModule, AuthModule, LiveEventsModule],
  providers: [NotificationsService, NotificationsResolver],
  exports: [NotificationsService, LiveEventsModule],
})
export class NotificationsModule {}
