import { JobStatus, RecruiterPlan } from '@hireloop/schema';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Company } from '../companies/company.entity';
import { Job } from './job.entity';
import { Paginated } from '../../graphql/paginated';

@ObjectType({ description: 'How many jobs have one status.' })
export class StatusCount {
  @Field(() => JobStatus, { description: 'The status.' })
  status!: JobStatus;

  @Field(() => Int, { description: 'Jobs with this status.' })
  count!: number;
}

@ObjectType({ description: "A recruiter's posting allowance: jobs posted out of the plan's limit." })
export class PostingLimit {
  @Field(() => RecruiterPlan, { description: "The recruiter's plan." })
  plan!: RecruiterPlan;

  @Field(() => Int, { description: 'Jobs posted that count against the limit.' })
  used!: number;

  @Field(() => Int, { nullable: true, description: 'null: unlimited.' })
  limit!: number | null;

  @Field({ description: 'Whether another job may be posted now.' })
  canPost!: boolean;
}

@ObjectType({ description: "One page of the recruiter's jobs." })
export class RecruiterJobPage extends Paginated(Job) {
  @Field(() => [StatusCount], { description: 'Jobs by status (ignoring the status filter).' })
  statusCounts!: StatusCount[];
}

@ObjectType({ description: "Totals over one company's jobs." })
export class CompanyJobStats {
  @Field(() => Int, { description: 'Jobs open for applications.' })
  activeJobs!: number;

  @Field(() => Int, { description: 'Applications to all its jobs, leaving out withdrawn ones.' })
  totalApplicants!: number;

  @Field(() => Int, { description: 'Open positions of all its active jobs.' })
  totalPositions!: number;
}

@ObjectType({ description: "One page of a company's jobs, with the company and its totals." })
export class CompanyJobsPage extends RecruiterJobPage {
  @Field(() => Company, { description: 'The company.' })
  company!: Company;

  @Field(() => CompanyJobStats, { description: "Totals over all the company's jobs." })
  stats!: CompanyJobStats;
}
