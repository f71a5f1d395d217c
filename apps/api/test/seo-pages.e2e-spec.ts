import { JOB_TYPES, JobStatus } from '@hireloop/schema';
import { seedDemoData } from '../src/database/seed/seed';
import { PNG_BYTES } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';
import { createStoredFile } from './factories/file.factory';

const PUBLIC_URL = 'https://jobs.example.in';

/** A page as the server sends it to a browser (or a search engine's crawler). */
interface Page {
  status: number;
  html: string;
  /** The `<head>` only: what search engines read before any JavaScript. */
  head: string;
}

/** The content of the first `<meta name|property="key">` of a head; undefined when there is none. */
function meta(head: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(head);
  return tag?.[1];
}

const title = (head: string) => /<title>([^<]*)<\/title>/.exec(head)?.[1];
const canonical = (head: string) => /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
const unescape = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every JSON-LD object of a head, parsed. */
function jsonLd(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

const ofType = (head: string, type: string) => jsonLd(head).filter((ld) => ld['@type'] === type);

interface SeededJob {
  id: string;
  title: string;
  job_type: string;
  location: string;
  salary: string;
  category: string;
  company_name: string;
  website: string;
}

/**
 * What search engines read in the pages the server sends: each public page's title, description,
 * canonical address, robots rule, link-preview tags and structured data in the server-rendered HTML, and
 * real statuses (404 for what does not exist, 410 for a job that no longer takes applications). Needs the
 * web build (apps/web/dist), as served in production.
 */
describe('pages for search engines', () => {
  let t: TestApp;
  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
  const get = async (path: string): Promise<Page> => {
    const res = await t.http.get(path).set('Accept', 'text/html');
    const html = res.text;
    return { status: res.status, html, head: html.slice(0, html.indexOf('</head>')) };
  };
  let active: SeededJob[];

  beforeAll(async () => {
    t = await createTestApp({ serveWeb: true, env: { PUBLIC_URL } });
    await seedDemoData(t.dataSource, { jobs: 120, passwordHashMemoryKib: t.config.passwordHashMemoryKib });
    // Every company with an uploaded logo, so that each job's organisation has one.
    const [{ owner_id: ownerId }] = await q(`SELECT owner_id FROM companies LIMIT 1`);
    const fileId = await createStoredFile(t.dataSource, {
      ownerId,
      kind: 'company_logo',
      originalName: 'logo.png',
      mimeType: 'image/png',
      bytes: PNG_BYTES,
    });
    await q(`UPDATE companies SET logo_file_id = $1`, [fileId]);
    active = await q(
      `SELECT j.id, j.title, j.job_type, j.location, j.salary, j.category, c.name AS company_name, c.website
         FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE j.status = 'active' ORDER BY j.created_at DESC`,
    );
  }, 120_000);

  afterAll(() => t?.close());

  it('sends the home page with its title, description, canonical address and link-preview tags', async () => {
    const { status, head } = await get('/');
    expect(status).toBe(200);
    expect(title(head)).toBe('Hireloop – Jobs across India');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(meta(head, 'description')).toContain('find jobs across India');
    expect(canonical(head)).toBe(`${PUBLIC_URL}/`);
    expect(meta(head, 'robots')).toBeUndefined();
    expect(meta(head, 'og:title')).toBe('Hireloop – Jobs across India');
    expect(meta(head, 'og:description')).toBe(meta(head, 'description'));
    expect(meta(head, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(meta(head, 'og:site_name')).toBe('Hireloop');
    expect(meta(head, 'twitter:card')).toBe('summary');
    expect(meta(head, 'twitter:title')).toBe('Hireloop – Jobs across India');
  });

  it('gives /jobs and its searches canonical addresses, an Atom alternate, and noindex past one filter', async () => {
    const jobs = await get('/jobs');
    expect(jobs.status).toBe(200);
    expect(title(jobs.head)).toBe('Find jobs across India – Hireloop');
    expect(canonical(jobs.head)).toBe(`${PUBLIC_URL}/jobs`);
    expect(meta(jobs.head, 'robots')).toBeUndefined();

    const search = await get('/search?location=Pune&search=React%20Developer&page=1&utm_source=mail');
    expect(search.status).toBe(200);
    expect(title(search.head)).toBe('React Developer jobs in Pune – Hireloop');
    expect(unescape(canonical(search.head))).toBe(`${PUBLIC_URL}/jobs?search=react+developer&location=Pune`);
    expect(meta(search.head, 'robots')).toBeUndefined();
    expect(unescape(search.head)).toContain(
      `<link rel="alternate" type="application/atom+xml" href="${PUBLIC_URL}/jobs/feed.xml?search=React+Developer&location=Pune" title="Hireloop: React Developer jobs in Pune" />`,
    );

    const category = await get('/jobs/Technology?page=2');
    expect(title(category.head)).toBe('Technology jobs (page 2) – Hireloop');
    expect(canonical(category.head)).toBe(`${PUBLIC_URL}/jobs/Technology?page=2`);
    expect(unescape(canonical((await get('/jobs?category=Technology&page=2')).head))).toBe(
      `${PUBLIC_URL}/jobs/Technology?page=2`,
    );

    // Any text typed into an address makes no page for search engines, and is echoed cut short.
    const spam = 'Cheap loans at evil-site.example call +1-800';
    for (const path of [
      `/jobs/${encodeURIComponent(spam)}`,
      `/jobs?search=${encodeURIComponent(spam)}`,
      `/jobs/${'x'.repeat(5000)}`,
    ]) {
      const page = await get(path);
      expect([path.slice(0, 40), meta(page.head, 'robots')]).toEqual([path.slice(0, 40), 'noindex,follow']);
      expect(unescape(title(page.head))?.length).toBeLessThan(100);
    }
    // A category in another case is the list's one page.
    expect(canonical((await get('/jobs/technology')).head)).toBe(`${PUBLIC_URL}/jobs/Technology`);

    const deep = await get('/jobs?type=Full-time&location=Pune&location=Delhi');
    expect(deep.status).toBe(200);
    expect(meta(deep.head, 'robots')).toBe('noindex,follow');
    expect(unescape(canonical(deep.head))).toBe(
      `${PUBLIC_URL}/jobs?type=Full-time&location=Delhi&location=Pune`,
    );
  });

  it('gives static public pages their own title and canonical, and private pages noindex', async () => {
    for (const [path, name] of [
      ['/login', 'Log in'],
      ['/signup', 'Sign up'],
      ['/waitlist', 'Join the waitlist'],
      ['/resume-builder', 'Resume builder'],
    ]) {
      const { status, head } = await get(path);
      expect(status).toBe(200);
      expect(title(head)).toBe(`${name} – Hireloop`);
      expect(canonical(head)).toBe(`${PUBLIC_URL}${path}`);
      expect(meta(head, 'robots')).toBeUndefined();
    }
    for (const path of ['/profile', '/bookmark', '/recruiter/jobs', '/admin/dashboard', '/reset/password']) {
      const { status, head } = await get(path);
      expect(status).toBe(200);
      expect(meta(head, 'robots')).toBe('noindex,nofollow');
      expect(canonical(head)).toBeUndefined();
    }
  });

  it.each(JOB_TYPES)(
    'describes a job of type %s with a complete JobPosting and breadcrumbs',
    async (jobType) => {
      const job = active.find(
        (j) => j.job_type === jobType && j.location !== 'Remote' && j.salary.startsWith('₹'),
      );
      if (!job) throw new Error(`the demo data has no ${jobType} job in a city with a salary`);
      const { status, head, html } = await get(`/job/${job.id}`);
      expect(status).toBe(200);
      expect(unescape(title(head))).toBe(
        `${job.title} at ${job.company_name}, ${job.location.split(',')[0]} – Hireloop`,
      );
      expect(canonical(head)).toBe(`${PUBLIC_URL}/job/${job.id}`);
      expect(meta(head, 'robots')).toBeUndefined();
      expect(meta(head, 'og:image')).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/v1/images/[0-9a-f-]{36}/256\\.webp$`),
      );
      // The page comes with the job's data too, not only its head.
      expect(html).toContain(`<script type="application/json" id="preloaded-data">{"page":"job"`);

      const [posting] = ofType(head, 'JobPosting');
      const [city, state] = job.location.split(', ');
      const parsed = /^₹([\d,]+)(?: - ₹([\d,]+))? per (annum|month)$/.exec(job.salary);
      if (!parsed) throw new Error(`unexpected seeded salary ${job.salary}`);
      const amount = (text: string) => Number(text.replace(/,/g, ''));
      const unit = parsed[3] === 'month' ? 'MONTH' : 'YEAR';
      expect(posting).toEqual({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: expect.stringMatching(/^<p>.+<\/p><h3>Requirements<\/h3><ul><li>/),
        datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        employmentType: {
          'Full-time': 'FULL_TIME',
          'Part-time': 'PART_TIME',
          Contract: 'CONTRACTOR',
          Internship: 'INTERN',
        }[jobType],
        hiringOrganization: {
          '@type': 'Organization',
          name: job.company_name,
          sameAs: new URL(/^https?:/.test(job.website) ? job.website : `https://${job.website}`).toString(),
          logo: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/v1/images/[0-9a-f-]{36}/256\\.webp$`)),
        },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: city,
            addressRegion: state,
            addressCountry: 'IN',
          },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'INR',
          value: {
            '@type': 'QuantitativeValue',
            ...(parsed[2]
              ? { minValue: amount(parsed[1]), maxValue: amount(parsed[2]) }
              : { value: amount(parsed[1]) }),
            unitText: unit,
          },
        },
        identifier: { '@type': 'PropertyValue', name: 'Hireloop', value: job.id },
        directApply: true,
        url: `${PUBLIC_URL}/job/${job.id}`,
      });
      expect(new Date(posting.validThrough as string).getTime()).toBeGreaterThan(Date.now());

      const [breadcrumbs] = ofType(head, 'BreadcrumbList');
      expect(breadcrumbs.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Jobs', item: `${PUBLIC_URL}/jobs` },
        {
          '@type': 'ListItem',
          position: 3,
          name: job.category,
          item: `${PUBLIC_URL}/jobs/${encodeURIComponent(job.category)}`,
        },
        { '@type': 'ListItem', position: 4, name: job.title },
      ]);
    },
  );

  it('marks a remote job TELECOMMUTE for applicants in India, and leaves out a salary that is not given', async () => {
    const remote = active.find((j) => j.location === 'Remote');
    if (!remote) throw new Error('the demo data has no remote job');
    await q(`UPDATE jobs SET salary = '' WHERE id = $1`, [remote.id]);
    const [posting] = ofType((await get(`/job/${remote.id}`)).head, 'JobPosting');
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('answers 404 with the not-found head for an unknown or malformed job id and an unknown route', async () => {
    for (const path of ['/job/00000000-0000-4000-8000-000000000000', '/job/not-a-job', '/no/such/page']) {
      const { status, head, html } = await get(path);
      expect(status).toBe(404);
      expect(title(head)).toBe('Page not found – Hireloop');
      expect(meta(head, 'robots')).toBe('noindex,follow');
      expect(ofType(head, 'JobPosting')).toEqual([]);
      // The app itself, which draws its not-found screen.
      expect(html).toContain('<div id="root">');
    }
    // A file's address is not a page of the app.
    const file = await t.http.get('/jobs/no-such-file.txt').set('Accept', 'text/html');
    expect(file.status).toBe(404);
    expect(file.text).not.toContain('<div id="root">');
    const draft = active[active.length - 1];
    await q(`UPDATE jobs SET status = $1 WHERE id = $2`, [JobStatus.DRAFT, draft.id]);
    expect((await get(`/job/${draft.id}`)).status).toBe(404);
  });

  it('answers 410 with noindex and no JobPosting for a closed job, an expired one and one past its closing date', async () => {
    const [closed, expired, pastDate] = active.slice(-4, -1);
    await q(`UPDATE jobs SET status = $1 WHERE id = $2`, [JobStatus.CLOSED, closed.id]);
    await q(`UPDATE jobs SET status = $1, valid_through = now() - interval '1 day' WHERE id = $2`, [
      JobStatus.EXPIRED,
      expired.id,
    ]);
    // Not yet marked expired by the daily run.
    await q(`UPDATE jobs SET valid_through = now() - interval '1 minute' WHERE id = $1`, [pastDate.id]);
    for (const job of [closed, expired, pastDate]) {
      const { status, head, html } = await get(`/job/${job.id}`);
      expect(status).toBe(410);
      expect(meta(head, 'robots')).toBe('noindex,follow');
      expect(canonical(head)).toBeUndefined();
      expect(unescape(title(head))).toBe(`${job.title} (no longer available) – Hireloop`);
      expect(jsonLd(head)).toEqual([]);
      expect(html).toContain('<div id="root">');
    }
    // An expired job's page still shows the job (the app tells it no longer takes applications).
    const { html } = await get(`/job/${expired.id}`);
    expect(html).toContain('id="preloaded-data"');
    // A closed one is no job for a visitor: the app alone draws what it shows (a drawn job page would
    // not match the app's first render).
    expect((await get(`/job/${closed.id}`)).html).toContain('<div id="root"></div>');
  });
});
