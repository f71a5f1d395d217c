import { print } from 'graphql';

import { UpdateProfileDocument, type ProfileInput, type UpdateProfileMutation } from '../../gql/graphql';

export type SavedProfile = UpdateProfileMutation['updateProfile'];

/**
 * The GraphQL endpoint (the same as the Apollo client's GRAPHQL_URI). Written out here: importing the
 * client module from a route chunk makes the bundler split the first page's Apollo code into more chunks.
 */
export const GRAPHQL_ENDPOINT = '/graphql';

/** Why saving failed: the server's answer (with its code and message), or no answer at all. */
export class ProfileSaveError extends Error {
  constructor(
    message: string,
    /** `extensions.code` of the first GraphQL error; null when the server gave none. */
    readonly code: string | null,
    /** False when the request never got an answer (network failure). */
    readonly answered: boolean,
  ) {
    super(message);
    this.name = 'ProfileSaveError';
  }
}

export interface SaveProfileRequest {
  input: ProfileInput;
  resume?: File | null;
  coverLetter?: File | null;
  token: string | null;
  /** Replaceable in tests. */
  fetchImpl?: typeof fetch;
}

interface GraphQLAnswer {
  data?: UpdateProfileMutation | null;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
}

// The fragments ask for __typename, so the answer can be written to the Apollo cache like any other.
const UPDATE_PROFILE_QUERY = print(UpdateProfileDocument);

/**
 * The form fields of a GraphQL multipart request (graphql-multipart-request-spec): `operations` (the
 * query with null in each file's variable), `map` (form field -> variable path), then the files.
 */
export function profileFormData(
  input: ProfileInput,
  resume?: File | null,
  coverLetter?: File | null,
): FormData {
  const files: [string, File][] = [];
  if (resume) files.push(['resume', resume]);
  if (coverLetter) files.push(['coverLetter', coverLetter]);

  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: 'UpdateProfile',
      query: UPDATE_PROFILE_QUERY,
      variables: { input, resume: null, coverLetter: null },
    }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([name], i) => [String(i), [`variables.${name}`]]))),
  );
  files.forEach(([, file], i) => form.append(String(i), file, file.name));
  return form;
}

/**
 * Saves the profile with its documents in one multipart POST to /graphql, with the session's bearer
 * token and the `apollo-require-preflight` header the server's CSRF check asks of multipart requests.
 * Resolves with the saved profile; rejects with a ProfileSaveError.
 */
export async function saveProfile({
  input,
  resume,
  coverLetter,
  token,
  fetchImpl = fetch,
}: SaveProfileRequest): Promise<SavedProfile> {
  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetchImpl(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers,
      body: profileFormData(input, resume, coverLetter),
    });
  } catch {
    throw new ProfileSaveError('No answer from the server', null, false);
  }

  let answer: GraphQLAnswer | null = null;
  try {
    answer = (await response.json()) as GraphQLAnswer;
  } catch {
    answer = null;
  }
  const error = answer?.errors?.[0];
  if (error) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : null;
    throw new ProfileSaveError(error.message ?? 'Failed to update profile', code, true);
  }
  if (!response.ok || !answer?.data) {
    throw new ProfileSaveError(`The server answered ${response.status}`, null, true);
  }
  return answer.data.updateProfile;
}
