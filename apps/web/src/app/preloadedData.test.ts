import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { of } from 'rxjs';

import { PRELOADED_DATA_ID } from '@hireloop/schema';

import { JobDetailsDocument, JobsPageDocument } from '../gql/graphql';
import {
  prefetchPageQuery,
  preloadable,
  preloadedDataServed,
  readPreloadedData,
  seedPreloadedData,
} from './preloadedData';

// As useJobsPage's and useJobDetails's modules do when they load.
preloadable('jobs', JobsPageDocument);
preloadable('job', JobDetailsDocument);

const variables = { page: 1, pageSize: 6, keyword: null, jobTypes: [], locations: [], categories: [] };
const data = {
  jobs: {
    __typename: 'JobPage',
    total: 0,
    totalIsEstimate: false,
    totalIsLowerBound: false,
    page: 1,
    pageSize: 6,
    pageCount: 0,
    matchedBy: 'none',
    items: [],
    facets: { __typename: 'JobFacets', estimated: false, jobTypes: [], locations: [], categories: [] },
  },
};

function sent(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_DATA_ID;
  element.textContent = text;
  document.body.append(element);
}

const client = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

describe('seedPreloadedData', () => {
  afterEach(() => document.getElementById(PRELOADED_DATA_ID)?.remove());

  it("writes the page's data into the cache for a logged-out visitor and removes the element", () => {
    sent(JSON.stringify({ page: 'jobs', variables, data }));
    const apollo = client();
    seedPreloadedData(apollo, false);
    expect(apollo.readQuery({ query: JobsPageDocument, variables })?.jobs.total).toBe(0);
    expect(document.getElementById(PRELOADED_DATA_ID)).toBeNull();
  });

  it("serves the page's first cache-and-network query from the data, without asking the server again", async () => {
    sent(JSON.stringify({ page: 'jobs', variables, data }));
    const request = vi.fn(() => of({ data }));
    const apollo = new ApolloClient({ link: new ApolloLink(request), cache: new InMemoryCache() });
    seedPreloadedData(apollo, false);
    const first = await apollo.query({ query: JobsPageDocument, variables, fetchPolicy: 'network-only' });
    expect(first.data?.jobs.total).toBe(0);
    expect(request).not.toHaveBeenCalled();
    // Once the page has subscribed (PreloadedDataServed), queries go to the server as their policy says.
    preloadedDataServed(apollo);
    await apollo.query({ query: JobsPageDocument, variables, fetchPolicy: 'network-only' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('reads the seeded data back without asking the server (the first render then finds it read)', () => {
    sent(JSON.stringify({ page: 'jobs', variables, data }));
    const request = vi.fn(() => of({ data }));
    const apollo = new ApolloClient({ link: new ApolloLink(request), cache: new InMemoryCache() });
    const read = vi.spyOn(apollo.cache, 'diff');
    readPreloadedData(apollo);
    expect(read).not.toHaveBeenCalled();
    seedPreloadedData(apollo, false);
    readPreloadedData(apollo);
    // The query's own default (a visitor's page never asks for match scores) joins the sent variables.
    expect(read).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { ...variables, withMatch: false }, returnPartialData: true }),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('leaves the cache empty for a signed-in visitor (the data was read without a session)', () => {
    sent(JSON.stringify({ page: 'jobs', variables, data }));
    const apollo = client();
    seedPreloadedData(apollo, true);
    expect(apollo.readQuery({ query: JobsPageDocument, variables })).toBeNull();
    expect(apollo.prioritizeCacheValues).toBe(false);
    expect(document.getElementById(PRELOADED_DATA_ID)).toBeNull();
  });

  it('ignores malformed data', () => {
    sent('{not json');
    const apollo = client();
    expect(() => seedPreloadedData(apollo, false)).not.toThrow();
    expect(apollo.readQuery({ query: JobsPageDocument, variables })).toBeNull();
  });
});

describe('prefetchPageQuery', () => {
  it("asks for a job page's query with the id of its path, and the page's own query joins the request", async () => {
    const request = vi.fn(() => of({ data: { job: null } }));
    const apollo = new ApolloClient({ link: new ApolloLink(request), cache: new InMemoryCache() });
    prefetchPageQuery(apollo, '/job/abc');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ operationName: 'JobDetails', variables: { id: 'abc' } }),
      expect.anything(),
    );
    await apollo.query({ query: JobDetailsDocument, variables: { id: 'abc' }, fetchPolicy: 'cache-first' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a path whose query needs more than the path', () => {
    const request = vi.fn(() => of({ data }));
    const apollo = new ApolloClient({ link: new ApolloLink(request), cache: new InMemoryCache() });
    prefetchPageQuery(apollo, '/jobs');
    prefetchPageQuery(apollo, '/bookmark');
    expect(request).not.toHaveBeenCalled();
  });
});
