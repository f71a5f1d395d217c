import { PHOTO_MAX_BYTES, Role, SEEKER_MESSAGES } from '@hireloop/schema';
import sharp from 'sharp';
import request from 'supertest';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { pdfBytes, PNG_BYTES } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode, TestApp } from './support/test-app';
import { createStoredFile } from './factories/file.factory';

const UPLOAD = `mutation($photo: Upload) { uploadProfilePhoto(photo: $photo) { photoUrl } }`;
const REMOVE = `mutation { removeProfilePhoto { photoUrl } }`;
const MINE = `query { myProfile { photoUrl } me { photoUrl } }`;

/** A real image of the given format and size, drawn by sharp. */
const image = (format: 'png' | 'jpeg' | 'webp', width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#ea580c' } })
    .toFormat(format)
    .toBuffer();

/** A seeker's profile photo: type by the bytes, at most 2 MB, shown to those allowed to see the profile. */
describe('profile photo', () => {
  let t: TestApp;
  let seeker: Session;

  const upload = (session: Session | null, bytes: Buffer, filename: string, contentType = 'image/png') => {
    const req = request(t.app.getHttpServer()).post('/graphql').set('apollo-require-preflight', 'true');
    if (session) req.set('Authorization', session.bearer);
    return req
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { photo: null } }))
      .field('map', JSON.stringify({ '0': ['variables.photo'] }))
      .attach('0', bytes, { filename, contentType });
  };
  const mine = async (session: Session) => {
    const body = await t.gql(MINE, {}, session.token);
    expect(body.errors).toBeUndefined();
    return body.data as { myProfile: { photoUrl: string | null }; me: { photoUrl: string | null } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await sessionAs(t, Role.JOB_SEEKER);
  });

  afterAll(() => t.close());

  it('stores a PNG and serves it inline, without credentials, at the same path on every transport', async () => {
    const res = await upload(seeker, PNG_BYTES, 'me.png');
    expect(res.body.errors).toBeUndefined();
    const url: string = res.body.data.uploadProfilePhoto.photoUrl;
    expect(url).toMatch(/^\/api\/v1\/photos\/[0-9a-f-]{36}$/);
    expect(await mine(seeker)).toEqual({ myProfile: { photoUrl: url }, me: { photoUrl: url } });

    const image = await t.http.get(url).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // The picture, written again: a 1 × 1 PNG, served under a neutral name (not the uploader's file name).
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    expect(image.headers['content-disposition']).toContain('filename="photo.png"');
    expect(image.headers['content-disposition']).not.toContain('me.png');
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    // A request with credentials is never cached, like every answer to one.
    const signedIn = await t.http.get(url).set('Authorization', seeker.bearer).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const legacy = await t.http.get('/api/v1/profile').set('Authorization', seeker.bearer).expect(200);
    expect(legacy.body.profileImage).toBe(url);
  });

  it('accepts JPEG and WebP by their bytes; a new photo replaces the old one, which is gone', async () => {
    const before = (await mine(seeker)).me.photoUrl;
    const jpeg = await upload(seeker, await image('jpeg'), 'face.bin', 'application/octet-stream');
    expect(jpeg.body.errors).toBeUndefined();
    const jpegUrl: string = jpeg.body.data.uploadProfilePhoto.photoUrl;
    expect(jpegUrl).not.toBe(before);
    expect((await t.http.get(jpegUrl).expect(200)).headers['content-type']).toBe('image/jpeg');
    if (before) await t.http.get(before).expect(404);

    const webp = await upload(seeker, await image('webp'), 'face.webp', 'image/webp');
    expect(webp.body.errors).toBeUndefined();
    const webpUrl: string = webp.body.data.uploadProfilePhoto.photoUrl;
    expect((await t.http.get(webpUrl).expect(200)).headers['content-type']).toBe('image/webp');
    await t.http.get(jpegUrl).expect(404);
  });

  it.each([
    ['a text file named .png', Buffer.from('definitely not an image\n'), 'photo.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'p.svg',
      'image/svg+xml',
    ],
    ['a PDF', pdfBytes(), 'photo.jpg', 'image/jpeg'],
    [
      'an HTML page behind a PNG signature',
      Buffer.from('\x89PNG\r\n\x1a\n<html><script>alert(document.domain)</script></html>', 'latin1'),
      'p.png',
      'image/png',
    ],
    [
      'an SVG behind a JPEG signature',
      Buffer.from('\xff\xd8\xff\xe0<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'latin1'),
      'p.jpg',
      'image/jpeg',
    ],
    [
      'a script in a WebP wrapper',
      Buffer.from('RIFF\x20\x00\x00\x00WEBP<script>alert(1)</script>', 'latin1'),
      'p.webp',
      'image/webp',
    ],
  ])('refuses %s with the message and keeps the photo', async (_what, bytes, name, type) => {
    const before = await mine(seeker);
    const res = await upload(seeker, bytes, name, type);
    expect(res.body.errors?.[0]?.message).toBe(SEEKER_MESSAGES.photoNotImage);
    expect(await mine(seeker)).toEqual(before);
  });

  it('keeps only the picture: no bytes after it, no EXIF location, at most 1024 px a side', async () => {
    const png = Buffer.concat([await image('png'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload(seeker, png, 'p.png');
    expect(res.body.errors).toBeUndefined();
    const served = (await t.http.get(res.body.data.uploadProfilePhoto.photoUrl as string).expect(200))
      .body as Buffer;
    expect(served.includes(Buffer.from('<script'))).toBe(false);

    const located = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2563eb' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const photo = await upload(seeker, located, 'IMG_0001.jpg', 'image/jpeg');
    expect(photo.body.errors).toBeUndefined();
    const kept = (await t.http.get(photo.body.data.uploadProfilePhoto.photoUrl as string).expect(200))
      .body as Buffer;
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 683 });
    expect(meta.exif).toBeUndefined();
    expect(kept.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses an image that would decode to more than 25 million pixels', async () => {
    const before = await mine(seeker);
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    const res = await upload(seeker, bomb, 'bomb.png');
    expect(res.body.errors?.[0]?.message).toBe(SEEKER_MESSAGES.photoNotImage);
    expect(await mine(seeker)).toEqual(before);
  });

  it('leaves one photo after uploads at the same moment: every other address answers 404', async () => {
    const racer = await sessionAs(t, Role.JOB_SEEKER);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        upload(racer, await image(i % 2 ? 'jpeg' : 'png'), `r${i}.png`),
      ),
    );
    const urls = answers.map((a) => {
      expect(a.body.errors).toBeUndefined();
      return a.body.data.uploadProfilePhoto.photoUrl as string;
    });
    const current = (await mine(racer)).me.photoUrl;
    expect(urls).toContain(current);
    for (const url of urls) await t.http.get(url).expect(url === current ? 200 : 404);
    const files: unknown[] = await t.dataSource.query(
      `SELECT id FROM files WHERE owner_id = $1 AND kind = 'profile_image'`,
      [racer.user.id],
    );
    expect(files).toHaveLength(1);
  });

  it('refuses a call without a file with the message', async () => {
    const before = await mine(seeker);
    const res = await t.gql(UPLOAD, { photo: null }, seeker.token);
    expect(res.errors?.[0]?.message).toBe(SEEKER_MESSAGES.photoNotImage);
    expect(await mine(seeker)).toEqual(before);
  });

  it('refuses a PNG over 2 MB with the message and keeps the photo', async () => {
    const before = await mine(seeker);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG_BYTES.length, 0)]);
    const res = await upload(seeker, big, 'big.png');
    expect(res.body.errors?.[0]?.message).toBe(SEEKER_MESSAGES.photoTooLarge);
    expect(await mine(seeker)).toEqual(before);
  });

  it('is for seekers only: a recruiter or a visitor cannot set one', async () => {
    const recruiter = await sessionAs(t, Role.RECRUITER);
    const byRecruiter = await upload(recruiter, PNG_BYTES, 'r.png');
    expect(errorCode(byRecruiter.body)).toBe('FORBIDDEN');
    const byVisitor = await upload(null, PNG_BYTES, 'v.png');
    expect(errorCode(byVisitor.body)).toBe('UNAUTHENTICATED');
    const rows: unknown[] = await t.dataSource.query(
      `SELECT 1 FROM files WHERE kind = 'profile_image' AND owner_id = $1`,
      [recruiter.user.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('serves no other kind of file at the photo path', async () => {
    const resume = {
      id: await createStoredFile(t.dataSource, {
        ownerId: seeker.user.id,
        kind: 'resume',
        originalName: 'cv.pdf',
        mimeType: 'application/pdf',
        bytes: pdfBytes(),
      }),
    };
    await t.http.get(`/api/v1/photos/${resume.id}`).expect(404);
    await t.http.get('/api/v1/photos/not-a-uuid').expect(404);
  });

  it('shows on the applicant card to the recruiter applied to, and to no other recruiter among candidates', async () => {
    const applicant = await sessionAs(t, Role.JOB_SEEKER);
    const owner = await sessionAs(t, Role.RECRUITER);
    const other = await sessionAs(t, Role.RECRUITER);
    const job = await createJob(t.dataSource, {
      companyId: (await createCompany(t.dataSource, { ownerId: owner.user.id })).id,
    });
    const url: string = (await upload(applicant, PNG_BYTES, 'a.png')).body.data.uploadProfilePhoto.photoUrl;
    // A resume on file, so that the applicant is also among the candidates.
    const cv = await createStoredFile(t.dataSource, {
      ownerId: applicant.user.id,
      kind: 'resume',
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
      bytes: pdfBytes(),
    });
    await t.dataSource.query(`UPDATE profiles SET bio = 'Engineer', resume_file_id = $2 WHERE user_id = $1`, [
      applicant.user.id,
      cv,
    ]);
    const applied = await t.gql(
      `mutation($j: ID!) { applyToJob(jobId: $j) { id } }`,
      { j: job.id },
      applicant.token,
    );
    expect(applied.errors).toBeUndefined();

    const cards = await t.gql<{ jobApplicants: { items: unknown[] } }>(
      `query($id: ID!) { jobApplicants(jobId: $id) { items { applicant { id photoUrl } } } }`,
      { id: job.id },
      owner.token,
    );
    expect(cards.data?.jobApplicants.items).toEqual([
      { applicant: { id: applicant.user.id, photoUrl: url } },
    ]);

    const name = applicant.user.firstName;
    const seen = async (s: Session) => {
      const body = await t.gql<{ candidates: { items: { id: string; photoUrl: string | null }[] } }>(
        `query($k: String) { candidates(keyword: $k, pageSize: 50) { items { id photoUrl sharedWithYou } } }`,
        { k: name },
        s.token,
      );
      expect(body.errors).toBeUndefined();
      return body.data?.candidates.items.find((c) => c.id === applicant.user.id);
    };
    expect((await seen(owner))?.photoUrl).toBe(url);
    expect(await seen(other)).toMatchObject({ photoUrl: null, sharedWithYou: false });
  });

  it('removes the photo: gone from the profile and from its path', async () => {
    const url = (await mine(seeker)).me.photoUrl!;
    const res = await t.gql<{ removeProfilePhoto: { photoUrl: string | null } }>(REMOVE, {}, seeker.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.removeProfilePhoto.photoUrl).toBeNull();
    expect(await mine(seeker)).toEqual({ myProfile: { photoUrl: null }, me: { photoUrl: null } });
    await t.http.get(url).expect(404);
    const legacy = await t.http.get('/api/v1/profile').set('Authorization', seeker.bearer).expect(200);
    expect(legacy.body.profileImage).toBeNull();
  });
});
