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
import {
  PROFILE_MAX_COLLEGES,
  PROFILE_MAX_EXPERIENCES,
  PROFILE_MAX_SKILLS,
  PROFILE_SKILL_MAX_LENGTH,
} from '@hireloop/schema';
import { IsPlainName } from '../../../common/names';

@ObjectType({ description: 'An uploaded document (PDF).' })
export class ProfileDocument {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field({ description: 'The file name as uploaded.' })
  name!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  sizeBytes!: number;

  @Field({ description: 'Where its owner (and recruiters it applied to) can open it.' })
  url!: string;

  @Field({ description: 'When it was uploaded.' })
  uploadedAt!: Date;
}

@ObjectType({ description: 'A position held, on a profile.' })
export class ExperienceEntry {
  @Field({ description: 'The employer.' })
  company!: string;

  @Field({ description: 'The title held.' })
  jobTitle!: string;

  @Field({ description: "Free text, e.g. '2 years'." })
  duration!: string;

  @Field({ description: 'What the work was.' })
  description!: string;
}

@ObjectType({ description: 'The school on a profile.' })
export class SchoolEntry {
  @Field({ description: 'Name of the school.' })
  schoolName!: string;

  @Field({ description: 'Final grade or class.' })
  grade!: string;

  @Field({ description: 'Percentage scored.' })
  percentage!: string;

  @Field({ description: 'Year of leaving.' })
  year!: string;
}

@ObjectType({ description: 'A college or university on a profile.' })
export class CollegeEntry {
  @Field({ description: 'Name of the college.' })
  collegeName!: string;

  @Field({ description: 'Degree.' })
  degree!: string;

  @Field({ description: 'Year of graduation.' })
  year!: string;

  @Field({ description: 'Grade point average.' })
  cgpa!: string;
}

@ObjectType({ description: "A job seeker's profile with the account's names and contact." })
export class SeekerProfile {
  @Field({ description: 'Whether the seeker has saved a profile yet.' })
  exists!: boolean;

  @Field({ description: 'At least one of bio, skills, resume or work experience: enough to apply.' })
  complete!: boolean;

  @Field({ description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Middle name, when given.', nullable: true })
  middleName!: string | null;

  @Field({ description: 'Last name.' })
  lastName!: string;

  @Field({ description: 'E-mail address.' })
  email!: string;

  @Field(() => String, { description: 'Contact number, when given.', nullable: true })
  contactNo!: string | null;

  @Field({ description: 'About the seeker.' })
  bio!: string;

  @Field(() => [String], { description: 'Skills.' })
  skills!: string[];

  @Field(() => String, {
    description: 'Path of the profile photo (PNG, JPEG or WebP, at most 2 MB); null without one.',
    nullable: true,
  })
  photoUrl!: string | null;

  @Field(() => ProfileDocument, { description: 'The resume, when uploaded.', nullable: true })
  resume!: ProfileDocument | null;

  @Field(() => ProfileDocument, { description: 'The cover letter, when uploaded.', nullable: true })
  coverLetter!: ProfileDocument | null;

  @Field(() => [ExperienceEntry], { description: 'Positions held.' })
  experiences!: ExperienceEntry[];

  @Field(() => SchoolEntry, { description: 'The school.' })
  school!: SchoolEntry;

  @Field(() => [CollegeEntry], { description: 'Colleges and universities.' })
  colleges!: CollegeEntry[];

  @Field(() => Int, { description: 'Credit points.' })
  creditPoints!: number;

  @Field(() => Date, {
    description: 'When the profile last changed (null without a profile).',
    nullable: true,
  })
  updatedAt!: Date | null;
}

@InputType({ description: 'A position held, on a profile.' })
export class ExperienceInput {
  @Field({ description: 'The employer.', defaultValue: '' })
  @IsString()
  @MaxLength(200)
  company!: string;

  @Field({ description: 'The title held.', defaultValue: '' })
  @IsString()
  @MaxLength(200)
  jobTitle!: string;

  @Field({ description: "How long, as written (e.g. '2019-2022').", defaultValue: '' })
  @IsString()
  @MaxLength(100)
  duration!: string;

  @Field({ description: 'What the work was.', defaultValue: '' })
  @IsString()
  @MaxLength(2000)
  description!: string;
}

@InputType({ description: 'The school on a profile.' })
export class SchoolInput {
  @Field({ description: 'Name of the school.', defaultValue: '' })
  @IsString()
  @MaxLength(200)
  schoolName!: string;

  @Field({ description: 'Final grade or class.', defaultValue: '' })
  @IsString()
  @MaxLength(50)
  grade!: string;

  @Field({ description: 'Percentage scored.', defaultValue: '' })
  @IsString()
  @MaxLength(20)
  percentage!: string;

  @Field({ description: 'Year of leaving.', defaultValue: '' })
  @IsString()
  @MaxLength(20)
  year!: string;
}

@InputType({ description: 'A college or university on a profile.' })
export class CollegeInput {
  @Field({ description: 'Name of the college.', defaultValue: '' })
  @IsString()
  @MaxLength(200)
  collegeName!: string;

  @Field({ description: 'Degree.', defaultValue: '' })
  @IsString()
  @MaxLength(100)
  degree!: string;

  @Field({ description: 'Year of graduation.', defaultValue: '' })
  @IsString()
  @MaxLength(20)
  year!: string;

  @Field({ description: 'Grade point average.', defaultValue: '' })
  @IsString()
  @MaxLength(20)
  cgpa!: string;
}

@InputType({ description: "A seeker's profile; files travel as separate uploads." })
export class ProfileInput {
  @Field({ description: 'First name.' })
  @IsString()
  @MaxLength(100)
  @IsPlainName()
  firstName!: string;

  @Field(() => String, { description: 'Middle name.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @IsPlainName()
  middleName?: string | null;

  @Field({ description: 'Last name.' })
  @IsString()
  @MaxLength(100)
  @IsPlainName()
  lastName!: string;

  @Field(() => String, { description: 'Contact number.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  contactNo?: string | null;

  @Field({ description: 'About the seeker.', defaultValue: '' })
  @IsString()
  @MaxLength(5000)
  bio!: string;

  @Field(() => [String], { description: 'Skills.', defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(PROFILE_MAX_SKILLS)
  @IsString({ each: true })
  @MaxLength(PROFILE_SKILL_MAX_LENGTH, { each: true })
  skills!: string[];

  @Field(() => [ExperienceInput], { description: 'Positions held.', defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(PROFILE_MAX_EXPERIENCES)
  @ValidateNested({ each: true })
  @Type(() => ExperienceInput)
  experiences!: ExperienceInput[];

  @Field(() => SchoolInput, { description: 'School.', nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SchoolInput)
  school?: SchoolInput | null;

  @Field(() => [CollegeInput], { description: 'Colleges and universities.', defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(PROFILE_MAX_COLLEGES)
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
