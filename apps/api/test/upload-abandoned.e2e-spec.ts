import { PDF_MAX_BYTES, Role } from '@hireloop/schema';
import { request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { RateLimitService } from '../src/modules/abuse/rate-limit.service';
import { pdfBytes } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

const UPDATE_PROFILE = `mutation($input: ProfileInput!, $resume: Upload) {
  updateProfile(input: $input, resume: $resume) { firstName }
}`;
const CREATE_COMPANY = `mutation($input: CompanyInput!, $logo: Upload) {
  createCompany(input: $input, logo: $logo) { id }
}`;
const PROFILE = { firstName: 'Kunal', lastName: 'Mehta' };
const COMPANY = { name: 'Acme', industry: 'IT', location: 'Pune', website: 'https://acme.example.in' };

/** A PDF's first bytes and then zeros: one byte over the document limit. */
const OVERSIZED_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PDF_MAX_BYTES + 1 - 9)]);

/** One part of a multipart body: its headers as written (no checks: tests send broken ones too) and content. */
type Part = [headers: string, content: Buffer | string];

/**
 * Sends a multipart request and reads the whole answer, the body all written to the socket whatever the
 * server answers meanwhile (a server that answers early keeps reading).
 */
async function sendMultipart(
  t: TestApp,
  method: string,
  path: string,
  parts: Part[],
  token?: string,
): Promise<{ status: number; body: string }> {
  const boundary = `----hireloop${Date.now()}`;
  const body = Buffer.concat([
    ...parts.map(([headers, content]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let answer: { status: number; body: string } | undefined;
    let sent = false;
    const done = () => answer && sent && resolve(answer);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() };
        done();
      });
    });
    // The server may close the connection once it has answered: the rest of the body is then not sent.
    req.on('error', (error) => (answer ? ((sent = true), done()) : reject(error)));
    req.end(body, () => {
      sent = true;
      done();
    });
  });
}

/** A GraphQL multipart request with one file in the variable `fileVariable`. */
function sendUpload(
  t: TestApp,
  operations: { query: string; variables: Record<string, unknown> },
  fileVariable: string,
  file: Buffer,
  token?: string,
  fileHeader = 'Content-Disposition: form-data; name="0"; filename="big.pdf"\r\nContent-Type: application/pdf',
): Promise<{ status: number; body: string }> {
  return sendMultipart(
    t,
    'POST',
    '/graphql',
    [
      ['Content-Disposition: form-data; name="operations"', JSON.stringify(operations)],
      ['Content-Disposition: form-data; name="map"', JSON.stringify({ 0: [`variables.${fileVariable}`] })],
      [fileHeader, file],
    ],
    token,
  );
}

/**
 * An operation refused before it reads its upload (no session, no right, bad input, the upload limit
 * reached) must not leave the upload's stream behind: the rest of an oversized file arriving afterwards
 * once took the whole server down with an unhandled stream error.
 */
describe('uploads the operation never reads', () => {
  let t: TestApp;
  let seeker: Session;
  let limited: Session;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    limited = await sessionAs(t, Role.JOB_SEEKER);
    const limits = t.app.get(RateLimitService);
    for (let i = 0; i < 40; i += 1)
      await limits.consume('upload:user', limited.user.id).catch(() => undefined);
  });

  afterAll(() => t.close());

  /** The server still answers, a moment after the oversized body was sent in full. */
  async function expectAlive(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.http.get('/health').expect(200);
  }

  it.each<
    [string, () => [{ query: string; variables: Record<string, unknown> }, string, string | undefined]]
  >([
    [
      'without a session',
      () => [{ query: UPDATE_PROFILE, variables: { input: PROFILE, resume: null } }, 'resume', undefined],
    ],
    [
      'past the upload limit',
      () => [{ query: UPDATE_PROFILE, variables: { input: PROFILE, resume: null } }, 'resume', limited.token],
    ],
    [
      'with input the validation refuses',
      () => [
        {
          query: UPDATE_PROFILE,
          variables: { input: { ...PROFILE, firstName: 'K'.repeat(101) }, resume: null },
        },
        'resume',
        seeker.token,
      ],
    ],
    [
      'by a role the operation refuses',
      () => [{ query: CREATE_COMPANY, variables: { input: COMPANY, logo: null } }, 'logo', seeker.token],
    ],
  ])(
    'an oversized upload to an operation refused %s is answered and the server stays up',
    async (_why, make) => {
      const [operations, variable, token] = make();
      const res = await sendUpload(t, operations, variable, OVERSIZED_PDF, token);
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(JSON.parse(res.body).errors?.length ?? 0).toBeGreaterThan(0);
      await expectAlive();
    },
  );

  it.each([
    ['over the size limit while it streams', OVERSIZED_PDF, 'PAYLOAD_TOO_LARGE'],
    [
      'that is not a PDF by its first bytes',
      Buffer.concat([Buffer.from('<html>'), Buffer.alloc(PDF_MAX_BYTES)]),
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('a resume %s is refused with its code and the server stays up', async (_what, file, code) => {
    const res = await sendUpload(
      t,
      { query: UPDATE_PROFILE, variables: { input: PROFILE, resume: null } },
      'resume',
      file,
      seeker.token,
    );
    expect(JSON.parse(res.body).errors?.[0]?.extensions?.code).toBe(code);
    await expectAlive();
  });

  it('REST refuses a resume sent as a text field instead of a file, rather than dropping it', async () => {
    const res = await sendMultipart(
      t,
      'PATCH',
      '/api/v1/profile/update/new',
      [
        ['Content-Disposition: form-data; name="firstname"', 'Kunal'],
        ['Content-Disposition: form-data; name="lastname"', 'Mehta'],
        ['Content-Disposition: form-data; name="resumeFile"', '%PDF-1.4 sent as text'],
      ],
      seeker.token,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe(
      "resumeFile must be sent as a file, with a file name in its part's header",
    );
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM profiles`);
    expect(n).toBe(0);
  });

  it("GraphQL answers a file part whose header cannot be read as the client's error, not a server error", async () => {
    const res = await sendUpload(
      t,
      { query: UPDATE_PROFILE, variables: { input: PROFILE, resume: null } },
      'resume',
      pdfBytes(),
      seeker.token,
      'Content-Disposition: form-data; name="0"; filename="evil\u0000.pdf"\r\nContent-Type: application/pdf',
    );
    expect(JSON.parse(res.body).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await expectAlive();
  });

  it("names a file sent for a variable that takes text plainly, without the upload reader's internals", async () => {
    const res = await sendUpload(
      t,
      { query: 'query($text: String) { jobs(keyword: $text) { total } }', variables: { text: null } },
      'text',
      pdfBytes(),
      seeker.token,
    );
    expect(JSON.parse(res.body).errors).toEqual([
      expect.objectContaining({
        message:
          'Variable "$text" got invalid value a file; String cannot represent a non string value: a file',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('leaves no file behind for any refused upload', async () => {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM files`);
    expect(n).toBe(0);
    await expectAlive();
  });
});
