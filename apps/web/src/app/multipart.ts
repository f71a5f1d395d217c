import { print, type OperationDefinitionNode } from 'graphql';

import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';

import { GRAPHQL_URI } from './apollo';

/** Why a multipart request failed: the server's answer (its code and message), or no answer at all. */
export class MultipartRequestError extends Error {
  constructor(
    message: string,
    /** `extensions.code` of the first GraphQL error; null when the server gave none. */
    readonly code: string | null,
    /** False when the request never got an answer (network failure). */
    readonly answered: boolean,
  ) {
    super(message);
    this.name = 'MultipartRequestError';
  }
}

export interface MultipartRequest<TData, TVariables> {
  /** A generated typed document (one operation). */
  document: TypedDocumentNode<TData, TVariables>;
  /** The operation's variables; file variables are filled from `files`. */
  variables: TVariables;
  /** Files by variable name (e.g. `{ logo: file }`); null or missing ones are sent as null. */
  files?: Record<string, Blob | null | undefined>;
  /** The session's bearer token. */
  token: string | null;
  /** Replaceable in tests. */
  fetchImpl?: typeof fetch;
}

interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
}

function operationName(document: TypedDocumentNode<unknown, unknown>): string | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value;
}

function fileName(file: Blob, fallback: string): string {
  return file instanceof File && file.name ? file.name : fallback;
}

/**
 * The form fields of a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` (the query with null in each file's variable), `map` (form field -> variable path), then
 * the files. __typename is asked for so the answer can be written to the Apollo cache like any other.
 */
export function multipartFormData<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  files: Record<string, Blob | null | undefined> = {},
): FormData {
  const attached = Object.entries(files).filter((entry): entry is [string, Blob] => Boolean(entry[1]));
  const nulls = Object.fromEntries(Object.keys(files).map((name) => [name, null]));

  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: operationName(document as TypedDocumentNode<unknown, unknown>),
      query: print(addTypenameToDocument(document)),
      variables: { ...variables, ...nulls },
    }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(attached.map(([name], i) => [String(i), [`variables.${name}`]]))),
  );
  attached.forEach(([name, file], i) => form.append(String(i), file, fileName(file, name)));
  return form;
}

/**
 * Sends one GraphQL operation with file uploads as a multipart POST to /graphql, with the bearer token
 * and the `apollo-require-preflight` header the server's CSRF check asks of multipart requests. Resolves with the answer's data; rejects with a MultipartRequestError.
 */
export async function postMultipart<TData, TVariables>({
  document,
  variables,
  files,
  token,
  fetchImpl = fetch,
}: MultipartRequest<TData, TVariables>): Promise<TData> {
  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetchImpl(GRAPHQL_URI, {
      method: 'POST',
      headers,
      body: multipartFormData(document, variables, files),
    });
  } catch {
    throw new MultipartRequestError('No answer from the server', null, false);
  }

  let answer: GraphQLAnswer<TData> | null = null;
  try {
    answer = (await response.json()) as GraphQLAnswer<TData>;
  } catch {
    answer = null;
  }
  const error = answer?.errors?.[0];
  if (error) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : null;
    throw new MultipartRequestError(error.message ?? 'The request failed', code, true);
  }
  if (!response.ok || !answer?.data) {
    throw new MultipartRequestError(`The server answered ${response.status}`, null, true);
  }
  return answer.data;
}
