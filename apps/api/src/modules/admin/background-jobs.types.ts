import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One queue of background work and its jobs by state.' })
export class AdminQueueCounts {
  @Field({ description: "The queue's name, e.g. mail.send." }) name!: string;
  @Field(() => Int, { description: 'Waiting to run, including those waiting for a retry.' }) queued!: number;
  @Field(() => Int, { description: 'Running now.' }) active!: number;
  @Field(() => Int, { description: 'Failed after their last try; retry or discard them.' }) failed!: number;
  @Field(() => Int, { description: 'Finished in about the last hour (then archived).' }) completed!: number;
  @Field(() => String, {
    description: 'Its schedule, a cron expression in Asia/Kolkata time; null when it has none.',
    nullable: true,
  })
  cron!: string | null;
}

@ObjectType({
  description:
    "A background job that failed after its last try (its data is not shown: it is the queue's own).",
})
export class AdminFailedJob {
  @Field(() => ID, { description: 'Unique id (with the queue, what retry and discard take).' }) id!: string;
  @Field({ description: 'The queue it belongs to.' }) queue!: string;
  @Field(() => String, { description: "The last try's error message.", nullable: true })
  error!: string | null;
  @Field(() => Int, { description: 'Tries after the first one.' }) retries!: number;
  @Field({ description: 'When it was added.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When its last try failed.', nullable: true }) failedAt!: Date | null;
}

@ObjectType({ description: 'The queues of background work and the jobs that failed.' })
export class AdminBackgroundJobs {
  @Field(() => [AdminQueueCounts], { description: 'Every queue by name.' }) queues!: AdminQueueCounts[];
  @Field(() => [AdminFailedJob], { description: 'Failed jobs, newest first (at most 50).' })
  failed!: AdminFailedJob[];
}
