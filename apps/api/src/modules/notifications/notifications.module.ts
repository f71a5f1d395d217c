import { Global, Module } from '@nestjs/common';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';
import { LiveEvents } from './pubsub.provider';

@Global()
@Module({
  providers: [LiveEvents, NotificationsService, NotificationsResolver],
  exports: [NotificationsService, LiveEvents],
})
export class NotificationsModule {}
