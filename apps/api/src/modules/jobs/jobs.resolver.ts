import {
  defaultSort,
  FEATURED_JOBS_COUNT,
  HOME_CATEGORY_SECTION_JOBS,
  HOME_CATEGORY_SECTIONS,
  Role,
  SEARCH_PAGE_SIZE,
} from '@hireloop/schema';
import {
  Args,
  Context,
  ID,
  Int,
  ObjectType,
  Parent,
  Query,
  registerEnumType,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { AGGREGATE_FIELD_COST } from '../../graphql/limits';
import type { GqlContext } from '../../graphql/loaders';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { User } from '../users/user.entity';
import { HomeJobs, JobPage } from './job-page.model';
import { Job } from './job.entity';
import { JobsService } from './jobs.service';
import { PageArgs, PageArgsType } from '../../graphql/paginated';
import { Connection, SyncConnectionArgsOf } from '../../graphql/connection';
import { ConnectionArgsValue, keysetRequest } from '../../common/cursor';

@ObjectType('JobConnection')
export class JobConnection extends Connection(Job, 'Job') {}

/** The order of a job search (the values of SEARCH_SORTS). */
export enum JobSort {
  RELEVANCE = 'relevance',
  NEWEST = 'newest',
  SALARY = 'salary',
}

registerEnumType(JobSort, {
  name: 'JobSort',
  description: 'How a job search is ordered.',
  valuesMap: {
    RELEVANCE: { description: 'Best match first (by the keyword), then newest.' },
    NEWEST: { description: 'Newest first.' },
    SALARY: {
      description:
        'Highest yearly pay first (as read from the salary); jobs whose salary cannot be read last.',
    },
  },
});

@Resolver(() => Job)
export class JobsResolver {
  constructor(private readonly jobsService: JobsService) {}

  @Public()
  @Query(() => JobPage, {
    description:
      'Active jobs. Without a keyword or filters: newest first. With them: a ranked search with facet counts.',
  })
  jobs(
    @PageArgs(SEARCH_PAGE_SIZE) { page, pageSize }: PageArgsType,
    @Args('keyword', { description: 'Words to look for.', type: () => String, nullable: true })
    keyword?: string | null,
    @Args('jobTypes', { description: 'Only these job types.', type: () => [String], nullable: true })
    jobTypes?: string[] | null,
    @Args('locations', { description: 'Only these locations.', type: () => [String], nullable: true })
    locations?: string[] | null,
    @Args('categories', { description: 'Only these categories.', type: () => [String], nullable: true })
    categories?: string[] | null,
    @Args('salaryMin', {
      description:
        'Only jobs paying at least this much a year, in rupees (their salary read as a yearly range; jobs whose salary cannot be read are left out). 0 or null: any.',
      type: () => Int,
      nullable: true,
    })
    salaryMin?: number | null,
    @Args('postedWithin', {
      description: 'Only jobs posted within this many days: 1, 3, 7 or 30.',
      type: () => Int,
      nullable: true,
    })
    postedWithin?: number | null,
    @Args('remote', {
      description: 'Only remote jobs (their location starts with Remote, Work from home, WFH or Anywhere).',
      type: () => Boolean,
      nullable: true,
    })
    remote?: boolean | null,
    @Args('sort', {
      description: 'The order: RELEVANCE by default with a keyword, else NEWEST.',
      type: () => JobSort,
      nullable: true,
    })
    sort?: JobSort | null,
  ): Promise<JobPage> {
    return this.jobsService.search(
      { keyword, jobTypes, locations, categories, salaryMin, postedWithin, remote },
      page,
      pageSize,
      sort ?? defaultSort(keyword ?? ''),
    );
  }

  @Public()
  @Query(() => JobConnection, {
    description:
      'Active jobs for integrators that sync: cursor paging in a stable order, by creation or (with updatedSince) by last change; the filters are those of `jobs` without the ranked keyword search.',
  })
  jobsConnection(
    @SyncConnectionArgsOf() args: ConnectionArgsValue,
    @Args('jobTypes', { description: 'Only these job types.', type: () => [String], nullable: true })
    jobTypes?: string[] | null,
    @Args('locations', { description: 'Only these locations.', type: () => [String], nullable: true })
    locations?: string[] | null,
    @Args('categories', { description: 'Only these categories.', type: () => [String], nullable: true })
    categories?: string[] | null,
    @Args('salaryMin', {
      description: 'Only jobs paying at least this much a year, in rupees (as in `jobs`).',
      type: () => Int,
      nullable: true,
    })
    salaryMin?: number | null,
    @Args('postedWithin', {
      description: 'Only jobs posted within this many days: 1, 3, 7 or 30.',
      type: () => Int,
      nullable: true,
    })
    postedWithin?: number | null,
    @Args('remote', { description: 'Only remote jobs.', type: () => Boolean, nullable: true })
    remote?: boolean | null,
  ) {
    return this.jobsService.connection(
      { jobTypes, locations, categories, salaryMin, postedWithin, remote },
      keysetRequest('jobs', args),
    );
  }

  @Public()
  @Query(() => HomeJobs, {
    description: 'The newest jobs and the biggest categories with their newest jobs.',
    complexity: AGGREGATE_FIELD_COST,
  })
  async homeJobs(): Promise<HomeJobs> {
    const [featured, categories] = await Promise.all([
      this.jobsService.listActive(1, FEATURED_JOBS_COUNT),
      this.jobsService.categorySections(HOME_CATEGORY_SECTIONS, HOME_CATEGORY_SECTION_JOBS),
    ]);
    return { featured: featured.items, categories };
  }

  @Public()
  @Query(() => Job, {
    description: 'One job: active ones for everyone, any status for its recruiter; NOT_FOUND otherwise.',
  })
  job(
    @Args('id', { description: 'Id of the job.', type: () => ID }) id: string,
    @CurrentUser() viewer?: User,
  ): Promise<Job> {
    return this.jobsService.findVisible(id, viewer);
  }

  @ResolveField(() => Int, { description: 'Applications received so far, leaving out withdrawn ones.' })
  applicationCount(@Parent() job: Job, @Context() ctx: GqlContext): Promise<number> {
    return ctx.loaders.applicationCountByJob.load(job.id);
  }

  @ResolveField(() => Boolean, {
    description: 'Whether the signed-in seeker saved this job (false when signed out).',
  })
  viewerHasBookmarked(@Parent() job: Job, @Context() ctx: GqlContext): Promise<boolean> {
    return ctx.loaders.viewerBookmarked.load(job.id);
  }

  @ResolveField(() => Boolean, { description: 'Whether the signed-in seeker applied to this job.' })
  viewerHasApplied(@Parent() job: Job, @Context() ctx: GqlContext): Promise<boolean> {
    return ctx.loaders.viewerApplied.load(job.id);
  }

  @ResolveField(() => Boolean, {
    description:
      "Whether the signed-in user may edit this job and see its applicants: its company's recruiter.",
  })
  viewerCanEdit(@Parent() job: Job, @Context() ctx: GqlContext): boolean {
    const user = ctx.req.user;
    return !!user && user.role === Role.RECRUITER && job.company.ownerId === user.id;
  }

  @ResolveField(() => String, { description: "Logo colour: the job's own or its company's." })
  logoColor(@Parent() job: Job): string {
    return job.logoColor ?? job.company.logoColor;
  }

  @ResolveField(() => String, { description: "Logo letters: the job's own or its company's." })
  logoText(@Parent() job: Job): string {
    return job.logoText ?? job.company.logoText;
  }
}
