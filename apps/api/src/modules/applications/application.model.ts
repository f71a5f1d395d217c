import { ApplicationStatus } from '@hireloop/schema';
import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Job } from '../jobs/job.entity';

registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: "pending (shown 'Sent'), reviewed, shortlisted, seen, accept, reject, recruited.",
});

@ObjectType({ description: "A seeker's application to a job." })
export class ApplicationModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatus;

  @Field({ description: 'When the seeker applied.' })
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => Job)
  job!: Job;
}

@ObjectType()
export class ApplicationPage {
  @Field(() => [ApplicationModel])
  items!: ApplicationModel[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;
}
