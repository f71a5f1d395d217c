import {
  INTERVIEW_ADDRESS_MAX_LENGTH,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MESSAGE_MAX_LENGTH,
  INTERVIEW_MESSAGES,
  INTERVIEW_REASON_MAX_LENGTH,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_SLOTS_MIN,
  INTERVIEW_URL_MAX_LENGTH,
  istLocalToDate,
  isInterviewUrl,
} from '@hireloop/schema';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { IsPlainText } from '../../../common/names';

/** Plain text without control, invisible or direction characters. */
const PlainText = () => IsPlainText(INTERVIEW_MESSAGES.hiddenCharacters);

/** A date and time in India Standard Time, `YYYY-MM-DDTHH:mm`. */
function IstDateTime(each = false): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIstDateTime',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && istLocalToDate(value) !== null,
        defaultMessage: () => INTERVIEW_MESSAGES.slotFormat,
      },
    },
    { each },
  );
}

const SLOT_DESCRIPTION = 'Start as YYYY-MM-DDTHH:mm in India Standard Time (Asia/Kolkata).';

/** The length, place and message of a proposal. */
@InputType({ isAbstract: true })
class InterviewTermsInput {
  @Field(() => [String], {
    description: `${INTERVIEW_SLOTS_MIN} to ${INTERVIEW_SLOTS_MAX} slot starts, each ${SLOT_DESCRIPTION} In the future and not overlapping.`,
  })
  @IsArray({ message: INTERVIEW_MESSAGES.slotsCount })
  @ArrayMinSize(INTERVIEW_SLOTS_MIN, { message: INTERVIEW_MESSAGES.slotsCount })
  @ArrayMaxSize(INTERVIEW_SLOTS_MAX, { message: INTERVIEW_MESSAGES.slotsCount })
  @IsString({ each: true, message: INTERVIEW_MESSAGES.slotFormat })
  @IstDateTime(true)
  slots!: string[];

  @Field(() => Int, {
    description: `Length in minutes, ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}.`,
  })
  @IsInt({ message: INTERVIEW_MESSAGES.duration })
  @Min(INTERVIEW_DURATION_MIN, { message: INTERVIEW_MESSAGES.duration })
  @Max(INTERVIEW_DURATION_MAX, { message: INTERVIEW_MESSAGES.duration })
  durationMinutes!: number;

  @Field(() => String, { description: 'An https:// meeting link (or give an address).', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(INTERVIEW_URL_MAX_LENGTH, { message: INTERVIEW_MESSAGES.urlTooLong })
  @ValidateBy({
    name: 'isInterviewUrl',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || value.trim() === '' || isInterviewUrl(value),
      defaultMessage: () => INTERVIEW_MESSAGES.urlInvalid,
    },
  })
  meetingUrl?: string | null;

  @Field(() => String, { description: 'Where to come (or give a meeting link).', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(INTERVIEW_ADDRESS_MAX_LENGTH, { message: INTERVIEW_MESSAGES.addressTooLong })
  @PlainText()
  address?: string | null;

  @Field(() => String, { description: 'A message to the applicant.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(INTERVIEW_MESSAGE_MAX_LENGTH, { message: INTERVIEW_MESSAGES.messageTooLong })
  @PlainText()
  message?: string | null;
}

@InputType({ description: 'Interview slots proposed to an applicant of my job.' })
export class ProposeInterviewInput extends InterviewTermsInput {
  @Field(() => ID, { description: 'Id of an application to one of your jobs.' })
  @IsString()
  @MaxLength(100)
  applicationId!: string;
}

@InputType({ description: 'New slots (and terms) for an interview under way.' })
export class RescheduleInterviewInput extends InterviewTermsInput {
  @Field(() => ID, { description: 'Id of the interview.' })
  @IsString()
  @MaxLength(100)
  interviewId!: string;
}

@InputType({ description: 'A new time for a scheduled interview.' })
export class ChangeInterviewTimeInput {
  @Field(() => ID, { description: 'Id of the interview.' })
  @IsString()
  @MaxLength(100)
  interviewId!: string;

  @Field({ description: SLOT_DESCRIPTION })
  @IsString({ message: INTERVIEW_MESSAGES.slotFormat })
  @IstDateTime()
  startsAt!: string;
}

@InputType({ description: 'An interview and an optional reason.' })
export class InterviewReasonInput {
  @Field(() => ID, { description: 'Id of the interview.' })
  @IsString()
  @MaxLength(100)
  interviewId!: string;

  @Field(() => String, {
    description: `Why, in at most ${INTERVIEW_REASON_MAX_LENGTH} characters.`,
    nullable: true,
  })
  @IsOptional()
  @IsString()
  @MaxLength(INTERVIEW_REASON_MAX_LENGTH, { message: INTERVIEW_MESSAGES.reasonTooLong })
  @PlainText()
  reason?: string | null;
}
