import { PLATFORM_LOGO_MAX_BYTES, Role, SETTINGS_MESSAGES } from '@hireloop/schema';
import sharp from 'sharp';
import request from 'supertest';
import { pdfBytes, PNG_BYTES } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { SmtpCatcher } from './support/smtp-catcher';
import { createTestApp, errorCode, TestApp } from './support/test-app';

const FIELDS = 'platformName contactEmail supportPhone logoUrl';
const UPLOAD = `mutation($logo: Upload) { uploadPlatformLogo(logo: $logo) { ${FIELDS} } }`;
const REMOVE = `mutation { removePlatformLogo { ${FIELDS} } }`;
const SITE = `query { siteConfig { ${FIELDS} } }`;

/** A mail's raw source with quoted-printable undone (soft breaks joined, =XX bytes decoded). */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The platform logo: set by administrators only, by its bytes, at most 1 MB; public; in every mail. */
describe('platform logo', () => {
  let t: TestApp;
  let admin: Session;
  const smtp = new SmtpCatcher();

  const upload = (session: Session | null, bytes: Buffer, filename: string, contentType = 'image/png') => {
    const req = request(t.app.getHttpServer()).post('/graphql').set('apollo-require-preflight', 'true');
    if (session) req.set('Authorization', session.bearer);
    return req
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { logo: null } }))
      .field('map', JSON.stringify({ '0': ['variables.logo'] }))
      .attach('0', bytes, { filename, contentType });
  };
  const site = async () => {
    const body = await t.gql<{ siteConfig: Record<string, string | null> }>(SITE);
    expect(body.errors).toBeUndefined();
    return body.data!.siteConfig;
  };

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    admin = await sessionAs(t, Role.ADMIN);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('has no logo at first', async () => {
    expect((await site()).logoUrl).toBeNull();
  });

  it('stores a PNG and serves it publicly as an image; a new logo gets a new address, the old one is gone', async () => {
    const res = await upload(admin, PNG_BYTES, 'logo.png');
    expect(res.body.errors).toBeUndefined();
    const url: string = res.body.data.uploadPlatformLogo.logoUrl;
    expect(url).toMatch(/^\/api\/v1\/platform\/logo\/[0-9a-f-]{36}$/);
    expect((await site()).logoUrl).toBe(url);

    const image = await t.http.get(url).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The picture, written again: a 1 × 1 PNG.
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });

    const again = await upload(admin, PNG_BYTES, 'logo-2.png');
    const next: string = again.body.data.uploadPlatformLogo.logoUrl;
    expect(next).not.toBe(url);
    await t.http.get(url).expect(404);
    await t.http.get(next).expect(200);
  });

  it.each([
    ['a text file named .png', Buffer.from('definitely not an image\n'), 'logo.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a PDF', pdfBytes(), 'logo.jpg', 'image/jpeg'],
  ])('refuses %s with the message and keeps the logo', async (_what, bytes, name, type) => {
    const before = await site();
    const res = await upload(admin, bytes, name, type);
    expect(res.body.errors?.[0]?.message).toBe(SETTINGS_MESSAGES.logoNotImage);
    expect(await site()).toEqual(before);
  });

  it('refuses 1 MB and one byte with the message and keeps the logo', async () => {
    const before = await site();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(PLATFORM_LOGO_MAX_BYTES + 1 - PNG_BYTES.length, 0)]);
    const res = await upload(admin, big, 'big.png');
    expect(res.body.errors?.[0]?.message).toBe(SETTINGS_MESSAGES.logoTooLarge);
    expect(await site()).toEqual(before);
  });

  it('accepts exactly 1 MB', async () => {
    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(PLATFORM_LOGO_MAX_BYTES - PNG_BYTES.length, 0)]);
    const res = await upload(admin, exact, 'exact.png');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadPlatformLogo.logoUrl).toBe((await site()).logoUrl);
  });

  it('is for administrators only: a recruiter, a seeker or a visitor can neither set nor remove it', async () => {
    const before = await site();
    for (const role of [Role.RECRUITER, Role.JOB_SEEKER]) {
      const session = await sessionAs(t, role);
      const res = await upload(session, PNG_BYTES, 'x.png');
      expect(errorCode(res.body)).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(REMOVE, {}, session.token))).toBe('FORBIDDEN');
    }
    expect(errorCode((await upload(null, PNG_BYTES, 'x.png')).body)).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(REMOVE))).toBe('UNAUTHENTICATED');
    expect(await site()).toEqual(before);
  });

  it('dresses every mail in the platform name, logo and contact details', async () => {
    const saved = await t.gql(
      `mutation($i: PlatformSettingsInput!) { updatePlatformSettings(input: $i) { platformName } }`,
      {
        i: { platformName: 'Acme Jobs', contactEmail: 'help@acme.example', supportPhone: '+91 98765 43210' },
      },
      admin.token,
    );
    expect(saved.errors).toBeUndefined();
    const address = 'logo-mail@example.com';
    await t.http.post('/api/v1/user/register/verify/otp').send({ email_Id: address }).expect(200);
    const [mail] = await smtp.waitForMails(address, 1);
    const raw = decoded(mail.raw);
    expect(raw).toMatch(/^Subject: Your Acme Jobs verification code\r?$/m);
    expect(raw).toContain('Your Acme Jobs verification code is');
    expect(raw).toMatch(/^From: Acme Jobs <no-reply@hireloop\.in>\r?$/m);
    expect(raw).not.toContain('Hireloop');
    // The text part's sign-off and the HTML's.
    expect(raw).toContain('— Acme Jobs\r\nhelp@acme.example · +91 98765 43210');
    expect(raw).toContain('alt="Acme Jobs"');
    expect(raw).toContain('src="cid:platform-logo"');
    // The logo travels with the mail as an inline part.
    expect(raw).toMatch(/Content-ID: <platform-logo>/i);
    const stored = (await t.http.get((await site()).logoUrl as string).expect(200)).body as Buffer;
    expect(mail.raw.replace(/\r?\n/g, '')).toContain(stored.toString('base64'));
  });

  it('removes the logo: the mail then names the platform in its header instead', async () => {
    const res = await t.gql<{ removePlatformLogo: { logoUrl: string | null } }>(REMOVE, {}, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.removePlatformLogo.logoUrl).toBeNull();
    expect((await site()).logoUrl).toBeNull();

    const address = 'no-logo-mail@example.com';
    await t.http.post('/api/v1/user/register/verify/otp').send({ email_Id: address }).expect(200);
    const [mail] = await smtp.waitForMails(address, 1);
    const raw = decoded(mail.raw);
    expect(raw).not.toContain('cid:platform-logo');
    expect(raw).not.toMatch(/Content-ID:/i);
    expect(raw).toMatch(/<span[^>]*>Acme Jobs<\/span>/);
  });
});
