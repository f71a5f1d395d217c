import {
  defaultSort,
  FEATURED_JOBS_COUNT,
  HOME_CATEGORY_SECTION_JOBS,
  HOME_CATEGORY_SECTIONS,
  KnockoutAction,
  MAX_RECOMMENDED_JOBS,
  RECOMMENDED_JOBS_COUNT,
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
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { User } from '../users/user.entity';
import { HomeJobs, JobPage } from './job-page.model';
import { Job } from './job.entity';
import { JobMatchModel } from './job-match.model';
import { JobsService } from './jobs.service';
import { ScreeningQuestionModel } from './screening-question.model';
import { PageArgs, PageArgsType } from '../../graphql/paginated';
import { Connection, CONNECTION_DESCRIPTION, SyncConnectionArgsOf } from '../../graphql/connection';
import { ConnectionArgsValue, keysetRequest } from '../../common/cursor';

@ObjectType('JobConnection', { description: CONNECTION_DESCRIPTION })
export class JobConnection extends Connection(Job, 'Job') {}

/** The order of a job search (the values of SEARCH_SORTS). */
export enum JobSort {
  RELEVANCE = 'relevance',
  NEWEST = 'newest',
  SALARY = 'salary',
  BEST_MATCH = 'best_match',
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
    BEST_MATCH: {
      description:
        'For a signed-in job seeker: the highest match score first (from their profile and preference survey), then as the default order. For anyone else, or a seeker with nothing to match, the default order.',
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
    @Context() ctx?: GqlContext,
    @CurrentUser() viewer?: User,
  ): Promise<JobPage> {
    return this.jobsService.search(
      { keyword, jobTypes, locations, categories, salaryMin, postedWithin, remote },
      page,
      pageSize,
      sort ?? defaultSort(keyword ?? ''),
      viewer?.role === Role.JOB_SEEKER ? viewer.id : null,
      ctx?.req.ip ?? '',
    );
  }

  @Auth(Role.JOB_SEEKER)
  @Query(() => [Job], {
    description:
      'Open jobs that best match the signed-in seeker (their profile skills and experience, and their preference survey), highest match score first, then newest; jobs they applied to are left out. Empty when the profile and survey give nothing to match.',
  })
  recommendedJobs(
    @CurrentUser() user: User,
    @Args('limit', {
      description: `How many jobs, from 1 to ${MAX_RECOMMENDED_JOBS}.`,
      type: () => Int,
      defaultValue: RECOMMENDED_JOBS_COUNT,
    })
    limit: number,
  ): Promise<Job[]> {
    return this.jobsService.recommended(user.id, limit);
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
      this.jobsService.newestActive(FEATURED_JOBS_COUNT),
      this.jobsService.categorySections(HOME_CATEGORY_SECTIONS, HOME_CATEGORY_SECTION_JOBS),
    ]);
    return { featured, categories };
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

  @ResolveField(() => JobMatchModel, {
    nullable: true,
    description:
      'How well the job fits the signed-in job seeker, with its reasons: in job searches and recommendedJobs; null for anyone else, elsewhere, or when their profile and survey give nothing to match.',
  })
  match(@Parent() job: Job): JobMatchModel | null {
    return job.match ?? null;
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

  @ResolveField(() => [ScreeningQuestionModel], {
    description:
      "The screening questions applicants answer, in order; their knock-out rules only for the job's recruiter and administrators.",
  })
  screeningQuestions(@Parent() job: Job, @Context() ctx: GqlContext): ScreeningQuestionModel[] {
    const rules = mayManage(ctx.req.user, job);
    return (job.screeningQuestions ?? []).map((q) =>
      rules
        ? { ...q, acceptedOptions: q.acceptedOptions }
        : { ...q, requiredAnswer: null, min: null, max: null, acceptedOptions: null },
    );
  }

  @ResolveField(() => KnockoutAction, {
    nullable: true,
    description:
      "What a failed knock-out rule does to an application; null for anyone but the job's recruiter and administrators.",
  })
  knockoutAction(@Parent() job: Job, @Context() ctx: GqlContext): KnockoutAction | null {
    return mayManage(ctx.req.user, job) ? job.knockoutAction : null;
  }
}

/** Whether a user may see a job's knock-out rules: its company's recruiter or an administrator. */
function mayManage(user: User | undefined, job: Job): boolean {
  return (
    !!user && (user.role === Role.ADMIN || (user.role === Role.RECRUITER && job.company.ownerId === user.id))
  );
}
