import { ApplicationStatus } from '@hireloop/schema';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Job } from '../jobs/job.entity';

@ObjectType({ description: 'The applicant as the recruiter of the job sees them.' })
export class ApplicantPerson {
  @Field(() => ID)
  id!: string;

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
}

@ObjectType({ description: 'An application to one of my jobs.' })
export class Applicant {
  @Field(() => ID)
  id!: string;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => ApplicantPerson)
  applicant!: ApplicantPerson;

  @Field(() => String, { nullable: true, description: 'Opening it marks a pending application seen.' })
  resumeUrl!: string | null;

  @Field(() => String, { nullable: true })
  resumeName!: string | null;

  @Field(() => String, { nullable: true, description: 'Opening it marks a pending application seen.' })
  coverLetterUrl!: string | null;

  @Field(() => String, { nullable: true })
  coverLetterName!: string | null;
}

@ObjectType()
export class ApplicationStatusCount {
  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType()
export class JobApplicants {
  @Field(() => Job)
  job!: Job;

  @Field(() => [Applicant])
  items!: Applicant[];

  @Field(() => [ApplicationStatusCount], { description: 'Applications by status (ignoring the filter).' })
  statusCounts!: ApplicationStatusCount[];
}
