import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AdminAlertsService } from './admin-alerts.service';
import { SettingsModule } from './settings.module';

@Module({
  imports: [SettingsModule, MailModule],
  providers: [AdminAlertsService],
  exports: [AdminAlertsService],
})
export class AdminAlertsModule {}
