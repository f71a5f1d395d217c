import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JobStatus } from '@hireloop/schema';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { Company } from '../src/modules/companies/company.entity';
import { Job } from '../src/modules/jobs/job.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { createTestApp, TestApp } from './support/test-app';
import { writeInBulk } from './support/test-database';

const SITE = 'https://jobs.example.in';
/** The sitemaps.org schema of a sitemap file, as the sitemap package ships it. */
const SITEMAP_XSD = readFileSync(
  join(dirname(require.resolve('sitemap/package.json')), 'schema/sitemap.xsd'),
  'utf8',
);
const SITEINDEX_XSD = readFileSync(join(__dirname, 'support/siteindex.xsd'), 'utf8');

/** Errors of an XML document against a schema (none: valid). */
async function schemaErrors(xml: string, xsd: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: 'schema.xsd', contents: xsd }],
  });
  return result.errors.map((e) => e.message);
}

/** Errors of libxml2 reading a document (none: well-formed XML). */
async function xmlErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    normalization: 'format',
  });
  return result.errors.map((e) => e.message);
}

/** An element as the parser gives it: text, `@attribute`s and child elements by name. */
type XmlElement = { [name: string]: string | XmlElement | XmlElement[] | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['sitemap', 'url', 'entry', 'link'].includes(name),
});

/** The `loc` or `lastmod` of each entry of a sitemap index or sitemap file, in order. */
function texts(xml: string, tag: 'loc' | 'lastmod'): string[] {
  const doc = parser.parse(xml) as {
    sitemapindex?: { sitemap: XmlElement[] };
    urlset?: { url: XmlElement[] };
  };
  const entries = doc.sitemapindex?.sitemap ?? doc.urlset?.url ?? [];
  return entries.map((e) => String(e[tag] ?? ''));
}

const DAY = 24 * 3600 * 1000;

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  let listed: Job[];
  let acme: Company;
  let zenith: Company;
  // A web build: the server sends its index.html for every GET that asks for HTML, except its own paths.
  const webDist = mkdtempSync(join(tmpdir(), 'hireloop-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: `${SITE}/`, SITEMAP_CHUNK_SIZE: '2' }, webDist });
    const ds = t.dataSource;
    // Read back: the database gives each company its slug.
    const companies = ds.getRepository(Company);
    acme = await companies.findOneByOrFail({ id: (await createCompany(ds, { name: 'Acme Analytics' })).id });
    zenith = await companies.findOneByOrFail({ id: (await createCompany(ds, { name: 'Zenith Labs' })).id });
    const closedOnly = await createCompany(ds, { name: 'Closed Co' });
    const expiredOnly = await createCompany(ds, { name: 'Expired Co' });
    listed = [
      await createJob(ds, { companyId: acme.id, category: 'Technology' }),
      await createJob(ds, { companyId: acme.id, category: 'Sales' }),
      await createJob(ds, { companyId: acme.id, category: 'Design & Creative' }),
      await createJob(ds, { companyId: zenith.id, category: 'Technology' }),
    ];
    await createJob(ds, { companyId: acme.id, status: JobStatus.DRAFT, category: 'Finance' });
    await createJob(ds, { companyId: closedOnly.id, status: JobStatus.CLOSED });
    // Still marked active, but past its closing date (the daily run has not expired it yet).
    await createJob(ds, { companyId: expiredOnly.id, validThrough: new Date(Date.now() - DAY) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('a browser asking for HTML gets the files themselves, and the app keeps its own pages', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const [path, type] of [
      ['/robots.txt', /^text\/plain/],
      ['/sitemap.xml', /^application\/xml/],
      ['/sitemaps/jobs-1.xml', /^application\/xml/],
      ['/jobs/feed.xml?search=developer', /^application\/atom\+xml/],
    ] as const) {
      const res = await t.http.get(path).set('Accept', browser);
      expect([path, res.status, res.headers['content-type']]).toEqual([
        path,
        200,
        expect.stringMatching(type),
      ]);
    }
    // HEAD answers as GET does, without the body.
    const head = await t.http.head('/sitemaps/jobs-1.xml').expect(200);
    expect([head.headers['content-type'], head.text]).toEqual([
      expect.stringMatching(/^application\/xml/),
      undefined,
    ]);
    for (const path of ['/jobs', '/jobs/Technology', '/companies']) {
      const res = await t.http.get(path).set('Accept', browser).expect(200);
      expect([path, res.text]).toEqual([path, expect.stringContaining('<div id="root">')]);
    }
  });

  it('robots.txt allows the public pages, keeps crawlers out of the API and the accounts, and names the sitemap', async () => {
    const res = await t.http.get('/robots.txt').set('Accept', 'text/html,*/*').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/graphql', '/admin', '/recruiter/', '/profile', '/bookmark', '/alerts']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((l) => /^Disallow: \/(?:jobs?|companies)?$/.test(l))).toBe(false);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('the index lists exactly the files that exist, each valid and at most the chunk size long, with every listed page once', async () => {
    const res = await t.http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(await schemaErrors(res.text, SITEINDEX_XSD)).toEqual([]);
    const files = texts(res.text, 'loc');
    // 5 pages (home, jobs, companies, 3 categories... see below), 4 listed jobs, 2 listed companies; 2 per file.
    expect(files).toEqual([
      `${SITE}/sitemaps/pages-1.xml`,
      `${SITE}/sitemaps/pages-2.xml`,
      `${SITE}/sitemaps/pages-3.xml`,
      `${SITE}/sitemaps/jobs-1.xml`,
      `${SITE}/sitemaps/jobs-2.xml`,
      `${SITE}/sitemaps/companies-1.xml`,
    ]);
    const fileMods = texts(res.text, 'lastmod').map((m) => new Date(m).getTime());
    expect(fileMods).toHaveLength(files.length);
    // The index's Last-Modified is its newest file's (to the second).
    expect(new Date(res.headers['last-modified']).getTime()).toBe(
      Math.floor(Math.max(...fileMods) / 1000) * 1000,
    );

    const urls: string[] = [];
    const lastmods = new Map<string, string>();
    for (const file of files) {
      const chunk = await t.http.get(file.slice(SITE.length)).expect(200);
      expect(chunk.headers['content-type']).toMatch(/^application\/xml/);
      expect(chunk.headers['cache-control']).toBe('public, max-age=3600');
      expect(await schemaErrors(chunk.text, SITEMAP_XSD)).toEqual([]);
      const locs = texts(chunk.text, 'loc');
      const mods = texts(chunk.text, 'lastmod');
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(2);
      locs.forEach((loc, i) => lastmods.set(loc, mods[i]));
      urls.push(...locs);
    }
    const jobUrls = listed.map((j) => `${SITE}/job/${j.id}`).sort();
    expect(urls.filter((u) => u.includes('/job/')).sort()).toEqual(jobUrls);
    expect(urls.filter((u) => u.includes('/companies/')).sort()).toEqual(
      [`${SITE}/companies/${acme.slug}`, `${SITE}/companies/${zenith.slug}`].sort(),
    );
    expect(urls.filter((u) => !u.includes('/job/') && !u.includes('/companies/'))).toEqual([
      `${SITE}/`,
      `${SITE}/jobs`,
      `${SITE}/companies`,
      `${SITE}/jobs/Design%20%26%20Creative`,
      `${SITE}/jobs/Sales`,
      `${SITE}/jobs/Technology`,
    ]);
    expect(new Set(urls).size).toBe(urls.length);
    // A job's lastmod is its last change.
    const job = await t.dataSource.getRepository(Job).findOneByOrFail({ id: listed[0].id });
    expect(new Date(lastmods.get(`${SITE}/job/${job.id}`)!).getTime()).toBe(job.updatedAt.getTime());
  });

  it('a file past the end, or of no kind, is not found', async () => {
    for (const path of [
      '/sitemaps/jobs-3.xml',
      '/sitemaps/companies-2.xml',
      '/sitemaps/pages-4.xml',
      '/sitemaps/jobs-0.xml',
      '/sitemaps/users-1.xml',
      '/sitemaps/jobs-1.txt',
    ]) {
      const res = await t.http.get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('a job that closes leaves the sitemap at once, and its company with its last job', async () => {
    await t.dataSource.getRepository(Job).update({ id: listed[3].id }, { status: JobStatus.CLOSED });
    try {
      const index = await t.http.get('/sitemap.xml').expect(200);
      expect(texts(index.text, 'loc').filter((l) => l.includes('/sitemaps/jobs-'))).toHaveLength(2);
      const companies = await t.http.get('/sitemaps/companies-1.xml').expect(200);
      expect(texts(companies.text, 'loc')).toEqual([`${SITE}/companies/${acme.slug}`]);
      const jobs = [
        ...texts((await t.http.get('/sitemaps/jobs-1.xml').expect(200)).text, 'loc'),
        ...texts((await t.http.get('/sitemaps/jobs-2.xml').expect(200)).text, 'loc'),
      ];
      expect(jobs.sort()).toEqual(
        listed
          .slice(0, 3)
          .map((j) => `${SITE}/job/${j.id}`)
          .sort(),
      );
      await t.http.get('/sitemaps/jobs-3.xml').expect(404);
    } finally {
      await t.dataSource.getRepository(Job).update({ id: listed[3].id }, { status: JobStatus.ACTIVE });
    }
  });

  it('lists the job lists of the category list only: a category typed through the API is no page', async () => {
    const odd = await createJob(t.dataSource, { companyId: acme.id, category: 'Cheap Loans</script>' });
    try {
      const index = await t.http.get('/sitemap.xml').expect(200);
      const pageFiles = texts(index.text, 'loc').filter((l) => l.includes('/sitemaps/pages-'));
      expect(pageFiles).toHaveLength(3);
      const pages: string[] = [];
      for (const file of pageFiles)
        pages.push(...texts((await t.http.get(file.slice(SITE.length))).text, 'loc'));
      expect(pages.filter((p) => p.includes('/jobs/'))).toEqual([
        `${SITE}/jobs/Design%20%26%20Creative`,
        `${SITE}/jobs/Sales`,
        `${SITE}/jobs/Technology`,
      ]);
    } finally {
      await t.dataSource.getRepository(Job).delete({ id: odd.id });
    }
  });

  it('without a public address there is no sitemap, and robots.txt names none', async () => {
    const publicUrl = t.config.publicUrl;
    t.config.publicUrl = undefined;
    try {
      const robots = await t.http.get('/robots.txt').expect(200);
      expect(robots.text).not.toMatch(/Sitemap:/);
      const index = await t.http.get('/sitemap.xml').expect(404);
      expect(index.text).toMatch(/PUBLIC_URL/);
      await t.http.get('/sitemaps/jobs-1.xml').expect(404);
      await t.http.get('/jobs/feed.xml').expect(404);
    } finally {
      t.config.publicUrl = publicUrl;
    }
  });
});

/**
 * An Atom feed's required elements (RFC 4287): the feed's id, title and updated; each entry's, and its
 * link. Every text must be plain text (Atom's default), never markup to be rendered.
 */
async function atom(xml: string) {
  expect(await xmlErrors(xml)).toEqual([]);
  const doc = parser.parse(xml) as { feed?: XmlElement };
  const root = doc.feed!;
  expect(root['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  const required = (e: XmlElement, name: string) => {
    const found = e[name];
    expect([name, found !== undefined && found !== '']).toEqual([name, true]);
    return found!;
  };
  const text = (e: XmlElement, name: string) => {
    const found = required(e, name);
    if (typeof found === 'string') return found;
    const element = found as XmlElement;
    expect([name, element['@type'] ?? 'text']).toEqual([name, 'text']);
    return String(element['#text'] ?? '');
  };
  const date = (e: XmlElement) => {
    const value = text(e, 'updated');
    expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    return new Date(value);
  };
  const links = (e: XmlElement, rel: string) =>
    ((e.link as XmlElement[] | undefined) ?? [])
      .filter((l) => (l['@rel'] ?? 'alternate') === rel)
      .map((l) => l['@href']);
  const entries = ((root.entry as XmlElement[] | undefined) ?? []).map((e) => {
    const link = links(e, 'alternate');
    expect(link).toHaveLength(1);
    return { id: text(e, 'id'), title: text(e, 'title'), updated: date(e), link: link[0] };
  });
  return {
    id: text(root, 'id'),
    title: text(root, 'title'),
    updated: date(root),
    self: links(root, 'self'),
    entries,
  };
}

describe('the Atom feed of a search', () => {
  let t: TestApp;
  let react: Job[];

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: SITE } });
    const ds = t.dataSource;
    const company = await createCompany(ds, { name: 'Feedly Works' });
    const make = (o: Partial<Job>) => createJob(ds, { companyId: company.id, skills: [], ...o });
    react = [
      await make({
        title: 'React Developer',
        location: 'Pune, Maharashtra',
        createdAt: new Date(Date.now() - 3 * DAY),
      }),
      await make({
        // Markup and a control character (which XML does not allow) in a recruiter's title.
        title: 'Senior React & <Node> Engineer\u0007',
        location: 'Pune, Maharashtra',
        createdAt: new Date(Date.now() - DAY),
      }),
    ];
    await make({ title: 'React Native Developer', location: 'Mumbai, Maharashtra' });
    await make({ title: 'React Lead', location: 'Pune, Maharashtra', status: JobStatus.CLOSED });
    await make({ title: 'Accountant', location: 'Pune, Maharashtra' });
    // 51 more in a category of their own: the feed of that category holds the newest 50.
    await ds.query(
      `INSERT INTO jobs (company_id, title, description, location, category, created_at)
       SELECT $1, 'Bulk job ' || g, 'Bulk.', 'Delhi', 'Bulk', now() - g * interval '1 minute'
       FROM generate_series(1, 51) g`,
      [company.id],
    );
  });
  afterAll(() => t.close());

  it('holds the newest matching active jobs of the search, newest first, as valid Atom', async () => {
    const res = await t.http
      .get('/jobs/feed.xml')
      .query({ search: 'react', location: 'Pune, Maharashtra' })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    const feed = await atom(res.text);
    expect(feed.id).toBe(`${SITE}/jobs/feed.xml?search=react&location=Pune%2C+Maharashtra`);
    expect(feed.title).toMatch(/react/);
    expect(feed.entries.map((e) => e.link)).toEqual([
      `${SITE}/job/${react[1].id}`,
      `${SITE}/job/${react[0].id}`,
    ]);
    expect(feed.self).toEqual([feed.id]);
    expect(feed.entries[0].title).toBe('Senior React & <Node> Engineer at Feedly Works');
    expect(feed.updated.getTime()).toBe(Math.max(...feed.entries.map((e) => e.updated.getTime())));
    expect(new Date(res.headers['last-modified']).getTime()).toBe(
      Math.floor(feed.updated.getTime() / 1000) * 1000,
    );
    // A feed reader that has it already gets a 304 without a body.
    const again = await t.http
      .get('/jobs/feed.xml')
      .query({ search: 'react', location: 'Pune, Maharashtra' })
      .set('If-None-Match', res.headers.etag);
    expect([again.status, again.text]).toEqual([304, '']);
  });

  it('holds at most 50 jobs, the newest', async () => {
    const res = await t.http.get('/jobs/feed.xml?category=Bulk').expect(200);
    const titles = (await atom(res.text)).entries.map((e) => e.title);
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('Bulk job 1 at Feedly Works');
    expect(titles).not.toContain('Bulk job 51 at Feedly Works');
  });

  it('a search that matches nothing is an empty but valid feed', async () => {
    const res = await t.http.get('/jobs/feed.xml?search=zzzqqqxxx&location=Nowhere').expect(200);
    expect((await atom(res.text)).entries).toEqual([]);
  });

  it('refuses bad parameters with a 400 that says what is wrong', async () => {
    const cases: [string, RegExp][] = [
      [`search=${'a'.repeat(201)}`, /search must be at most 200 characters/],
      ['search=a&search=b', /search may be given once/],
      [
        Array.from({ length: 51 }, (_, i) => `location=L${i}`).join('&'),
        /location may be given at most 50 times/,
      ],
      [`type=${'x'.repeat(101)}`, /each type must be at most 100 characters/],
    ];
    for (const [query, message] of cases) {
      const res = await t.http.get(`/jobs/feed.xml?${query}`);
      expect(res.status).toBe(400);
      expect(res.text).toMatch(message);
    }
  });
});

describe('a sitemap file read slowly', () => {
  let t: TestApp;
  const JOBS = 20_000;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.dataSource);
    await writeInBulk(
      t.dataSource,
      `INSERT INTO jobs (company_id, title, description, location)
       SELECT $1, 'Job ' || g, 'Bulk.', 'Pune' FROM generate_series(1, $2::int) g`,
      [company.id, JOBS],
    );
    // Writing 20,000 jobs (each indexed for search) on the embedded database took over a minute on a busy
    // machine: the setup gets the time it needs; the test's own waits are unchanged.
  }, 240_000);
  afterAll(() => t.close());

  it('holds up no other request (not even on the one connection of the embedded database), and clients that leave do no harm', async () => {
    const server = await t.app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const open = (path: string) =>
      new Promise<{ res: IncomingMessage; destroy: () => void }>((resolve) => {
        const req = get({ port, host: '127.0.0.1', path }, (res) =>
          res.once('data', () => resolve({ res, destroy: () => req.destroy() })),
        );
      });
    // Clients that leave after the first bytes.
    for (let i = 0; i < 3; i++) (await open('/sitemaps/jobs-1.xml')).destroy();
    // A client that stops reading: the server waits for it, between two of its reads of the database.
    const slow = await open('/sitemaps/jobs-1.xml');
    slow.res.pause();
    await new Promise((r) => setTimeout(r, 300));
    const search = await t.gql<{ jobs: { total: number } }>(`query { jobs { total } }`);
    expect(search).toEqual({ data: { jobs: { total: JOBS } } });
    expect(slow.res.complete).toBe(false);
    slow.destroy();
    // The whole file, for a client that reads it.
    const whole = await t.http.get('/sitemaps/jobs-1.xml').expect(200);
    expect(whole.text.split('</url>').length - 1).toBe(JOBS);
  });
});
