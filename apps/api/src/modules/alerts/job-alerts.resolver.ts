import { Role } from '@hireloop/schema';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { User } from '../users/user.entity';
import { JobAlert } from './job-alert.entity';
import { JobAlertCreation, JobAlertInput, JobAlertUpdateInput } from './job-alert.model';
import { JobAlertsService } from './job-alerts.service';

@Resolver()
export class JobAlertsResolver {
  constructor(private readonly alerts: JobAlertsService) {}

  @Auth(Role.JOB_SEEKER)
  @Query(() => [JobAlert], { description: "The signed-in seeker's job alerts, newest first." })
  jobAlerts(@CurrentUser() user: User): Promise<JobAlert[]> {
    return this.alerts.list(user);
  }

  @Public()
  @Mutation(() => JobAlertCreation, {
    description:
      "Saves a job search as an alert: a signed-in seeker's at once; a visitor's by e-mail, started by the link mailed to it.",
  })
  createJobAlert(
    @Args('input', { description: 'The search and how often to mail it.' }) input: JobAlertInput,
    @CurrentUser() user: User | undefined,
    @Context() ctx: GqlContext,
  ): Promise<JobAlertCreation> {
    return this.alerts.create(user, input, ctx.req.ip ?? 'unknown');
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => JobAlert, { description: 'Pauses, resumes or re-times one of your job alerts.' })
  updateJobAlert(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'Id of the alert.' }) id: string,
    @Args('input', { description: 'What to change.' }) input: JobAlertUpdateInput,
  ): Promise<JobAlert> {
    return this.alerts.update(user, id, input);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => Boolean, { description: 'Deletes one of your job alerts.' })
  deleteJobAlert(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'Id of the alert.' }) id: string,
  ): Promise<boolean> {
    return this.alerts.delete(user, id);
  }

  @Public()
  @Mutation(() => JobAlert, { description: "Starts a visitor's job alert from its confirmation link." })
  confirmJobAlert(
    @Args('token', { description: 'The token of the confirmation link.' }) token: string,
  ): Promise<JobAlert> {
    return this.alerts.confirm(token);
  }

  @Public()
  @Mutation(() => Boolean, {
    description: "Deletes the job alert of an alert mail's unsubscribe link (no sign-in needed).",
  })
  async unsubscribeJobAlert(
    @Args('token', { description: 'The token of the unsubscribe link.' }) token: string,
  ): Promise<boolean> {
    await this.alerts.unsubscribe(token);
    return true;
  }
}
