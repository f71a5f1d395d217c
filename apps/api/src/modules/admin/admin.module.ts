import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminResolver } from './admin.resolver';
import { AdminService } from './admin.service';
import { SettingsModule } from './settings.module';

@Module({
  imports: [ApplicationsModule, SettingsModule, FilesModule, NotificationsModule],
  providers: [AdminService, AdminResolver],
  exports: [AdminService],
})
export class AdminModule {}
