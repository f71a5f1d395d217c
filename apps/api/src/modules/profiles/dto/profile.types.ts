import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

@ObjectType({ description: 'An uploaded document (PDF).' })
export class ProfileDocument {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field({ description: 'Where its owner (and recruiters it applied to) can open it.' })
  url!: string;

  @Field()
  uploadedAt!: Date;
}

@ObjectType()
export class ExperienceEntry {
  @Field()
  company!: string;

  @Field()
  jobTitle!: string;

  @Field({ description: "Free text, e.g. '2 years'." })
  duration!: string;

  @Field()
  description!: string;
}

@ObjectType()
export class SchoolEntry {
  @Field()
  schoolName!: string;

  @Field()
  grade!: string;

  @Field()
  percentage!: string;

  @Field()
  year!: string;
}

@ObjectType()
export class CollegeEntry {
  @Field()
  collegeName!: string;

  @Field()
  degree!: string;

  @Field()
  year!: string;

  @Field()
  cgpa!: string;
}

@ObjectType({ description: "A job seeker's profile with the account's names and contact." })
export class SeekerProfile {
  @Field({ description: 'Whether the seeker has saved a profile yet.' })
  exists!: boolean;

  @Field({ description: 'At least one of bio, skills, resume or work experience: enough to apply.' })
  complete!: boolean;

  @Field()
  firstName!: string;

  @Field(() => String, { nullable: true })
  middleName!: string | null;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  contactNo!: string | null;

  @Field()
  bio!: string;

  @Field(() => [String])
  skills!: string[];

  @Field(() => ProfileDocument, { nullable: true })
  resume!: ProfileDocument | null;

  @Field(() => ProfileDocument, { nullable: true })
  coverLetter!: ProfileDocument | null;

  @Field(() => [ExperienceEntry])
  experiences!: ExperienceEntry[];

  @Field(() => SchoolEntry)
  school!: SchoolEntry;

  @Field(() => [CollegeEntry])
  colleges!: CollegeEntry[];

  @Field(() => Int)
  creditPoints!: number;

  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;
}

@InputType()
export class ExperienceInput {
  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(200)
  company!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(200)
  jobTitle!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(100)
  duration!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(2000)
  description!: string;
}

@InputType()
export class SchoolInput {
  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(200)
  schoolName!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(50)
  grade!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(20)
  percentage!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(20)
  year!: string;
}

@InputType()
export class CollegeInput {
  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(200)
  collegeName!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(100)
  degree!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(20)
  year!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(20)
  cgpa!: string;
}

@InputType()
export class ProfileInput {
  @Field()
  @IsString()
  @MaxLength(100)
  firstName!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  middleName?: string | null;

  @Field()
  @IsString()
  @MaxLength(100)
  lastName!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  contactNo?: string | null;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(5000)
  bio!: string;

  @Field(() => [String], { defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  skills!: string[];

  @Field(() => [ExperienceInput], { defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ExperienceInput)
  experiences!: ExperienceInput[];

  @Field(() => SchoolInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SchoolInput)
  school?: SchoolInput | null;

  @Field(() => [CollegeInput], { defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => CollegeInput)
  colleges!: CollegeInput[];

  @Field({ defaultValue: false, description: 'Delete the stored resume.' })
  @IsBoolean()
  removeResume!: boolean;

  @Field({ defaultValue: false, description: 'Delete the stored cover letter.' })
  @IsBoolean()
  removeCoverLetter!: boolean;
}
