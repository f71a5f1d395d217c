import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';

import { JobsPageDocument } from '../gql/graphql';
import { PRELOADED_DATA_ID, seedPreloadedData } from './preloadedData';

const variables = { page: 1, pageSize: 6, keyword: null, jobTypes: [], locations: [], categories: [] };
const data = {
  jobs: {
    __typename: 'JobPage',
    total: 0,
    totalIsEstimate: false,
    page: 1,
    pageSize: 6,
    pageCount: 0,
    matchedBy: 'none',
    items: [],
    facets: { __typename: 'JobFacets', jobTypes: [], locations: [], categories: [] },
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

  it('leaves the cache empty for a signed-in visitor (the data was read without a session)', () => {
    sent(JSON.stringify({ page: 'jobs', variables, data }));
    const apollo = client();
    seedPreloadedData(apollo, true);
    expect(apollo.readQuery({ query: JobsPageDocument, variables })).toBeNull();
    expect(document.getElementById(PRELOADED_DATA_ID)).toBeNull();
  });

  it('ignores malformed data', () => {
    sent('{not json');
    const apollo = client();
    expect(() => seedPreloadedData(apollo, false)).not.toThrow();
    expect(apollo.readQuery({ query: JobsPageDocument, variables })).toBeNull();
  });
});
