import { describe, expect, it, vi } from 'vitest';

import {
  CreateCompanyDocument,
  type CreateCompanyMutation,
  type CreateCompanyMutationVariables,
} from '../gql/graphql';
import { FakeXhr } from '../test/fakeXhr';
import {
  MultipartRequestError,
  multipartFormData,
  postMultipart,
  UploadCancelledError,
  type MultipartRequest,
} from './multipart';
import { SESSION_REFUSED_EVENT } from './session/refusal';

const input = {
  name: 'Acme',
  industry: 'IT',
  location: 'Pune',
  website: 'acme.in',
  size: '1-10',
  contactNo: '1',
  description: 'x',
};

describe('multipart requests', () => {
  it('writes operations, map and files per the GraphQL multipart request spec', () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const form = multipartFormData(CreateCompanyDocument, { input, logo: null }, { logo });
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.operationName).toBe('CreateCompany');
    expect(operations.query).toContain('createCompany(input: $input, logo: $logo)');
    expect(operations.query).toContain('__typename');
    expect(operations.variables).toEqual({ input, logo: null });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.logo'] });
    expect((form.get('0') as File).name).toBe('logo.png');
  });

  it('leaves out files that are not given', () => {
    const form = multipartFormData(CreateCompanyDocument, { input }, { logo: null });
    expect(JSON.parse(String(form.get('map')))).toEqual({});
    expect(form.get('0')).toBeNull();
  });

  const send = (
    overrides: Partial<MultipartRequest<CreateCompanyMutation, CreateCompanyMutationVariables>> = {},
  ) => {
    const xhr = new FakeXhr();
    const result = postMultipart({
      document: CreateCompanyDocument,
      variables: { input, logo: null },
      token: 'tok',
      createXhr: () => xhr as unknown as XMLHttpRequest,
      ...overrides,
    });
    return { xhr, result };
  };

  it('posts with the preflight header and the bearer token, and answers the data', async () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const { xhr, result } = send({ files: { logo } });
    expect([xhr.method, xhr.url]).toEqual(['POST', '/graphql']);
    expect(xhr.headers).toEqual({ 'apollo-require-preflight': 'true', authorization: 'Bearer tok' });
    expect((xhr.form.get('0') as File).name).toBe('logo.png');
    xhr.respond(200, { data: { createCompany: { id: 'c1' } } });
    await expect(result).resolves.toEqual({ createCompany: { id: 'c1' } });
  });

  it('reports how much of the body has been sent', async () => {
    const onProgress = vi.fn();
    const { xhr, result } = send({ onProgress });
    xhr.progress(0, 4000);
    xhr.progress(1000, 4000);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 } as ProgressEvent);
    xhr.progress(4000, 4000);
    xhr.respond(200, { data: { createCompany: { id: 'c1' } } });
    await result;
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 0, total: 4000 },
      { loaded: 1000, total: 4000 },
      { loaded: 4000, total: 4000 },
    ]);
  });

  it('reports the whole body as sent when the browser ends the upload without a last progress event', async () => {
    const onProgress = vi.fn();
    const { xhr, result } = send({ onProgress });
    xhr.progress(2500, 4000);
    xhr.sent(4000);
    xhr.respond(200, { data: { createCompany: { id: 'c1' } } });
    await result;
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 2500, total: 4000 },
      { loaded: 4000, total: 4000 },
    ]);
  });

  it('aborts the request when its signal aborts, rejecting with UploadCancelledError', async () => {
    const controller = new AbortController();
    const { xhr, result } = send({ signal: controller.signal });
    xhr.progress(100, 4000);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadCancelledError);
    expect(error).not.toBeInstanceOf(MultipartRequestError);
  });

  it('sends nothing when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const createXhr = vi.fn();
    await expect(send({ signal: controller.signal, createXhr }).result).rejects.toBeInstanceOf(
      UploadCancelledError,
    );
    expect(createXhr).not.toHaveBeenCalled();
  });

  it("rejects with the server's code and message", async () => {
    const { xhr, result } = send();
    xhr.respond(200, {
      errors: [{ message: 'Please select a valid image file', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    await expect(result).rejects.toEqual(
      new MultipartRequestError('Please select a valid image file', 'BAD_USER_INPUT', true),
    );
  });

  it('ends the session as the Apollo client does when the server refuses the token', async () => {
    const refused = vi.fn();
    window.addEventListener(SESSION_REFUSED_EVENT, refused);
    try {
      const { xhr, result } = send();
      xhr.respond(200, { errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] });
      await expect(result).rejects.toMatchObject({ code: 'UNAUTHENTICATED', answered: true });
      expect(refused).toHaveBeenCalledTimes(1);

      // Without a token there is no session to end.
      const anonymous = send({ token: null });
      anonymous.xhr.respond(200, {
        errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }],
      });
      await expect(anonymous.result).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(anonymous.xhr.headers.authorization).toBeUndefined();
      expect(refused).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(SESSION_REFUSED_EVENT, refused);
    }
  });

  it('tells a network failure apart from an answer', async () => {
    const { xhr, result } = send();
    xhr.fail();
    await expect(result).rejects.toMatchObject({ answered: false, code: null });
  });

  it('rejects an answer that is not GraphQL with its status', async () => {
    const { xhr, result } = send();
    xhr.respond(502, '<html>Bad gateway</html>');
    await expect(result).rejects.toEqual(new MultipartRequestError('The server answered 502', null, true));
  });
});
