import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Job } from './job.entity';
import { SEARCH_EXACT_LIMIT, SEARCH_PHRASE_CANDIDATES, SEARCH_SAMPLE_LIMIT } from './jobs.service';
import { Paginated } from '../../graphql/paginated';

@ObjectType({ description: 'How many jobs have one value of a filter.' })
export class FacetCount {
  @Field({ description: 'The value.' })
  value!: string;

  @Field(() => Int, { description: 'Matching jobs with this value.' })
  count!: number;
}

@ObjectType({ description: 'Filter values with their job counts; each kind ignores its own selection.' })
export class JobFacets {
  @Field(() => [FacetCount], { description: 'Matching jobs per job type.' })
  jobTypes!: FacetCount[];

  @Field(() => [FacetCount], { description: 'Matching jobs per location.' })
  locations!: FacetCount[];

  @Field(() => [FacetCount], { description: 'Matching jobs per category.' })
  categories!: FacetCount[];

  @Field(() => Boolean, {
    description:
      `True when the counts are lower bounds: more jobs pass the filters, or fail one of them, than a ` +
      `search counts (${SEARCH_EXACT_LIMIT} each), or, on a site with very many jobs, they were counted ` +
      `among the newest jobs only, or a phrase search stopped testing the jobs holding its words.`,
  })
  estimated!: boolean;
}

@ObjectType({ description: 'One page of jobs.' })
export class JobPage extends Paginated(Job, {
  total:
    'Jobs matching, over all pages: exact, or when totalIsEstimate a lower bound (totalIsLowerBound) or an estimate.',
}) {
  @Field(() => Boolean, {
    defaultValue: false,
    description:
      `True when total is not exact. Either a lower bound (totalIsLowerBound), or, on a site with very many ` +
      `jobs, an estimate to two significant figures ("about 950 jobs"): a keyword search there reads about ` +
      `${SEARCH_SAMPLE_LIMIT} matches from the newest days and scales their number by the active jobs it ` +
      `could match over those days' active jobs. Its pages are then cut from the jobs read, ranked, and ` +
      `pageCount stops there.`,
  })
  totalIsEstimate?: boolean;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      `True when a very broad keyword, or a salary or posted-within filter without one, matched more jobs ` +
      `passing the filters than a search counts (${SEARCH_EXACT_LIMIT}), or when a phrase search stopped ` +
      `testing the jobs holding its words (${SEARCH_PHRASE_CANDIDATES.toLocaleString('en-US')}) before finding ` +
      `as many: total and pageCount are lower bounds ("${SEARCH_EXACT_LIMIT}+ jobs"). totalIsEstimate is then true too.`,
  })
  totalIsLowerBound?: boolean;

  @Field(() => JobFacets, { nullable: true, description: 'Filter counts (search only).' })
  facets?: JobFacets;

  @Field(() => String, {
    nullable: true,
    description: "How the keyword matched: 'fulltext', 'fuzzy' (typo-tolerant fallback) or 'none'.",
  })
  matchedBy?: string;
}

@ObjectType({ description: 'A category with its newest jobs, for the home page.' })
export class CategorySection {
  @Field({ description: 'The category.' })
  name!: string;

  @Field(() => Int, { description: 'Active jobs in this category.' })
  count!: number;

  @Field(() => [Job], { description: 'The newest active jobs of the category.' })
  jobs!: Job[];
}

@ObjectType({ description: 'What the home page shows, in one request.' })
export class HomeJobs {
  @Field(() => [Job], { description: 'The newest active jobs.' })
  featured!: Job[];

  @Field(() => [CategorySection], { description: 'The biggest categories with their newest jobs.' })
  categories!: CategorySection[];
}
