import { APPLIED_JOBS_PAGE_SIZE, Role } from '@hireloop/schema';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ApplicationEventModel, ApplicationModel, ApplicationPage } from './application.model';
import { ApplicationsService } from './applications.service';
import { WithdrawApplicationInput } from './dto/withdraw-application.input';
import { PageArgs, PageArgsType } from '../../graphql/paginated';
import type { GqlContext } from '../../graphql/loaders';

@Resolver(() => ApplicationModel)
export class ApplicationsResolver {
  constructor(private readonly applications: ApplicationsService) {}

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => ApplicationModel, {
    description: 'Applies to an active job (once; again after withdrawing, while the job is open).',
  })
  applyToJob(
    @CurrentUser() user: User,
    @Args('jobId', { description: 'Id of the job.', type: () => ID }) jobId: string,
  ) {
    return this.applications.apply(user, jobId) as Promise<ApplicationModel>;
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => ApplicationModel, {
    description:
      'Withdraws one of my applications (not one already withdrawn, rejected or hired); it leaves the recruiter’s pipeline.',
  })
  withdrawApplication(
    @CurrentUser() user: User,
    @Args('input', { description: 'The application and the optional reason.' })
    input: WithdrawApplicationInput,
  ) {
    return this.applications.withdraw(user, input.applicationId, input.reason) as Promise<ApplicationModel>;
  }

  @Auth(Role.JOB_SEEKER)
  @Query(() => ApplicationPage, { description: "The signed-in seeker's applications, newest first." })
  myApplications(
    @CurrentUser() user: User,
    @Args('keyword', { description: 'Words to look for in the jobs.', type: () => String, nullable: true })
    keyword: string | null,
    @PageArgs(APPLIED_JOBS_PAGE_SIZE) { page, pageSize }: PageArgsType,
  ) {
    return this.applications.mine(user, keyword, page, pageSize) as Promise<ApplicationPage>;
  }

  @Auth(Role.JOB_SEEKER)
  @Query(() => ApplicationModel, {
    description: "The signed-in seeker's application to one job (withdrawn included); null if none.",
    nullable: true,
  })
  myApplication(
    @CurrentUser() user: User,
    @Args('jobId', { description: 'Id of the job.', type: () => ID }) jobId: string,
  ) {
    return this.applications.mineForJob(user, jobId) as Promise<ApplicationModel | null>;
  }

  @ResolveField(() => [ApplicationEventModel], {
    description:
      'Its history, oldest first: sent, each status change (seen by the recruiter, shortlisted, …), withdrawn, sent again.',
  })
  timeline(@Parent() application: ApplicationModel, @Context() ctx: GqlContext) {
    return ctx.loaders.timelineByApplication.load(application.id);
  }
}
