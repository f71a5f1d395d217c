import { request } from 'node:http';
import { baseUrl } from './browser';

export interface GraphQLError {
  message: string;
  extensions?: { code?: string };
}

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: GraphQLError[];
}

/**
 * One GraphQL call to the server under test, signed in when a token is given; answers data and errors as
 * sent. Each call has a connection of its own that closes with the answer, so no idle socket outlives a
 * journey.
 */
export async function graphqlAnswer<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const body = JSON.stringify({ query, variables });
  const text = await new Promise<string>((resolve, reject) => {
    const req = request(
      `${baseUrl()}/graphql`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => resolve(data));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  return JSON.parse(text) as GraphQLAnswer<T>;
}

/** Like graphqlAnswer, but throws on any error and answers the data. */
export async function graphqlData<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const answer = await graphqlAnswer<T>(query, variables, token);
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL error: ${answer.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  }
  return answer.data;
}
