import { COMPANY_JOBS_PAGE_SIZE, JobStatus, MY_JOBS_PAGE_SIZE, Role } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { JobInput } from './dto/job.input';
import { Job } from './job.entity';
import { CompanyJobsPage, PostingLimit, RecruiterJobPage } from './recruiter-jobs.model';
import { RecruiterJobsService } from './recruiter-jobs.service';
import { PageArgs, PageArgsType } from '../../graphql/paginated';

@Resolver()
export class RecruiterJobsResolver {
  constructor(private readonly recruiterJobs: RecruiterJobsService) {}

  @Scope('jobs:read')
  @Auth(Role.RECRUITER)
  @Query(() => PostingLimit, { description: 'Jobs posted out of the plan’s limit.' })
  postingLimit(@CurrentUser() user: User) {
    return this.recruiterJobs.postingLimit(user);
  }

  @Scope('jobs:read')
  @Auth(Role.RECRUITER)
  @Query(() => RecruiterJobPage, { description: 'My Jobs: every job of my companies, any status.' })
  myJobs(
    @CurrentUser() user: User,
    @Args('keyword', { description: 'Words to look for.', type: () => String, nullable: true })
    keyword: string | null,
    @Args('status', { description: 'Only jobs with this status.', type: () => JobStatus, nullable: true })
    status: JobStatus | null,
    @PageArgs(MY_JOBS_PAGE_SIZE) { page, pageSize }: PageArgsType,
  ) {
    return this.recruiterJobs.mine(user, keyword, status, page, pageSize);
  }

  @Scope('jobs:read')
  @Auth(Role.RECRUITER)
  @Query(() => CompanyJobsPage, { description: "One page of one of your companies' jobs." })
  companyJobs(
    @CurrentUser() user: User,
    @Args('companyId', { description: 'Id of the company.', type: () => ID }) companyId: string,
    @Args('status', { description: 'Only jobs with this status.', type: () => JobStatus, nullable: true })
    status: JobStatus | null,
    @PageArgs(COMPANY_JOBS_PAGE_SIZE) { page, pageSize }: PageArgsType,
  ) {
    return this.recruiterJobs.ofCompany(user, companyId, status, page, pageSize);
  }

  @Scope('jobs:write')
  @Auth(Role.RECRUITER)
  @Mutation(() => Job, { description: 'Posts a job for one of my companies, within my plan’s limit.' })
  postJob(
    @CurrentUser() user: User,
    @Args('companyId', { description: 'Id of one of your companies.', type: () => ID }) companyId: string,
    @Args('input', { description: "The job's details." }) input: JobInput,
  ): Promise<Job> {
    return this.recruiterJobs.post(user, companyId, input);
  }

  @Auth(Role.RECRUITER)
  @Scope('jobs:write')
  @Mutation(() => Job, {
    description:
      'Moves my job’s closing date 30 days later (from today when past; at most 90 days away). An expired job opens again, which counts against my plan’s posting limit.',
  })
  extendJob(
    @CurrentUser() user: User,
    @Args('id', { description: 'Id of the job.', type: () => ID }) id: string,
  ): Promise<Job> {
    return this.recruiterJobs.extend(user, id);
  }

  @Auth(Role.RECRUITER)
  @Mutation(() => Job, {
    description:
      'extendJob for the job of an expiry mail’s signed link; a link used already (the job extended since the mail) changes nothing.',
  })
  extendJobByLink(
    @CurrentUser() user: User,
    @Args('token', { description: 'The token of the link.' }) token: string,
  ): Promise<Job> {
    return this.recruiterJobs.extendByLink(user, token);
  }

  @Scope('jobs:write')
  @Auth(Role.RECRUITER)
  @Mutation(() => Job, { description: 'Edits every field of my job but its company.' })
  updateJob(
    @CurrentUser() user: User,
    @Args('id', { description: 'Id of the job.', type: () => ID }) id: string,
    @Args('input', { description: "The job's details." }) input: JobInput,
  ): Promise<Job> {
    return this.recruiterJobs.update(user, id, input);
  }
}
