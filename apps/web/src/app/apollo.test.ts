import { afterEach, describe, expect, it, vi } from 'vitest';

import { FeaturedJobsDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';

function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ data: { jobs: { __typename: 'JobPage', total: 0, items: [] } } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('createApolloClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token as a bearer Authorization header to /graphql', async () => {
    const fetchMock = stubFetch();
    const client = createApolloClient(() => 'secret-token');
    await client.query({ query: FeaturedJobsDocument, variables: { pageSize: 6 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/graphql');
    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = stubFetch();
    const client = createApolloClient(() => null);
    await client.query({ query: FeaturedJobsDocument, variables: { pageSize: 6 } });
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });
});
