import { Module } from '@nestjs/common';
import { SettingsModule } from '../admin/settings.module';
import { SiteResolver } from './site.resolver';

@Module({ imports: [SettingsModule], providers: [SiteResolver] })
export class SiteModule {}
