import { screen } from '@testing-library/react';
import { expect } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { routes } from '../app/routes';
import type { SessionSnapshot } from '../app/session';
import { HomeJobsDocument, JobDetailsDocument, JobsPageDocument } from '../gql/graphql';
import { loggedOut, makeJob } from './fixtures';
import { renderRoutes } from './render';

// The route table's tests, in several files so they run in parallel.

const jobs = [makeJob(1)];
const detail = {
  ...makeJob(1, { title: 'Data Engineer' }),
  requirements: [],
  skills: [],
  status: 'ACTIVE',
  applicationCount: 0,
  viewerHasApplied: false,
  viewerHasBookmarked: false,
  company: {
    ...makeJob(1).company,
    description: '',
    location: '',
    website: '',
    industry: '',
    size: '',
    contactNo: '',
    recruiterPortalLink: null,
  },
};

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: HomeJobsDocument },
    result: { data: { homeJobs: { __typename: 'HomeJobs', featured: jobs, categories: [] } } },
  },
  {
    request: {
      query: JobsPageDocument,
      variables: { page: 1, pageSize: 6, keyword: null, jobTypes: [], locations: [], categories: [] },
    },
    result: {
      data: {
        jobs: {
          __typename: 'JobPage',
          total: 1,
          page: 1,
          pageSize: 6,
          pageCount: 1,
          matchedBy: 'none',
          items: jobs.map((job) => ({ ...job, viewerHasApplied: false, viewerHasBookmarked: false })),
          facets: { __typename: 'JobFacets', jobTypes: [], locations: [], categories: [] },
        },
      },
    },
  },
  { request: { query: JobDetailsDocument, variables: { id: 'job-1' } }, result: { data: { job: detail } } },
];

/** Opens `route` in the app's whole route tree as `session`. */
export async function visit(route: string, session: SessionSnapshot = loggedOut) {
  const view = renderRoutes(routes, { route, session, mocks });
  return view;
}

/** Waits for the page's level-1 heading. */
export async function expectHeading(name: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 4000 })).toBeInTheDocument();
}
