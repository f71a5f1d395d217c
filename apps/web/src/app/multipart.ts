import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { print, type OperationDefinitionNode } from 'graphql';

import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';

import { GRAPHQL_URI } from './graphqlUri';
import { refusesSession, reportSessionRefused } from './session/refusal';

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

/** Rejection of an upload cancelled through its AbortSignal: nothing was saved. */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelledError';
  }
}

/** How much of a request's body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
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
  /** Called as the body is sent (the browser reports it in steps). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the request; the promise rejects with an UploadCancelledError. */
  signal?: AbortSignal;
  /** Replaceable in tests. */
  createXhr?: () => XMLHttpRequest;
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
 * The data of a multipart request's answer; throws a MultipartRequestError for a GraphQL error (after
 * ending the session, as the Apollo client does, when the server refuses the token) or a bad answer.
 */
function answerData<TData>(status: number, body: string, sentToken: boolean): TData {
  let answer: GraphQLAnswer<TData> | null = null;
  try {
    answer = JSON.parse(body) as GraphQLAnswer<TData>;
  } catch {
    answer = null;
  }
  const error = answer?.errors?.[0];
  if (error) {
    if (refusesSession(answer?.errors, sentToken)) reportSessionRefused();
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : null;
    throw new MultipartRequestError(error.message ?? 'The request failed', code, true);
  }
  if (status < 200 || status >= 300 || !answer?.data) {
    throw new MultipartRequestError(`The server answered ${status}`, null, true);
  }
  return answer.data;
}

/**
 * Sends one GraphQL operation with file uploads as a multipart POST to /graphql, with the bearer token
 * and the `apollo-require-preflight` header the server's CSRF check asks of multipart requests. Sent with
 * XMLHttpRequest, the one browser API that reports upload progress. Resolves with the answer's data;
 * rejects with a MultipartRequestError, or an UploadCancelledError once `signal` aborts.
 */
export function postMultipart<TData, TVariables>({
  document,
  variables,
  files,
  token,
  onProgress,
  signal,
  createXhr = () => new XMLHttpRequest(),
}: MultipartRequest<TData, TVariables>): Promise<TData> {
  return new Promise<TData>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const xhr = createXhr();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.open('POST', GRAPHQL_URI);
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      // The whole body is sent: 100 %, whether or not a last progress event said so.
      xhr.upload.onload = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.total, total: event.total });
      };
    }
    xhr.onload = () =>
      settle(() => {
        try {
          resolve(answerData<TData>(xhr.status, xhr.responseText, Boolean(token)));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () =>
      settle(() => reject(new MultipartRequestError('No answer from the server', null, false)));
    xhr.onabort = () => settle(() => reject(new UploadCancelledError()));
    signal?.addEventListener('abort', abort);
    xhr.send(multipartFormData(document, variables, files));
  });
}

export interface UploadTracking {
  /** Percent of the body sent while an upload runs; null when none runs. */
  percent: number | null;
  /** The postMultipart options that drive `percent` and let `cancel` stop the request. */
  track: () => { signal: AbortSignal; onProgress: (progress: UploadProgress) => void };
  /** The upload ended (saved, failed or cancelled). */
  done: () => void;
  /** Stops the running upload: its request rejects with an UploadCancelledError. */
  cancel: () => void;
}

/** Progress and cancel of one upload at a time, for a progress bar with a Cancel button. */
export function useUploadProgress(): UploadTracking {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  return {
    percent,
    track: () => {
      const next = new AbortController();
      controller.current = next;
      setPercent(0);
      return {
        signal: next.signal,
        // Drawn at once: a later answer from the server would otherwise end the upload in the same
        // render, and its last value (100 %) would never be on screen.
        onProgress: ({ loaded, total }) =>
          flushSync(() => setPercent(total > 0 ? Math.floor((loaded * 100) / total) : 0)),
      };
    },
    done: () => {
      controller.current = null;
      setPercent(null);
    },
    cancel: () => controller.current?.abort(),
  };
}
