import { Module } from '@nestjs/common';
import { SettingsModule } from '../admin/settings.module';
import { JobsModule } from '../jobs/jobs.module';
import { SeoController } from './seo.controller';
import { SitemapService } from './sitemap.service';

/** robots.txt, the sitemap and the job searches' Atom feeds: plain GETs outside /api. */
@Module({
  imports: [JobsModule, SettingsModule],
  controllers: [SeoController],
  providers: [SitemapService],
})
export class SeoModule {}
