import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Job } from './job.entity';

@ObjectType({ description: 'One page of jobs.' })
export class JobPage {
  @Field(() => [Job])
  items!: Job[];

  @Field(() => Int, { description: 'Jobs matching, over all pages.' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;
}
