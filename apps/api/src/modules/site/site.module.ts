import { Module } from '@nestjs/common';
import { SiteResolver } from './site.resolver';

@Module({ providers: [SiteResolver] })
export class SiteModule {}
