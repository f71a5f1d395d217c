import { ApplicationStatus, ScreeningResult } from '@hireloop/schema';
import '../jobs/screening-question.model';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Job } from '../jobs/job.entity';
import { ApplicantNoteModel, ApplicantRatingModel } from './applicant-note.model';
import { Paginated } from '../../graphql/paginated';
import { Connection, CONNECTION_DESCRIPTION } from '../../graphql/connection';

@ObjectType({ description: 'The applicant as the recruiter of the job sees them.' })
export class ApplicantPerson {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

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

  @Field({ description: 'About the applicant.' })
  bio!: string;

  @Field(() => [String], { description: 'Skills from the profile.' })
  skills!: string[];

  @Field(() => String, { description: 'Path of the profile photo; null without one.', nullable: true })
  photoUrl!: string | null;
}

@ObjectType({ description: 'An application to one of my jobs.' })
export class Applicant {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => ApplicationStatus, {
    description: 'Where the application stands; a withdrawn one no longer moves.',
  })
  status!: ApplicationStatus;

  @Field({ description: 'When it was created.' })
  createdAt!: Date;

  @Field({ description: 'When it last changed.' })
  updatedAt!: Date;

  @Field(() => ApplicantPerson, {
    description: 'The person who applied; null once they deleted their account (nothing of them is kept).',
    nullable: true,
  })
  applicant!: ApplicantPerson | null;

  @Field({
    description:
      'Whether the applicant deleted their account: the application is then withdrawn and shows no person or documents.',
  })
  accountDeleted!: boolean;

  @Field(() => String, { nullable: true, description: 'Opening it marks a pending application seen.' })
  resumeUrl!: string | null;

  @Field(() => String, { description: 'File name of the resume sent, when one was.', nullable: true })
  resumeName!: string | null;

  @Field(() => String, { nullable: true, description: 'Opening it marks a pending application seen.' })
  coverLetterUrl!: string | null;

  @Field(() => String, { description: 'File name of the cover letter sent, when one was.', nullable: true })
  coverLetterName!: string | null;

  @Field(() => String, {
    description: 'The reason the applicant gave for withdrawing, when it is withdrawn and they gave one.',
    nullable: true,
  })
  withdrawalReason!: string | null;

  @Field(() => Int, {
    description:
      "How many of the job's skills the applicant's profile lists (compared as the match score compares them: case, spaces and punctuation aside); 0 once their account is gone.",
  })
  matchedSkillCount!: number;

  @Field(() => ScreeningResult, {
    description: "The knock-out result when it was sent (kept when the job's questions change later).",
  })
  screeningResult!: ScreeningResult;

  @Field({
    description:
      'Whether it was rejected automatically by a knock-out rule and nobody changed its status since.',
  })
  autoRejected!: boolean;

  @Field(() => [ApplicantNoteModel], {
    description: 'My side’s private notes on the applicant, oldest first.',
  })
  notes!: ApplicantNoteModel[];

  @Field(() => ApplicantRatingModel, {
    description: 'The applicant’s rating on my side; null until someone rates them.',
    nullable: true,
  })
  rating!: ApplicantRatingModel | null;
}

@ObjectType({ description: 'How many applications have one status.' })
export class ApplicationStatusCount {
  @Field(() => ApplicationStatus, { description: 'The status.' })
  status!: ApplicationStatus;

  @Field(() => Int, { description: 'Applications with this status.' })
  count!: number;
}

@ObjectType({ description: 'A job with one page of the applications to it.' })
export class JobApplicants extends Paginated(Applicant, {
  items: 'The applications on this page, newest first.',
  total: 'Applications on all pages (of the status asked for, if any).',
  pageSize: 'Applications per page.',
  pageCount: 'Number of pages (at least 1).',
}) {
  @Field(() => Job, { description: 'The job.' })
  job!: Job;

  @Field(() => [ApplicationStatusCount], { description: 'Applications by status (ignoring the filter).' })
  statusCounts!: ApplicationStatusCount[];
}

@ObjectType('ApplicantConnection', { description: CONNECTION_DESCRIPTION })
export class ApplicantConnection extends Connection(Applicant, 'Applicant') {}
