import { SEARCH_PAGE_SIZE } from '@hireloop/schema';
import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { Public } from '../auth/public.decorator';
import { JobPage } from './job-page.model';
import { Job } from './job.entity';
import { JobsService } from './jobs.service';

@Resolver(() => Job)
export class JobsResolver {
  constructor(private readonly jobsService: JobsService) {}

  @Public()
  @Query(() => JobPage, { description: 'Active jobs, newest first, one page at a time.' })
  jobs(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: SEARCH_PAGE_SIZE }) pageSize: number,
  ): Promise<JobPage> {
    return this.jobsService.listActive(page, pageSize);
  }

  @Public()
  @Query(() => Job, { description: 'One active job; a NOT_FOUND error when there is none.' })
  job(@Args('id', { type: () => ID }) id: string): Promise<Job> {
    return this.jobsService.findPublic(id);
  }

  @ResolveField(() => Int, { description: 'Applications received so far.' })
  applicationCount(@Parent() job: Job, @Context() ctx: GqlContext): Promise<number> {
    return ctx.loaders.applicationCountByJob.load(job.id);
  }

  @ResolveField(() => String)
  logoColor(@Parent() job: Job): string {
    return job.logoColor ?? job.company.logoColor;
  }

  @ResolveField(() => String)
  logoText(@Parent() job: Job): string {
    return job.logoText ?? job.company.logoText;
  }
}
