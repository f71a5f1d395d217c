import { APPLIED_JOBS_PAGE_SIZE, ApplicationStatus, Role } from '@hireloop/schema';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ApplicationEventModel, ApplicationModel, ApplicationPage } from './application.model';
import { ApplicationsService, statusForApplicant, timelineForApplicant } from './applications.service';
import { Application } from './application.entity';
import { Job } from '../jobs/job.entity';
import { ScreeningAnswerInput } from '../jobs/dto/screening-question.input';
import { ScreeningAnswerModel } from '../jobs/screening-question.model';
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
    @Args('answers', {
      description: "Answers to the job's screening questions (every required one must be answered).",
      type: () => [ScreeningAnswerInput],
      nullable: true,
    })
    answers: ScreeningAnswerInput[] | null,
  ) {
    return this.applications.apply(user, jobId, answers ?? []) as Promise<ApplicationModel>;
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
  async timeline(@Parent() application: Application, @Context() ctx: GqlContext) {
    const steps = await ctx.loaders.timelineByApplication.load(application.id);
    // The applicant does not see a knock-out rejection before they are notified of it.
    return ctx.req.user?.id === application.applicantId ? timelineForApplicant(application, steps) : steps;
  }

  @ResolveField(() => Job, {
    description: 'The job applied to.',
  })
  job(@Parent() application: Application): Job | Promise<Job> {
    // A status change answers without its job; it is read only when asked for.
    return application.job ?? this.applications.jobOf(application.jobId);
  }

  @ResolveField(() => ApplicationStatus, {
    description:
      'Where the application stands. Its applicant sees a knock-out rejection as PENDING until they are notified of it (24 hours later).',
  })
  status(@Parent() application: Application, @Context() ctx: GqlContext): ApplicationStatus {
    return ctx.req.user?.id === application.applicantId
      ? statusForApplicant(application)
      : application.status;
  }

  @ResolveField(() => [ScreeningAnswerModel], {
    description:
      "The answers sent to the job's screening questions, with the question text as it was asked; `passed` is null for the applicant.",
  })
  async screeningAnswers(
    @Parent() application: Application,
    @Context() ctx: GqlContext,
  ): Promise<ScreeningAnswerModel[]> {
    const found = await ctx.loaders.screeningByApplication.load(application.id);
    const applicant = ctx.req.user?.id === application.applicantId;
    return (found?.answers ?? []).map((a) => (applicant ? { ...a, passed: null } : a));
  }
}
