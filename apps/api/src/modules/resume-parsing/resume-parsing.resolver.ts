import { Role } from '@hireloop/schema';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ResumeReading } from './resume-proposal.types';
import { ResumeParsingService } from './resume-parsing.service';

@Resolver()
export class ResumeParsingResolver {
  constructor(private readonly parsing: ResumeParsingService) {}

  @Auth(Role.JOB_SEEKER)
  @Query(() => ResumeReading, {
    description:
      "What was read from the signed-in seeker's current resume: where reading stands and the skills, positions and education it proposes.",
  })
  resumeProposals(@CurrentUser() user: User): Promise<ResumeReading> {
    return this.parsing.reading(user);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => ResumeReading, {
    description:
      'Adds a pending proposal to the profile (checked as the profile form checks it); refused once it was accepted or dismissed.',
  })
  acceptResumeProposal(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'The proposal.' }) id: string,
  ): Promise<ResumeReading> {
    return this.parsing.accept(user, id);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => ResumeReading, {
    description: 'Dismisses a pending proposal: the profile does not change. Refused once decided.',
  })
  dismissResumeProposal(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID, description: 'The proposal.' }) id: string,
  ): Promise<ResumeReading> {
    return this.parsing.dismiss(user, id);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => ResumeReading, {
    description: "Adds every pending skill proposal to the profile's skills at once (all or none).",
  })
  acceptAllResumeSkills(@CurrentUser() user: User): Promise<ResumeReading> {
    return this.parsing.acceptAllSkills(user);
  }
}
