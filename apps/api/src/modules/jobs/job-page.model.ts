import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Job } from './job.entity';
import { SEARCH_EXACT_LIMIT } from './jobs.service';

@ObjectType({ description: 'How many jobs have one value of a filter.' })
export class FacetCount {
  @Field()
  value!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'Filter values with their job counts; each kind ignores its own selection.' })
export class JobFacets {
  @Field(() => [FacetCount])
  jobTypes!: FacetCount[];

  @Field(() => [FacetCount])
  locations!: FacetCount[];

  @Field(() => [FacetCount])
  categories!: FacetCount[];
}

@ObjectType({ description: 'One page of jobs.' })
export class JobPage {
  @Field(() => [Job])
  items!: Job[];

  @Field(() => Int, { description: 'Jobs matching, over all pages (a lower bound when totalIsEstimate).' })
  total!: number;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      `True when a very broad keyword matched more jobs than a search reads (${SEARCH_EXACT_LIMIT}): the ` +
      'page is ranked among the jobs read, and total, pageCount and the facet counts are lower bounds ' +
      `("${SEARCH_EXACT_LIMIT}+ jobs").`,
  })
  totalIsEstimate?: boolean;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;

  @Field(() => JobFacets, { nullable: true, description: 'Filter counts (search only).' })
  facets?: JobFacets;

  @Field(() => String, {
    nullable: true,
    description: "How the keyword matched: 'fulltext', 'fuzzy' (typo-tolerant fallback) or 'none'.",
  })
  matchedBy?: string;
}

@ObjectType()
export class CategorySection {
  @Field()
  name!: string;

  @Field(() => Int, { description: 'Active jobs in this category.' })
  count!: number;

  @Field(() => [Job])
  jobs!: Job[];
}

@ObjectType({ description: 'What the home page shows, in one request.' })
export class HomeJobs {
  @Field(() => [Job])
  featured!: Job[];

  @Field(() => [CategorySection])
  categories!: CategorySection[];
}
