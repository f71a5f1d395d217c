import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JobFacets } from '../jobs/job-page.model';
import { Job } from '../jobs/job.entity';

@ObjectType({ description: 'The result of bookmarking or un-bookmarking a job.' })
export class BookmarkToggle {
  @Field(() => ID, { description: 'Id of the job.' })
  jobId!: string;

  @Field({ description: 'Whether the job is saved now.' })
  bookmarked!: boolean;
}

@ObjectType({ description: 'A saved job and when it was saved.' })
export class SavedJob {
  @Field({ description: 'When it was bookmarked.' })
  savedAt!: Date;

  @Field(() => Job, { description: 'The bookmarked job.' })
  job!: Job;
}

@ObjectType({ description: "One page of the seeker's bookmarks." })
export class SavedJobPage {
  @Field(() => [SavedJob], { description: 'The items on this page.' })
  items!: SavedJob[];

  @Field(() => Int, { description: 'Matching items on all pages.' })
  total!: number;

  @Field(() => Int, { description: 'The page number, from 1.' })
  page!: number;

  @Field(() => Int, { description: 'Items per page.' })
  pageSize!: number;

  @Field(() => Int, { description: 'Number of pages.' })
  pageCount!: number;

  @Field(() => JobFacets, { description: 'Counts over all saved jobs.' })
  facets!: JobFacets;
}
