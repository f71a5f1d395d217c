import {
  APPLICANT_NOTE_MAX_LENGTH,
  APPLICANT_NOTE_MESSAGES,
  APPLICANT_RATING_MAX,
  APPLICANT_RATING_MIN,
} from '@hireloop/schema';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsPlainText } from '../../../common/names';

/** A note's text: not blank, at most APPLICANT_NOTE_MAX_LENGTH characters, no hidden characters. */
function NoteBody(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    MaxLength(APPLICANT_NOTE_MAX_LENGTH, { message: APPLICANT_NOTE_MESSAGES.noteTooLong })(target, key);
    ValidateBy({
      name: 'isNoteText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0,
        defaultMessage: () => APPLICANT_NOTE_MESSAGES.noteEmpty,
      },
    })(target, key);
    IsPlainText(APPLICANT_NOTE_MESSAGES.noteHidden)(target, key);
  };
}

@InputType({ description: 'A new private note on an applicant.' })
export class AddApplicantNoteInput {
  @Field(() => ID, { description: 'Id of an application to one of your jobs.' })
  @IsString()
  @MaxLength(100)
  applicationId!: string;

  @Field({
    description: `The note in plain text (at most ${APPLICANT_NOTE_MAX_LENGTH} characters; line breaks allowed).`,
  })
  @NoteBody()
  body!: string;
}

@InputType({ description: 'New text for one of my notes.' })
export class UpdateApplicantNoteInput {
  @Field(() => ID, { description: 'Id of a note you wrote.' })
  @IsString()
  @MaxLength(100)
  noteId!: string;

  @Field({
    description: `The note in plain text (at most ${APPLICANT_NOTE_MAX_LENGTH} characters; line breaks allowed).`,
  })
  @NoteBody()
  body!: string;
}

@InputType({ description: 'The rating of an applicant, or none.' })
export class RateApplicantInput {
  @Field(() => ID, { description: 'Id of an application to one of your jobs.' })
  @IsString()
  @MaxLength(100)
  applicationId!: string;

  @Field(() => Int, {
    description: `Stars from ${APPLICANT_RATING_MIN} to ${APPLICANT_RATING_MAX}; null clears the rating.`,
    nullable: true,
  })
  @IsOptional()
  @IsInt({ message: APPLICANT_NOTE_MESSAGES.ratingRange })
  @Min(APPLICANT_RATING_MIN, { message: APPLICANT_NOTE_MESSAGES.ratingRange })
  @Max(APPLICANT_RATING_MAX, { message: APPLICANT_NOTE_MESSAGES.ratingRange })
  rating?: number | null;
}
