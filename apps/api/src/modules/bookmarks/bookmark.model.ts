import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JobFacets } from '../jobs/job-page.model';
import { Job } from '../jobs/job.entity';

@ObjectType()
export class BookmarkToggle {
  @Field(() => ID)
  jobId!: string;

  @Field({ description: 'Whether the job is saved now.' })
  bookmarked!: boolean;
}

@ObjectType({ description: 'A saved job and when it was saved.' })
export class SavedJob {
  @Field()
  savedAt!: Date;

  @Field(() => Job)
  job!: Job;
}

@ObjectType()
export class SavedJobPage {
  @Field(() => [SavedJob])
  items!: SavedJob[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;

  @Field(() => JobFacets, { description: 'Counts over all saved jobs.' })
  facets!: JobFacets;
}
