import { Role } from '@hireloop/schema';
import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../graphql/loaders';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ApplicantNoteModel, ApplicantRatingModel } from './applicant-note.model';
import { ApplicantNotesService, toNoteModel, toRatingModel } from './applicant-notes.service';
import { Applicant } from './applicant.model';
import {
  AddApplicantNoteInput,
  RateApplicantInput,
  UpdateApplicantNoteInput,
} from './dto/applicant-note.input';

/**
 * Private notes and the rating of an applicant. The fields hang on `Applicant`, which only the recruiter
 * who owns the job (or an administrator) is ever given; no seeker type carries them.
 */
@Resolver(() => Applicant)
export class ApplicantNotesResolver {
  constructor(private readonly service: ApplicantNotesService) {}

  @ResolveField(() => [ApplicantNoteModel], {
    description: 'My side’s private notes on the applicant, oldest first.',
  })
  async notes(@Parent() applicant: Applicant, @Context() ctx: GqlContext): Promise<ApplicantNoteModel[]> {
    const rows = await ctx.loaders.notesByApplication.load(applicant.id);
    const viewerId = ctx.req.user?.id ?? '';
    return rows.map((row) => toNoteModel(row, viewerId));
  }

  @ResolveField(() => ApplicantRatingModel, {
    description: 'The applicant’s rating on my side; null until someone rates them.',
    nullable: true,
  })
  async rating(
    @Parent() applicant: Applicant,
    @Context() ctx: GqlContext,
  ): Promise<ApplicantRatingModel | null> {
    const row = await ctx.loaders.ratingByApplication.load(applicant.id);
    return row ? toRatingModel(row) : null;
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => ApplicantNoteModel, { description: 'Adds a private note on an applicant of my job.' })
  addApplicantNote(
    @CurrentUser() user: User,
    @Args('input', { description: 'The application and the note.' }) input: AddApplicantNoteInput,
  ) {
    return this.service.add(user, input.applicationId, input.body);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => ApplicantNoteModel, { description: 'Changes the text of a note I wrote.' })
  updateApplicantNote(
    @CurrentUser() user: User,
    @Args('input', { description: 'The note and its new text.' }) input: UpdateApplicantNoteInput,
  ) {
    return this.service.update(user, input.noteId, input.body);
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => ID, { description: 'Deletes a note I wrote; answers its id.' })
  async deleteApplicantNote(
    @CurrentUser() user: User,
    @Args('noteId', { description: 'Id of a note you wrote.', type: () => ID }) noteId: string,
  ): Promise<string> {
    await this.service.remove(user, noteId);
    return noteId;
  }

  @Auth(Role.RECRUITER, Role.ADMIN)
  @Mutation(() => ApplicantRatingModel, {
    description:
      'Rates an applicant of my job from 1 to 5 stars (null clears it); answers the rating now held.',
    nullable: true,
  })
  rateApplicant(
    @CurrentUser() user: User,
    @Args('input', { description: 'The application and the stars.' }) input: RateApplicantInput,
  ) {
    return this.service.rate(user, input.applicationId, input.rating ?? null);
  }
}
