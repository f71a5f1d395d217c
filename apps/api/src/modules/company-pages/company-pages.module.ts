import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { JobsModule } from '../jobs/jobs.module';
import { CompanyPagesResolver } from './company-pages.resolver';

/** The public company directory and company pages: companies with what the jobs module says of their jobs. */
@Module({
  imports: [CompaniesModule, JobsModule],
  providers: [CompanyPagesResolver],
})
export class CompanyPagesModule {}
