import { Global, Module } from '@nestjs/common';
import { AdminAlertsService } from './admin-alerts.service';
import { SettingsService } from './settings.service';

@Global()
@Module({ providers: [SettingsService, AdminAlertsService], exports: [SettingsService, AdminAlertsService] })
export class SettingsModule {}
