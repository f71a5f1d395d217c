import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

@ObjectType({ description: "A seeker's answers to the 7-step preference survey." })
export class PreferenceSurveyModel {
  @Field({ description: 'Preferred title.' })
  jobTitle!: string;

  @Field(() => [String], { description: 'Skills.' })
  skills!: string[];

  @Field({ description: 'Preferred job type.' })
  jobType!: string;

  @Field({ description: 'Preferred category.' })
  category!: string;

  @Field({ description: 'Preferred location.' })
  location!: string;

  @Field({ description: 'Expected salary.' })
  salary!: string;

  @Field({ description: 'Preferred shift.' })
  shift!: string;

  @Field({ description: 'When the answers last changed.' })
  updatedAt!: Date;
}

@InputType({ description: 'What kind of job the seeker is looking for.' })
export class PreferenceSurveyInput {
  @Field({ description: 'Preferred title.' })
  @IsString()
  @MaxLength(200)
  jobTitle!: string;

  @Field(() => [String], { description: 'Skills.' })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  skills!: string[];

  @Field({ description: 'Preferred job type.' })
  @IsString()
  @MaxLength(100)
  jobType!: string;

  @Field({ description: 'Preferred category.' })
  @IsString()
  @MaxLength(100)
  category!: string;

  @Field({ description: 'Preferred location.' })
  @IsString()
  @MaxLength(200)
  location!: string;

  @Field({ description: 'Expected salary.' })
  @IsString()
  @MaxLength(100)
  salary!: string;

  @Field({ description: 'Preferred shift.' })
  @IsString()
  @MaxLength(100)
  shift!: string;
}
