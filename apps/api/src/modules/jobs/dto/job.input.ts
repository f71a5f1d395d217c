import {
  JOB_CATEGORIES,
  JOB_EXPIRY_MESSAGES,
  JOB_TYPES,
  JobStatus,
  KnockoutAction,
  SCREENING_QUESTIONS_MAX,
  POSITIONS_MAX,
  RECRUITER_MESSAGES,
  SHIFTS,
} from '@hireloop/schema';
import { Field, GraphQLISODateTime, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsDate,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsPlainName } from '../../../common/names';
import { IsScreeningQuestionList, ScreeningQuestionInput } from './screening-question.input';

@InputType({
  description: 'The post and edit job forms (the company is chosen when posting and never changes).',
})
export class JobInput {
  @Field({ description: "The job's title." })
  @IsString()
  @MaxLength(200)
  @IsPlainName()
  title!: string;

  @Field({ description: 'What the job is.' })
  @IsString()
  @MaxLength(10000)
  description!: string;

  @Field(() => [String], { description: 'Blank entries are dropped; at least one must remain.' })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  requirements!: string[];

  @Field(() => [String], { description: 'Skills asked for.', defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  skills!: string[];

  @Field({ description: "Free text in rupees, e.g. '₹6,00,000 - ₹9,00,000 per annum'." })
  @IsString()
  @MaxLength(100)
  salary!: string;

  @Field({ description: 'Where the job is.' })
  @IsString()
  @MaxLength(200)
  location!: string;

  @Field({ description: `Job type: one of ${JOB_TYPES.join(', ')}.`, defaultValue: 'Full-time' })
  @IsIn(JOB_TYPES, { message: RECRUITER_MESSAGES.jobTypeUnknown })
  jobType!: string;

  @Field({
    description: "Category: one of the category list (e.g. 'Software Development', 'Other'), or empty.",
    defaultValue: 'Other',
  })
  @IsIn(['', ...JOB_CATEGORIES], { message: RECRUITER_MESSAGES.categoryUnknown })
  category!: string;

  @Field(() => Int, { description: `Open positions, 1 to ${POSITIONS_MAX}.`, defaultValue: 1 })
  @IsInt({ message: RECRUITER_MESSAGES.positionsMin })
  @Min(1, { message: RECRUITER_MESSAGES.positionsMin })
  @Max(POSITIONS_MAX, { message: RECRUITER_MESSAGES.positionsMax })
  positions!: number;

  @Field({ description: `Shift: one of ${SHIFTS.join(', ')}.`, defaultValue: 'Day' })
  @IsIn(SHIFTS, { message: RECRUITER_MESSAGES.shiftUnknown })
  shift!: string;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When the job stops taking applications: after now and at most 90 days away. Posting defaults to 30 days from now; editing keeps the current date.',
  })
  @IsOptional()
  @IsDate({ message: JOB_EXPIRY_MESSAGES.validThroughInvalid })
  validThrough?: Date | null;

  @Field(() => JobStatus, { nullable: true, description: 'Defaults to ACTIVE when posting.' })
  @IsOptional()
  @IsEnum(JobStatus)
  status?: JobStatus | null;

  @Field(() => [ScreeningQuestionInput], {
    nullable: true,
    description: `Up to ${SCREENING_QUESTIONS_MAX} screening questions, in order; editing without it keeps the current ones. Answers already sent keep the question text they answered and their knock-out result.`,
  })
  @IsOptional()
  @IsArray()
  @IsScreeningQuestionList()
  screeningQuestions?: ScreeningQuestionInput[] | null;

  @Field(() => KnockoutAction, {
    nullable: true,
    description:
      'What a failed knock-out rule does: FLAG (default when posting) or REJECT; editing without it keeps the current one.',
  })
  @IsOptional()
  @IsEnum(KnockoutAction)
  knockoutAction?: KnockoutAction | null;
}
