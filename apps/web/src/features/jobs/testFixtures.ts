import type { MockLink } from '@apollo/client/testing';

import { JobsPageDocument } from '../../gql/graphql';
import { makeJob, type JobFixture } from '../../test/fixtures';
import { EMPTY_SEARCH, jobSearchVariables, type SearchState } from './searchParams';

/** Test data of the jobs feature (used by its tests and those of other seeker features). */

export type SearchJobFixture = JobFixture & { viewerHasApplied: boolean; viewerHasBookmarked: boolean };

export function makeSearchJob(
  n: number,
  overrides: Partial<Omit<SearchJobFixture, 'company'>> = {},
): SearchJobFixture {
  return { ...makeJob(n), viewerHasApplied: false, viewerHasBookmarked: false, ...overrides };
}

export interface FacetFixture {
  __typename: 'FacetCount';
  value: string;
  count: number;
}

export function facet(value: string, count: number): FacetFixture {
  return { __typename: 'FacetCount', value, count };
}

export interface FacetsFixture {
  __typename: 'JobFacets';
  jobTypes: FacetFixture[];
  locations: FacetFixture[];
  categories: FacetFixture[];
}

export const SAMPLE_FACETS: FacetsFixture = {
  __typename: 'JobFacets',
  jobTypes: [facet('Full-time', 10), facet('Contract', 3), facet('Part-time', 1)],
  locations: [facet('Bangalore, Karnataka', 8), facet('Pune, Maharashtra', 6)],
  categories: [facet('Technology', 12), facet('Marketing', 2)],
};

export interface SearchAnswerOptions {
  search?: Partial<SearchState>;
  total: number;
  /** Jobs on this page; defaults to a full page (or what is left of the total). */
  count?: number;
  facets?: FacetsFixture;
  matchedBy?: string;
  /** The server read only the first 1,000 matches: total is a lower bound. */
  totalIsEstimate?: boolean;
  totalIsLowerBound?: boolean;
  /** The facet counts are lower bounds. */
  facetsEstimated?: boolean;
  /** A signed-in seeker's search: asked with `withMatch`, each job with this match (null: none). */
  match?: MatchFixture | null;
}

export interface MatchFixture {
  __typename: 'JobMatchModel';
  score: number;
  reasons: {
    __typename: 'MatchReasonModel';
    kind: string;
    matched: number | null;
    of: number | null;
    value: string | null;
  }[];
}

/** A match of `score` with the reasons "3 of 4 skills", "in Pune", "Technology" and "Full-time". */
export function makeMatch(score: number): MatchFixture {
  const reason = (
    kind: string,
    value: string | null,
    matched: number | null = null,
    of: number | null = null,
  ) => ({
    __typename: 'MatchReasonModel' as const,
    kind,
    matched,
    of,
    value,
  });
  return {
    __typename: 'JobMatchModel',
    score,
    reasons: [
      reason('SKILLS', null, 3, 4),
      reason('LOCATION', 'Pune'),
      reason('CATEGORY', 'Technology'),
      reason('JOB_TYPE', 'Full-time'),
    ],
  };
}

/** A mocked answer of the jobs search for the given state. */
export function searchAnswer({
  search = {},
  total,
  count,
  facets = SAMPLE_FACETS,
  matchedBy = 'none',
  totalIsEstimate = false,
  totalIsLowerBound = false,
  facetsEstimated = false,
  match,
}: SearchAnswerOptions): MockLink.MockedResponse {
  const state = { ...EMPTY_SEARCH, ...search };
  const pageSize = 6;
  const shown = count ?? Math.max(0, Math.min(pageSize, total - (state.page - 1) * pageSize));
  const items = Array.from({ length: shown }, (_, i) => ({
    ...makeSearchJob((state.page - 1) * pageSize + i + 1),
    ...(match === undefined ? {} : { match }),
  }));
  const variables = jobSearchVariables(state, pageSize);
  return {
    request: {
      query: JobsPageDocument,
      variables: match === undefined ? variables : { ...variables, withMatch: true },
    },
    result: {
      data: {
        jobs: {
          __typename: 'JobPage',
          total,
          totalIsEstimate,
          totalIsLowerBound,
          page: state.page,
          pageSize,
          pageCount: Math.ceil(total / pageSize),
          matchedBy,
          items,
          facets: { ...facets, estimated: facetsEstimated },
        },
      },
    },
  };
}
