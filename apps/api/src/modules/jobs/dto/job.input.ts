import { JOB_EXPIRY_MESSAGES, JobStatus, POSITIONS_MAX, RECRUITER_MESSAGES } from '@hireloop/schema';
import { Field, GraphQLISODateTime, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsDate,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

@InputType({
  description: 'The post and edit job forms (the company is chosen when posting and never changes).',
})
export class JobInput {
  @Field({ description: "The job's title." })
  @IsString()
  @MaxLength(200)
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

  @Field({ description: 'Job type, e.g. Full-time.', defaultValue: 'Full-time' })
  @IsString()
  @MaxLength(50)
  jobType!: string;

  @Field({ description: 'Category.', defaultValue: 'Other' })
  @IsString()
  @MaxLength(100)
  category!: string;

  @Field(() => Int, { description: `Open positions, 1 to ${POSITIONS_MAX}.`, defaultValue: 1 })
  @IsInt({ message: RECRUITER_MESSAGES.positionsMin })
  @Min(1, { message: RECRUITER_MESSAGES.positionsMin })
  @Max(POSITIONS_MAX, { message: RECRUITER_MESSAGES.positionsMax })
  positions!: number;

  @Field({ description: 'Shift, e.g. Day.', defaultValue: 'Day' })
  @IsString()
  @MaxLength(50)
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
}
