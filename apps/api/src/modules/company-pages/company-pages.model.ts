import { COMPANY_PAGE_JOBS_MAX } from '@hireloop/schema';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../../graphql/paginated';
import { Connection, CONNECTION_DESCRIPTION } from '../../graphql/connection';
import { Company } from '../companies/company.entity';
import { Job } from '../jobs/job.entity';

@ObjectType({ description: 'A company of the public directory with its number of open jobs.' })
export class DirectoryCompany {
  @Field(() => Company, { description: 'The company (public fields; its contacts are null here).' })
  company!: Company;

  @Field(() => Int, { description: 'Its jobs open to applications.' })
  openJobCount!: number;
}

@ObjectType({ description: 'One page of the public company directory.' })
export class CompanyDirectoryPage extends Paginated(DirectoryCompany, {
  total: 'Companies with open jobs matching the search, over all pages.',
}) {}

@ObjectType({ description: "A company's public page: the company and its open jobs." })
export class CompanyProfile {
  @Field(() => Company, {
    description: 'The company, with its current slug (which differs from the one asked for after a rename).',
  })
  company!: Company;

  @Field(() => Int, { description: 'Its jobs open to applications, all of them.' })
  openJobCount!: number;

  @Field(() => [Job], { description: `Its newest open jobs (at most ${COMPANY_PAGE_JOBS_MAX}).` })
  openJobs!: Job[];
}

@ObjectType('DirectoryCompanyConnection', { description: CONNECTION_DESCRIPTION })
export class DirectoryCompanyConnection extends Connection(DirectoryCompany, 'DirectoryCompany') {}
