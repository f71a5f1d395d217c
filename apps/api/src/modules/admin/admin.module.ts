import { WebhooksModule } from '../webhooks/webhooks.module';
import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ApplicationsModule } from '../applications/applications.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { QueueModule } from '../queue/queue.module';
import { AdminResolver } from './admin.resolver';
import { AdminService } from './admin.service';
import { BackgroundJobsResolver } from './background-jobs.resolver';
import { SettingsModule } from './settings.module';

@Module({
  imports: [
    ApplicationsModule,
    SettingsModule,
    FilesModule,
    NotificationsModule,
    QueueModule,
    WebhooksModule,
    UsersModule,
  ],
  providers: [AdminService, AdminResolver, BackgroundJobsResolver],
  exports: [AdminService],
})
export class AdminModule {}
