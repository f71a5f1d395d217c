import { APPLICANTS_PAGE_SIZE, ApplicationStatus, Role, ScreeningResult } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { pageRequest } from '../../common/paging';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ApplicantConnection, JobApplicants } from './applicant.model';
import { ConnectionArgsValue, keysetRequest } from '../../common/cursor';
import { SyncConnectionArgsOf } from '../../graphql/connection';
import { ApplicationModel } from './application.model';
import { BulkStatusResult } from './bulk-status.model';
import { SetApplicationStatusesInput } from './dto/bulk-status.input';
import { RecruiterApplicantsService } from './recruiter-applicants.service';
import { PageArgs, PageArgsType } from '../../graphql/paginated';

@Resolver()
export class RecruiterApplicantsResolver {
  constructor(private readonly applicants: RecruiterApplicantsService) {}

  @Auth(Role.RECRUITER)
  @Scope('applications:read')
  @Query(() => JobApplicants, {
    description:
      'One page of the applicants of one of my jobs (optionally of one status), newest first, with the counts by status.',
  })
  jobApplicants(
    @CurrentUser() user: User,
    @Args('jobId', { description: 'Id of one of your jobs.', type: () => ID }) jobId: string,
    @Args('status', {
      description: 'Only applications with this status.',
      type: () => ApplicationStatus,
      nullable: true,
    })
    status: ApplicationStatus | null,
    @PageArgs(APPLICANTS_PAGE_SIZE, 'Applicants per page (at most 100).') { page, pageSize }: PageArgsType,
    @Args('screening', {
      description: 'Only applications with this knock-out result (the counts by status ignore it).',
      type: () => ScreeningResult,
      nullable: true,
    })
    screening: ScreeningResult | null,
  ) {
    return this.applicants.forJob(user, jobId, status, pageRequest(page, pageSize), screening);
  }

  @Auth(Role.RECRUITER)
  @Scope('applications:read')
  @Query(() => ApplicantConnection, {
    description:
      'The applicants of one of my jobs (optionally of one status) by cursor: in application order, or by last change with updatedSince (status changes, withdrawals), for sync.',
  })
  jobApplicantsConnection(
    @CurrentUser() user: User,
    @Args('jobId', { description: 'Id of one of your jobs.', type: () => ID }) jobId: string,
    @Args('status', {
      description: 'Only applications with this status.',
      type: () => ApplicationStatus,
      nullable: true,
    })
    status: ApplicationStatus | null,
    @SyncConnectionArgsOf() args: ConnectionArgsValue,
  ) {
    return this.applicants.connectionForJob(
      user,
      jobId,
      status,
      keysetRequest(`jobApplicants:${jobId}`, args),
    );
  }

  @Auth(Role.RECRUITER)
  @Scope('applications:write')
  @Mutation(() => ApplicationModel, {
    description: 'Moves an application of my job to any status; the applicant is notified.',
  })
  setApplicationStatus(
    @CurrentUser() user: User,
    @Args('applicationId', { description: 'Id of an application to one of your jobs.', type: () => ID })
    applicationId: string,
    @Args('status', { description: 'The new status.', type: () => ApplicationStatus })
    status: ApplicationStatus,
  ) {
    return this.applicants.setStatus(user, applicationId, status) as Promise<ApplicationModel>;
  }

  @Auth(Role.RECRUITER)
  @Scope('applications:write')
  @Mutation(() => BulkStatusResult, {
    description:
      'Moves up to 100 applications to my jobs to one status in one transaction, by the rules of setApplicationStatus: those that can move do (each applicant is notified once per application, with one e-mail each), the others are listed with the reason.',
  })
  setApplicationStatuses(
    @CurrentUser() user: User,
    @Args('input', { description: 'The applications and their new status.' })
    input: SetApplicationStatusesInput,
  ) {
    return this.applicants.setStatuses(user, input.applicationIds, input.status);
  }
}
