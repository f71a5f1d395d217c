import { Field, ID, ObjectType } from '@nestjs/graphql';
import { JobFacets } from '../jobs/job-page.model';
import { Job } from '../jobs/job.entity';
import { Paginated } from '../../graphql/paginated';

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
export class SavedJobPage extends Paginated(SavedJob) {
  @Field(() => JobFacets, { description: 'Counts over all saved jobs.' })
  facets!: JobFacets;
}
