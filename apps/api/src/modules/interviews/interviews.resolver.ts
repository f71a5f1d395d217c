import { Role } from '@hireloop/schema';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import type { GqlContext } from '../../graphql/loaders';
import { Auth, Scope } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { Applicant } from '../applications/applicant.model';
import { ApplicationModel } from '../applications/application.model';
import { User } from '../users/user.entity';
import {
  ChangeInterviewTimeInput,
  InterviewReasonInput,
  ProposeInterviewInput,
  RescheduleInterviewInput,
} from './dto/interview.input';
import { InterviewModel, InterviewPickLinkModel } from './interview.model';
import { InterviewsService } from './interviews.service';

/** One loader per request: the interviews of every application the request resolves, in one statement. */
const loaders = new WeakMap<object, DataLoader<string, InterviewModel[]>>();

function interviewsLoader(ctx: GqlContext, service: InterviewsService): DataLoader<string, InterviewModel[]> {
  let loader = loaders.get(ctx.req);
  if (!loader) {
    loader = new DataLoader<string, InterviewModel[]>(async (ids) => {
      const found = await service.ofApplications(ids);
      return ids.map((id) => found.get(id) ?? []);
    });
    loaders.set(ctx.req, loader);
  }
  return loader;
}

/** The recruiter's side: the interview on the applicant card, proposing, moving and cancelling. */
@Resolver(() => Applicant)
export class ApplicantInterviewResolver {
  constructor(private readonly service: InterviewsService) {}

  @ResolveField(() => InterviewModel, {
    description:
      'The applicant’s latest interview (under way, or the last one held or cancelled); null if none.',
    nullable: true,
  })
  async interview(
    @Parent() applicant: Applicant,
    @Context() ctx: GqlContext,
  ): Promise<InterviewModel | null> {
    const all = await interviewsLoader(ctx, this.service).load(applicant.id);
    return all.at(-1) ?? null;
  }
}

/** The applicant's side: their interviews on each application. */
@Resolver(() => ApplicationModel)
export class ApplicationInterviewsResolver {
  constructor(private readonly service: InterviewsService) {}

  @ResolveField(() => [InterviewModel], { description: 'Its interviews, oldest first.' })
  interviews(@Parent() application: ApplicationModel, @Context() ctx: GqlContext): Promise<InterviewModel[]> {
    return interviewsLoader(ctx, this.service).load(application.id);
  }
}

@Resolver()
export class InterviewsResolver {
  constructor(private readonly service: InterviewsService) {}

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Scope('applications:read')
  @Query(() => [InterviewModel], {
    description:
      'The latest interview of each applicant of one of my jobs that has one (the applicants page reads them in one request).',
  })
  jobInterviews(
    @CurrentUser() user: User,
    @Args('jobId', { description: 'Id of one of your jobs.', type: () => ID }) jobId: string,
  ) {
    return this.service.ofJob(user, jobId);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Scope('applications:write')
  @Mutation(() => InterviewModel, {
    description:
      'Proposes 1–5 interview slots (India Standard Time) to an applicant of my job with no interview under way; they get a notification and a mail with a pick link per slot.',
  })
  proposeInterview(
    @CurrentUser() user: User,
    @Args('input', { description: 'The application, slots, length, place and message.' })
    input: ProposeInterviewInput,
  ) {
    return this.service.propose(user, input.applicationId, input);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Scope('applications:write')
  @Mutation(() => InterviewModel, {
    description:
      'Proposes new slots for an interview under way; a time already set is withdrawn from both calendars.',
  })
  rescheduleInterview(
    @CurrentUser() user: User,
    @Args('input', { description: 'The interview, new slots, length, place and message.' })
    input: RescheduleInterviewInput,
  ) {
    return this.service.reschedule(user, input.interviewId, input);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Scope('applications:write')
  @Mutation(() => InterviewModel, {
    description: 'Moves a scheduled interview to another time; both get an updated calendar invite.',
  })
  changeInterviewTime(
    @CurrentUser() user: User,
    @Args('input', { description: 'The interview and its new start.' }) input: ChangeInterviewTimeInput,
  ) {
    return this.service.changeTime(user, input.interviewId, input.startsAt);
  }

  @Auth(Role.JOB_SEEKER, Role.RECRUITER, Role.ADMIN)
  @Scope('applications:write')
  @Mutation(() => InterviewModel, {
    description:
      'Cancels an interview under way (the applicant’s own, or of an applicant of my job); a calendar invite already sent is cancelled.',
  })
  cancelInterview(
    @CurrentUser() user: User,
    @Args('input', { description: 'The interview and an optional reason.' }) input: InterviewReasonInput,
  ) {
    return this.service.cancel(user, input.interviewId, input.reason);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => InterviewModel, {
    description: 'Picks one of the slots proposed for my interview; both sides get a calendar invite.',
  })
  pickInterviewSlot(
    @CurrentUser() user: User,
    @Args('slotId', { description: 'Id of a slot of your interview.', type: () => ID }) slotId: string,
  ) {
    return this.service.pick(user, slotId);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => InterviewModel, {
    description: 'Asks the recruiter for other times for my interview; they are notified.',
  })
  requestInterviewReschedule(
    @CurrentUser() user: User,
    @Args('input', { description: 'The interview and an optional reason.' }) input: InterviewReasonInput,
  ) {
    return this.service.requestReschedule(user, input.interviewId, input.reason);
  }

  @Public()
  @Query(() => InterviewPickLinkModel, {
    description:
      'What the pick link of an interview mail would schedule, and whether it still can (changes nothing).',
  })
  interviewPickLink(
    @Args('token', { description: 'The token of the link.' }) token: string,
    @Context() ctx: GqlContext,
  ) {
    return this.service.pickLink(token, ctx.req.ip ?? 'unknown');
  }

  @Public()
  @Mutation(() => InterviewModel, {
    description: 'Picks the slot of an interview mail’s link (no sign-in; once, before the link expires).',
  })
  pickInterviewSlotByToken(
    @Args('token', { description: 'The token of the link.' }) token: string,
    @Context() ctx: GqlContext,
  ) {
    return this.service.pickByToken(token, ctx.req.ip ?? 'unknown');
  }
}
