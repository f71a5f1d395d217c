import { APPLIED_JOBS_PAGE_SIZE, Role } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ApplicationModel, ApplicationPage } from './application.model';
import { ApplicationsService } from './applications.service';
import { PageArgs, PageArgsType } from '../../graphql/paginated';

@Resolver(() => ApplicationModel)
export class ApplicationsResolver {
  constructor(private readonly applications: ApplicationsService) {}

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => ApplicationModel, { description: 'Applies to an active job (once).' })
  applyToJob(
    @CurrentUser() user: User,
    @Args('jobId', { description: 'Id of the job.', type: () => ID }) jobId: string,
  ) {
    return this.applications.apply(user, jobId) as Promise<ApplicationModel>;
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
}
