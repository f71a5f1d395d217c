import { Role } from '@hireloop/schema';
import sharp from 'sharp';
import request from 'supertest';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

const COMPANY = {
  name: 'Logo Works',
  industry: 'Design',
  description: 'Brand design.',
  location: 'Pune, Maharashtra',
  size: '51-100',
  website: 'https://logo.example.in',
  contactNo: '+91-2012345678',
};

const LOGO_FIELDS = 'id hasLogo logoUrl logoImage { url64 url128 url256 }';
const CREATE = `mutation($input: CompanyInput!, $logo: Upload) { createCompany(input: $input, logo: $logo) { ${LOGO_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CompanyInput!, $removeLogo: Boolean!) {
  updateCompany(id: $id, input: $input, removeLogo: $removeLogo) { ${LOGO_FIELDS} } }`;
const COMPANY_QUERY = `query($id: ID!) { company(id: $id) { ${LOGO_FIELDS} } }`;

interface LogoImage {
  url64: string;
  url128: string;
  url256: string;
}
interface CompanyLogo {
  id: string;
  hasLogo: boolean;
  logoUrl: string | null;
  logoImage: LogoImage | null;
}

/** A wide picture (300 × 120), so that fitting it into a square shows. */
function picture(format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 300, height: 120, channels: 3, background: '#1565c0' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const sizes = (image: LogoImage): [number, string][] => [
  [64, image.url64],
  [128, image.url128],
  [256, image.url256],
];

describe('company logo variants', () => {
  let t: TestApp;
  let owner: Session;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await sessionAs(t, Role.RECRUITER);
  });

  afterAll(() => t.close());

  const binary = (url: string) =>
    t.http
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** Each variant: a WebP by its bytes, square at its size, served for good with an ETag that answers 304. */
  async function expectVariants(image: LogoImage, logoFileId: string): Promise<void> {
    for (const [size, url] of sizes(image)) {
      expect(url).toBe(`/api/v1/images/${logoFileId}/${size}.webp`);
      const res = await binary(url).expect(200);
      const bytes = res.body as Buffer;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', size, size, true]);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const etag = res.headers.etag;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      const again = await t.http.get(url).set('If-None-Match', etag).expect(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await t.http.get(url).set('If-None-Match', '"other"').expect(200);
    }
  }

  async function variantRows(logoFileId: string): Promise<{ size: number; mime: string }[]> {
    return t.dataSource.query(
      `SELECT variant_size AS size, mime_type AS mime FROM files WHERE variant_of = $1 ORDER BY variant_size`,
      [logoFileId],
    );
  }

  const logoFileIdOf = async (companyId: string): Promise<string> =>
    (
      (await t.dataSource.query(`SELECT logo_file_id FROM companies WHERE id = $1`, [companyId])) as {
        logo_file_id: string;
      }[]
    )[0].logo_file_id;

  it('stores 64, 128 and 256 px WebP squares of a PNG logo uploaded through GraphQL', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', owner.bearer)
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: CREATE, variables: { input: COMPANY, logo: null } }))
      .field('map', JSON.stringify({ '0': ['variables.logo'] }))
      .attach('0', await picture('png'), { filename: 'logo.png', contentType: 'image/png' });
    expect(res.body.errors).toBeUndefined();
    const company = res.body.data.createCompany as CompanyLogo;
    const logoFileId = await logoFileIdOf(company.id);
    expect(company.logoUrl).toBe(`/api/v1/company/logo/${company.id}`);
    expect(await variantRows(logoFileId)).toEqual([
      { size: 64, mime: 'image/webp' },
      { size: 128, mime: 'image/webp' },
      { size: 256, mime: 'image/webp' },
    ]);
    await expectVariants(company.logoImage!, logoFileId);

    // A job's company names the same images (job cards show them).
    const job = await createJob(t.dataSource, { companyId: company.id });
    const answer = await t.gql<{ job: { company: { logoImage: LogoImage } } }>(
      `query($id: ID!) { job(id: $id) { company { logoImage { url64 url128 url256 } } } }`,
      { id: job.id },
    );
    expect(answer.data?.job.company.logoImage).toEqual(company.logoImage);
  });

  it('makes them for a JPEG logo sent to the REST route; a new logo retires the old images', async () => {
    const company = await createCompany(t.dataSource, { ownerId: owner.user.id });
    const upload = async (bytes: Buffer, name: string, type: string) =>
      t.http
        .patch(`/api/v1/company/update/${company.id}`)
        .set('Authorization', owner.bearer)
        .field('company_name', company.name)
        .field('comp_industry', company.industry)
        .field('comp_location', company.location)
        .field('comp_website', company.website)
        .attach('company_logo_img', bytes, { filename: name, contentType: type })
        .expect(200);
    const read = async () =>
      (await t.gql<{ company: CompanyLogo }>(COMPANY_QUERY, { id: company.id }, owner.token)).data!.company;

    await upload(await picture('jpeg'), 'logo.jpg', 'image/jpeg');
    const first = await read();
    const firstFileId = await logoFileIdOf(company.id);
    await expectVariants(first.logoImage!, firstFileId);

    await upload(await picture('png'), 'new-logo.png', 'image/png');
    const second = await read();
    const secondFileId = await logoFileIdOf(company.id);
    expect(secondFileId).not.toBe(firstFileId);
    await expectVariants(second.logoImage!, secondFileId);
    for (const [, url] of sizes(first.logoImage!)) await t.http.get(url).expect(404);
    expect(await variantRows(firstFileId)).toEqual([]);
  });

  it('removing the logo or deleting the company removes the images', async () => {
    const create = async (name: string) => {
      const res = await request(t.app.getHttpServer())
        .post('/graphql')
        .set('Authorization', owner.bearer)
        .set('apollo-require-preflight', 'true')
        .field(
          'operations',
          JSON.stringify({ query: CREATE, variables: { input: { ...COMPANY, name }, logo: null } }),
        )
        .field('map', JSON.stringify({ '0': ['variables.logo'] }))
        .attach('0', await picture('png'), { filename: 'logo.png', contentType: 'image/png' });
      return res.body.data.createCompany as CompanyLogo;
    };

    const removed = await create('Removed Logo Co');
    const removedFileId = await logoFileIdOf(removed.id);
    const after = await t.gql<{ updateCompany: CompanyLogo }>(
      UPDATE,
      { id: removed.id, input: { ...COMPANY, name: 'Removed Logo Co' }, removeLogo: true },
      owner.token,
    );
    expect(after.errors).toBeUndefined();
    expect(after.data!.updateCompany).toMatchObject({ hasLogo: false, logoUrl: null, logoImage: null });
    for (const [, url] of sizes(removed.logoImage!)) await t.http.get(url).expect(404);
    expect(await variantRows(removedFileId)).toEqual([]);

    const deleted = await create('Deleted Logo Co');
    const deletedFileId = await logoFileIdOf(deleted.id);
    const gone = await t.gql(
      `mutation($id: ID!) { deleteCompany(id: $id) }`,
      { id: deleted.id },
      owner.token,
    );
    expect(gone.errors).toBeUndefined();
    for (const [, url] of sizes(deleted.logoImage!)) await t.http.get(url).expect(404);
    expect(await variantRows(deletedFileId)).toEqual([]);
  });

  it('makes the images of a logo stored before variants existed when they are first asked for', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', owner.bearer)
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({
          query: CREATE,
          variables: { input: { ...COMPANY, name: 'Old Logo Co' }, logo: null },
        }),
      )
      .field('map', JSON.stringify({ '0': ['variables.logo'] }))
      .attach('0', await picture('jpeg'), { filename: 'old.jpg', contentType: 'image/jpeg' });
    const company = res.body.data.createCompany as CompanyLogo;
    const logoFileId = await logoFileIdOf(company.id);
    await t.dataSource.query(`DELETE FROM files WHERE variant_of = $1`, [logoFileId]);
    expect(await variantRows(logoFileId)).toEqual([]);

    // Two first requests at once: both get the image, one copy is kept.
    const [a, b] = await Promise.all([binary(company.logoImage!.url128), binary(company.logoImage!.url128)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(await variantRows(logoFileId)).toEqual([{ size: 128, mime: 'image/webp' }]);
    await expectVariants(company.logoImage!, logoFileId);
    expect(await variantRows(logoFileId)).toHaveLength(3);
  });

  it('keeps only the last of several logos sent at once: the replaced ones and their images are gone', async () => {
    const created = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', owner.bearer)
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: CREATE, variables: { input: COMPANY, logo: null } }))
      .field('map', JSON.stringify({ '0': ['variables.logo'] }))
      .attach('0', await picture('png'), { filename: 'logo.png', contentType: 'image/png' });
    const id = (created.body.data.createCompany as CompanyLogo).id;
    const replace = `mutation($id: ID!, $input: CompanyInput!, $logo: Upload) {
      updateCompany(id: $id, input: $input, logo: $logo) { id } }`;
    const png = await picture('png');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(t.app.getHttpServer())
          .post('/graphql')
          .set('Authorization', owner.bearer)
          .set('apollo-require-preflight', 'true')
          .field(
            'operations',
            JSON.stringify({ query: replace, variables: { id, input: COMPANY, logo: null } }),
          )
          .field('map', JSON.stringify({ '0': ['variables.logo'] }))
          .attach('0', png, { filename: 'logo.png', contentType: 'image/png' }),
      ),
    );
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const current = await logoFileIdOf(id);
    const logos: { id: string }[] = await t.dataSource.query(
      `SELECT id FROM files WHERE owner_id = $1 AND kind = 'company_logo' AND variant_of IS NULL
         AND id NOT IN (SELECT logo_file_id FROM companies WHERE logo_file_id IS NOT NULL AND id <> $2)`,
      [owner.user.id, id],
    );
    expect(logos.map((l) => l.id)).toEqual([current]);
  });

  it('answers 404 for an unknown logo, a size it does not make, and a copy used as a logo id', async () => {
    await t.http.get('/api/v1/images/00000000-0000-4000-8000-000000000000/64.webp').expect(404);
    await t.http.get('/api/v1/images/not-a-uuid/64.webp').expect(404);
    const [{ id, variant_of: logoFileId }] = (await t.dataSource.query(
      `SELECT id, variant_of FROM files WHERE variant_size = 64 LIMIT 1`,
    )) as { id: string; variant_of: string }[];
    await t.http.get(`/api/v1/images/${logoFileId}/32.webp`).expect(404);
    await t.http.get(`/api/v1/images/${logoFileId}/64.png`).expect(404);
    await t.http.get(`/api/v1/images/${id}/64.webp`).expect(404);
  });
});
