import { describe, expect, it, vi } from 'vitest';

import { CreateCompanyDocument } from '../gql/graphql';
import { MultipartRequestError, multipartFormData, postMultipart } from './multipart';

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

  it('posts with the preflight header and the bearer token, and answers the data', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: { createCompany: { id: 'c1' } } }));
    const data = await postMultipart({
      document: CreateCompanyDocument,
      variables: { input, logo: null },
      token: 'tok',
      fetchImpl,
    });
    expect(data).toEqual({ createCompany: { id: 'c1' } });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true', authorization: 'Bearer tok' },
      }),
    );
  });

  it("rejects with the server's code and message", async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({
        errors: [{ message: 'Please select a valid image file', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    );
    const failure = postMultipart({
      document: CreateCompanyDocument,
      variables: { input },
      token: 'tok',
      fetchImpl,
    });
    await expect(failure).rejects.toEqual(
      new MultipartRequestError('Please select a valid image file', 'BAD_USER_INPUT', true),
    );
  });

  it('tells a network failure apart from an answer', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      postMultipart({
        document: CreateCompanyDocument,
        variables: { input },
        token: 'tok',
        fetchImpl: offline,
      }),
    ).rejects.toMatchObject({ answered: false, code: null });
  });
});
