import { ApplicationStatus } from '@hireloop/schema';
import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Job } from '../jobs/job.entity';
import { Paginated } from '../../graphql/paginated';

registerEnumType(ApplicationStatus, {
  valuesMap: {
    ACCEPT: { description: 'Accepted by the recruiter.' },
    PENDING: { description: 'Sent; no recruiter has looked yet.' },
    RECRUITED: { description: 'The applicant was hired.' },
    REJECT: { description: 'Rejected by the recruiter.' },
    REVIEWED: { description: 'Reviewed by the recruiter.' },
    SEEN: { description: 'A recruiter opened it.' },
    SHORTLISTED: { description: 'Shortlisted by the recruiter.' },
    WITHDRAWN: { description: 'Withdrawn by the applicant; out of the pipeline.' },
  },
  name: 'ApplicationStatus',
  description: "pending (shown 'Sent'), reviewed, shortlisted, seen, accept, reject, recruited, withdrawn.",
});

@ObjectType({ description: "A seeker's application to a job." })
export class ApplicationModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => ApplicationStatus, { description: 'Where the application stands.' })
  status!: ApplicationStatus;

  @Field({ description: 'When the seeker applied.' })
  createdAt!: Date;

  @Field({ description: 'When it last changed.' })
  updatedAt!: Date;

  @Field(() => Job, { description: 'The job applied to.' })
  job!: Job;
}

@ObjectType('ApplicationEvent', {
  description: "One step of an application's history as its applicant sees it, oldest first.",
})
export class ApplicationEventModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => ApplicationStatus, {
    description: 'The status before this step; null for the application being sent.',
    nullable: true,
  })
  fromStatus!: ApplicationStatus | null;

  @Field(() => ApplicationStatus, { description: 'The status this step moved to.' })
  status!: ApplicationStatus;

  @Field({ description: 'Whether the applicant took this step (sent, withdrew, applied again).' })
  byApplicant!: boolean;

  @Field(() => String, {
    description: 'The reason the applicant gave when withdrawing, if any; null on other steps.',
    nullable: true,
  })
  reason!: string | null;

  @Field({ description: 'When it happened.' })
  at!: Date;
}

@ObjectType({ description: "One page of the seeker's applications." })
export class ApplicationPage extends Paginated(ApplicationModel) {}
