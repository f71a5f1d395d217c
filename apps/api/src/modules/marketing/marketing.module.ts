import { Module } from '@nestjs/common';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { MarketingResolver } from './marketing.resolver';
import { MarketingService } from './marketing.service';

@Module({
  imports: [RateLimitModule],
  providers: [MarketingService, MarketingResolver],
  exports: [MarketingService],
})
export class MarketingModule {}
