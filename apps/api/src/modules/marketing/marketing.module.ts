import { Module } from '@nestjs/common';
import { RateLimitModule } from '../abuse/rate-limit.module';
import { JobAlertsModule } from '../alerts/job-alerts.module';
import { MarketingResolver } from './marketing.resolver';
import { MarketingService } from './marketing.service';

@Module({
  imports: [RateLimitModule, JobAlertsModule],
  providers: [MarketingService, MarketingResolver],
  exports: [MarketingService],
})
export class MarketingModule {}
