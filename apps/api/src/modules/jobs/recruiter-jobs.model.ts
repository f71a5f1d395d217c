import { JobStatus, RecruiterPlan } from '@hireloop/schema';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Company } from '../companies/company.entity';
import { Job } from './job.entity';

@ObjectType()
export class StatusCount {
  @Field(() => JobStatus)
  status!: JobStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "A recruiter's posting allowance: jobs posted out of the plan's limit." })
export class PostingLimit {
  @Field(() => RecruiterPlan)
  plan!: RecruiterPlan;

  @Field(() => Int)
  used!: number;

  @Field(() => Int, { nullable: true, description: 'null: unlimited.' })
  limit!: number | null;

  @Field({ description: 'Whether another job may be posted now.' })
  canPost!: boolean;
}

@ObjectType()
export class RecruiterJobPage {
  @Field(() => [Job])
  items!: Job[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;

  @Field(() => [StatusCount], { description: 'Jobs by status (ignoring the status filter).' })
  statusCounts!: StatusCount[];
}

@ObjectType()
export class CompanyJobStats {
  @Field(() => Int)
  activeJobs!: number;

  @Field(() => Int)
  totalApplicants!: number;

  @Field(() => Int)
  totalPositions!: number;
}

@ObjectType()
export class CompanyJobsPage extends RecruiterJobPage {
  @Field(() => Company)
  company!: Company;

  @Field(() => CompanyJobStats)
  stats!: CompanyJobStats;
}
