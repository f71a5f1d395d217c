import { Module } from '@nestjs/common';
import { MarketingResolver } from './marketing.resolver';
import { MarketingService } from './marketing.service';

@Module({ providers: [MarketingService, MarketingResolver], exports: [MarketingService] })
export class MarketingModule {}
