import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { SettingsService } from './settings.service';

@Module({ imports: [FilesModule], providers: [SettingsService], exports: [SettingsService] })
export class SettingsModule {}
