import { AlertFrequency } from '@hireloop/schema';
import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { MAX_FILTER_VALUES } from '../jobs/job-search';
import { JobAlert } from './job-alert.entity';

@InputType({ description: 'A job search to save as an alert, and how often to mail it.' })
export class JobAlertInput {
  @Field(() => String, { nullable: true, description: 'Words to look for (as on /jobs).' })
  @IsOptional()
  @IsString()
  keyword?: string | null;

  @Field(() => [String], { nullable: true, description: 'Only these job types.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  jobTypes?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Only these locations.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  locations?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Only these categories.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  categories?: string[] | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Only jobs paying at least this much a year, in rupees (as the job search filters). 0 or null: any.',
  })
  @IsOptional()
  @IsInt()
  salaryMin?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Only remote jobs.' })
  @IsOptional()
  @IsBoolean()
  remote?: boolean | null;

  @Field(() => AlertFrequency, { description: 'How often to mail new matching jobs.' })
  @IsEnum(AlertFrequency)
  frequency!: AlertFrequency;

  @Field(() => String, {
    nullable: true,
    description: "A visitor's e-mail (they confirm it by a link first); ignored for signed-in seekers.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string | null;
}

@InputType({ description: 'Changes to a job alert; fields left out stay as they are.' })
export class JobAlertUpdateInput {
  @Field(() => AlertFrequency, { nullable: true, description: 'How often to mail.' })
  @IsOptional()
  @IsEnum(AlertFrequency)
  frequency?: AlertFrequency | null;

  @Field(() => Boolean, { nullable: true, description: 'Pause (true) or resume (false) its mails.' })
  @IsOptional()
  @IsBoolean()
  paused?: boolean | null;
}

@ObjectType({ description: 'The result of saving a job alert.' })
export class JobAlertCreation {
  @Field(() => JobAlert, {
    nullable: true,
    description: "The signed-in seeker's new alert; null for a visitor's, which starts once confirmed.",
  })
  alert!: JobAlert | null;

  @Field({ description: 'Whether a confirmation link was mailed (visitors).' })
  confirmationSent!: boolean;
}
