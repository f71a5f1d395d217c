import { WebhooksModule } from '../webhooks/webhooks.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAlertsModule } from '../admin/admin-alerts.module';
import { CompaniesModule } from '../companies/companies.module';
import { JobExpiryModule } from '../job-expiry/job-expiry.module';
import { QueueModule } from '../queue/queue.module';
import { Job } from './job.entity';
import { JobsResolver } from './jobs.resolver';
import { JobsService } from './jobs.service';
import { RecruiterJobsResolver } from './recruiter-jobs.resolver';
import { RecruiterJobsService } from './recruiter-jobs.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Job]),
    CompaniesModule,
    AdminAlertsModule,
    JobExpiryModule,
    QueueModule,
    WebhooksModule,
  ],
  providers: [JobsService, JobsResolver, RecruiterJobsService, RecruiterJobsResolver],
  exports: [JobsService, RecruiterJobsService],
})
export class JobsModule {}
