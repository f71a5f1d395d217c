import { describe, expect, it, vi } from 'vitest';

import { ProfileSaveError, profileFormData, saveProfile } from './profileUpload';
import { makeProfile } from './testFixtures';

const input = { firstName: 'Priya', lastName: 'Sharma', skills: ['React'] };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('profileFormData (GraphQL multipart request)', () => {
  it('puts the operation first, then the map, then the files', () => {
    const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    const cover = new File(['%PDF-1.4'], 'cover.pdf', { type: 'application/pdf' });
    const form = profileFormData(input, resume, cover);

    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.operationName).toBe('UpdateProfile');
    expect(operations.query).toContain(
      'mutation UpdateProfile($input: ProfileInput!, $resume: Upload, $coverLetter: Upload)',
    );
    expect(operations.query).toContain('__typename');
    expect(operations.variables).toEqual({ input, resume: null, coverLetter: null });
    expect(JSON.parse(String(form.get('map')))).toEqual({
      0: ['variables.resume'],
      1: ['variables.coverLetter'],
    });
    expect((form.get('0') as File).name).toBe('resume.pdf');
    expect((form.get('1') as File).name).toBe('cover.pdf');
  });

  it('maps a lone cover letter to field 0', () => {
    const cover = new File(['%PDF-1.4'], 'cover.pdf', { type: 'application/pdf' });
    const form = profileFormData(input, null, cover);
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.coverLetter'] });
    expect(form.get('1')).toBeNull();
  });

  it('sends an empty map without files', () => {
    const form = profileFormData(input);
    expect([...form.keys()]).toEqual(['operations', 'map']);
    expect(form.get('map')).toBe('{}');
  });
});

describe('saveProfile', () => {
  it('posts to /graphql with the bearer token and the preflight header, and returns the saved profile', async () => {
    const saved = makeProfile();
    const fetchImpl = vi.fn<typeof fetch>(async () => answer({ data: { updateProfile: saved } }));
    const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });

    await expect(saveProfile({ input, resume, token: 'tok', fetchImpl })).resolves.toEqual(saved);

    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'apollo-require-preflight': 'true', authorization: 'Bearer tok' });
    expect(init?.body).toBeInstanceOf(FormData);
  });

  it('rejects with the code and message of a GraphQL error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      answer({
        data: null,
        errors: [
          { message: 'Please select a PDF file only', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
        ],
      }),
    );
    const error = await saveProfile({ input, token: 'tok', fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProfileSaveError);
    expect(error).toMatchObject({
      message: 'Please select a PDF file only',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      answered: true,
    });
  });

  it('rejects as unanswered when the request fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(saveProfile({ input, token: null, fetchImpl })).rejects.toMatchObject({
      answered: false,
      code: null,
    });
  });

  it('rejects a non-GraphQL error answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('Bad gateway', { status: 502 }));
    await expect(saveProfile({ input, token: 'tok', fetchImpl })).rejects.toMatchObject({
      answered: true,
      code: null,
    });
  });
});
