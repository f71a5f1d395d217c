import { Role } from '@hireloop/schema';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../users/user.entity';
import { ApplicantNoteModel, ApplicantRatingModel } from './applicant-note.model';
import { ApplicantNotesService } from './applicant-notes.service';
import {
  AddApplicantNoteInput,
  RateApplicantInput,
  UpdateApplicantNoteInput,
} from './dto/applicant-note.input';

/**
 * Writing private notes on an applicant and rating them. They are read as `Applicant.notes` and
 * `Applicant.rating`, which only the recruiter who owns the job (or an administrator) is ever given; no
 * seeker type carries them.
 */
@Resolver()
export class ApplicantNotesResolver {
  constructor(private readonly service: ApplicantNotesService) {}

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
