import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

@ObjectType({ description: "A seeker's answers to the 7-step preference survey." })
export class PreferenceSurveyModel {
  @Field()
  jobTitle!: string;

  @Field(() => [String])
  skills!: string[];

  @Field()
  jobType!: string;

  @Field()
  category!: string;

  @Field()
  location!: string;

  @Field()
  salary!: string;

  @Field()
  shift!: string;

  @Field()
  updatedAt!: Date;
}

@InputType()
export class PreferenceSurveyInput {
  @Field()
  @IsString()
  @MaxLength(200)
  jobTitle!: string;

  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  skills!: string[];

  @Field()
  @IsString()
  @MaxLength(100)
  jobType!: string;

  @Field()
  @IsString()
  @MaxLength(100)
  category!: string;

  @Field()
  @IsString()
  @MaxLength(200)
  location!: string;

  @Field()
  @IsString()
  @MaxLength(100)
  salary!: string;

  @Field()
  @IsString()
  @MaxLength(100)
  shift!: string;
}
