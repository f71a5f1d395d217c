import { afterEach, describe, expect, it, vi } from 'vitest';

import { LoginDocument, SiteConfigDocument } from '../gql/graphql';
import { siteConfigAnswer } from '../test/fixtures';
import { createApolloClient, SIGN_IN_CONTEXT } from './apollo';

function stubFetch(body: unknown = siteConfigAnswer().result) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

const refused = {
  data: null,
  errors: [
    {
      message: 'Your session has expired. Please login again.',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
};

describe('createApolloClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token as a bearer Authorization header to /graphql', async () => {
    const fetchMock = stubFetch();
    const client = createApolloClient(() => 'secret-token');
    await client.query({ query: SiteConfigDocument });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/graphql');
    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = stubFetch();
    const client = createApolloClient(() => null);
    await client.query({ query: SiteConfigDocument });
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });

  it('reports a refused token (UNAUTHENTICATED on a signed-in request)', async () => {
    stubFetch(refused);
    const onUnauthenticated = vi.fn();
    const client = createApolloClient(() => 'stale-token', onUnauthenticated);
    await expect(client.query({ query: SiteConfigDocument })).rejects.toThrow(/session has expired/);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not report UNAUTHENTICATED when no token was sent', async () => {
    stubFetch(refused);
    const onUnauthenticated = vi.fn();
    const client = createApolloClient(() => null, onUnauthenticated);
    await expect(client.query({ query: SiteConfigDocument })).rejects.toThrow();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('does not treat wrong credentials at a sign-in as a refused session', async () => {
    stubFetch({
      data: null,
      errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const onUnauthenticated = vi.fn();
    const client = createApolloClient(() => 'token-of-someone-else', onUnauthenticated);
    await expect(
      client.mutate({
        mutation: LoginDocument,
        variables: { input: { email: 'a@b.in', password: 'nope', role: 'JOB_SEEKER' } },
        context: SIGN_IN_CONTEXT,
      }),
    ).rejects.toThrow(/Invalid email or password/);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
