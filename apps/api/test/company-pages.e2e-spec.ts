import { COMPANY_SEARCH_MAX_LENGTH, COMPANY_SEARCH_TOO_LONG, JobStatus, Role } from '@hireloop/schema';
import { Company } from '../src/modules/companies/company.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { captureStatements } from './support/statements';
import { createTestApp, errorCode, TestApp } from './support/test-app';

interface DirectoryAnswer {
  publicCompanies: {
    total: number;
    page: number;
    pageSize: number;
    pageCount: number;
    items: { openJobCount: number; company: { name: string; slug: string; contactNo: string } }[];
  };
}

const DIRECTORY = `query Directory($search: String, $page: Int!, $pageSize: Int) {
  publicCompanies(search: $search, page: $page, pageSize: $pageSize) {
    total page pageSize pageCount
    items { openJobCount company { name slug contactNo contactEmail } }
  }
}`;

interface ProfileAnswer {
  publicCompany: {
    openJobCount: number;
    company: { id: string; name: string; slug: string; contactNo: string; contactEmail: string | null };
    openJobs: { title: string; company: { contactNo: string; contactEmail: string | null } }[];
  } | null;
}

const PROFILE = `query Profile($slug: String!) {
  publicCompany(slug: $slug) {
    openJobCount
    company { id name slug contactNo contactEmail }
    openJobs { title company { contactNo contactEmail } }
  }
}`;

describe('public company directory and company pages (GraphQL)', () => {
  let t: TestApp;
  let technova: Company;
  let kaveri: Company;
  let owner: Session;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await sessionAs(t, Role.RECRUITER);
    technova = await createCompany(t.dataSource, {
      ownerId: owner.user.id,
      name: 'TechNova Solutions',
      industry: 'Information Technology',
      location: 'Pune, Maharashtra',
      contactNo: '+91-9111111111',
    });
    kaveri = await createCompany(t.dataSource, {
      ownerId: owner.user.id,
      name: 'Kaveri Fintech',
      industry: 'Financial Services',
      location: 'Bengaluru, Karnataka',
    });
    const quiet = await createCompany(t.dataSource, { name: 'Quiet Traders', industry: 'Retail' });
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 3; i++) {
      await createJob(t.dataSource, {
        companyId: technova.id,
        title: `TechNova role ${i}`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    await createJob(t.dataSource, {
      companyId: technova.id,
      title: 'TechNova paused',
      status: JobStatus.PAUSED,
    });
    await createJob(t.dataSource, {
      companyId: technova.id,
      title: 'TechNova expired',
      status: JobStatus.EXPIRED,
    });
    // Active, but past its closing date (the daily expiry run has not marked it yet): not open.
    await createJob(t.dataSource, {
      companyId: technova.id,
      title: 'TechNova past its closing date',
      validThrough: new Date(Date.now() - 60 * 60_000),
    });
    await createJob(t.dataSource, { companyId: kaveri.id, title: 'Kaveri analyst' });
    // A company whose only job is closed is not in the directory.
    await createJob(t.dataSource, { companyId: quiet.id, title: 'Quiet role', status: JobStatus.CLOSED });
  });

  afterAll(() => t.close());

  it('lists only companies with an open job, most open jobs first, with their counts', async () => {
    const { data } = await t.gql<DirectoryAnswer>(DIRECTORY, { page: 1 });
    const page = data!.publicCompanies;
    expect(page.total).toBe(2);
    expect(page.pageSize).toBe(12);
    expect(page.items.map((i) => [i.company.name, i.company.slug, i.openJobCount])).toEqual([
      ['TechNova Solutions', 'technova-solutions', 3],
      ['Kaveri Fintech', 'kaveri-fintech', 1],
    ]);
  });

  it('searches name, industry and location, taking % and _ as themselves', async () => {
    const names = async (search: string) => {
      const { data } = await t.gql<DirectoryAnswer>(DIRECTORY, { search, page: 1 });
      return data!.publicCompanies.items.map((i) => i.company.name);
    };
    expect(await names('technova')).toEqual(['TechNova Solutions']);
    expect(await names('financial')).toEqual(['Kaveri Fintech']);
    expect(await names('Bengaluru')).toEqual(['Kaveri Fintech']);
    expect(await names('  ')).toEqual(['TechNova Solutions', 'Kaveri Fintech']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('Retail')).toEqual([]);
  });

  it('pages the directory', async () => {
    const first = await t.gql<DirectoryAnswer>(DIRECTORY, { page: 1, pageSize: 1 });
    const second = await t.gql<DirectoryAnswer>(DIRECTORY, { page: 2, pageSize: 1 });
    const beyond = await t.gql<DirectoryAnswer>(DIRECTORY, { page: 3, pageSize: 1 });
    expect(first.data!.publicCompanies.pageCount).toBe(2);
    expect(first.data!.publicCompanies.items.map((i) => i.company.name)).toEqual(['TechNova Solutions']);
    expect(second.data!.publicCompanies.items.map((i) => i.company.name)).toEqual(['Kaveri Fintech']);
    // A page past the end is empty but still says how many there are.
    expect(beyond.data!.publicCompanies).toMatchObject({ items: [], total: 2, page: 3 });
  });

  it('refuses a search that is too long and a bad page with a clear error', async () => {
    const long = await t.gql(DIRECTORY, { search: 'x'.repeat(COMPANY_SEARCH_MAX_LENGTH + 1), page: 1 });
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0].message).toBe(COMPANY_SEARCH_TOO_LONG);
    const zero = await t.gql(DIRECTORY, { page: 0 });
    expect(errorCode(zero)).toBe('BAD_USER_INPUT');
  });

  it('reads the directory in the same statements whatever the page size (no query per company)', async () => {
    const one = await captureStatements(t.dataSource, () => t.gql(DIRECTORY, { page: 1, pageSize: 1 }));
    const two = await captureStatements(t.dataSource, () => t.gql(DIRECTORY, { page: 1, pageSize: 2 }));
    expect(two.length).toBe(one.length);
    expect(two.length).toBeLessThanOrEqual(3);
  });

  it('never shows contacts on public pages, even to a signed-in recruiter of another company', async () => {
    const other = await sessionAs(t, Role.RECRUITER);
    for (const token of [undefined, other.token]) {
      const directory = await t.gql<DirectoryAnswer>(DIRECTORY, { page: 1 }, token);
      expect(directory.data!.publicCompanies.items.map((i) => i.company.contactNo)).toEqual(['', '']);
      const profile = await t.gql<ProfileAnswer>(PROFILE, { slug: 'technova-solutions' }, token);
      const answer = profile.data!.publicCompany!;
      expect(answer.company).toMatchObject({ contactNo: '', contactEmail: null });
      expect(
        answer.openJobs.every((j) => j.company.contactNo === '' && j.company.contactEmail === null),
      ).toBe(true);
      expect(JSON.stringify(profile)).not.toContain('9111111111');
    }
    // The owner still reads its own phone.
    const own = await t.gql<{ company: { contactNo: string } }>(
      `query Own($id: ID!) { company(id: $id) { contactNo } }`,
      { id: technova.id },
      owner.token,
    );
    expect(own.data!.company.contactNo).toBe('+91-9111111111');
  });

  it("answers a company's page by slug with its open jobs, newest first", async () => {
    const { data } = await t.gql<ProfileAnswer>(PROFILE, { slug: 'technova-solutions' });
    expect(data!.publicCompany).toMatchObject({
      openJobCount: 3,
      company: { name: 'TechNova Solutions', slug: 'technova-solutions' },
    });
    expect(data!.publicCompany!.openJobs.map((j) => j.title)).toEqual([
      'TechNova role 2',
      'TechNova role 1',
      'TechNova role 0',
    ]);
  });

  it('answers an old slug after a rename with the company and its current slug; null for an unknown slug', async () => {
    const rename = await t.gql<{ updateCompany: { slug: string } }>(
      `mutation Rename($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { slug } }`,
      {
        id: kaveri.id,
        input: {
          name: 'Kaveri Payments',
          industry: kaveri.industry,
          location: kaveri.location,
          size: kaveri.size,
          website: kaveri.website,
          contactNo: kaveri.contactNo,
        },
      },
      owner.token,
    );
    // The recruiter's answer carries the new slug at once.
    expect(rename.data?.updateCompany.slug).toBe('kaveri-payments');
    const renamed = await t.gql<ProfileAnswer>(PROFILE, { slug: 'kaveri-fintech' });
    expect(renamed.data!.publicCompany!.company).toMatchObject({ id: kaveri.id, slug: 'kaveri-payments' });
    const current = await t.gql<ProfileAnswer>(PROFILE, { slug: 'kaveri-payments' });
    expect(current.data!.publicCompany!.company.id).toBe(kaveri.id);
    const unknown = await t.gql<ProfileAnswer>(PROFILE, { slug: 'no-such-company' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.publicCompany).toBeNull();
  });
});

const PUBLIC_URL = 'https://jobs.example.in';

/** Every JSON-LD object of a page's head, parsed. */
function jsonLd(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/**
 * The directory and company pages as the server sends them to a browser or a crawler: drawn with their
 * data, with their heads, and with real statuses. Needs the web build (apps/web/dist).
 */
describe('public company pages as the server sends them (HTML; the browser journey companies.e2e.ts checks the drawn markup)', () => {
  let t: TestApp;
  let company: Company;
  const get = async (path: string) => {
    const res = await t.http.get(path).set('Accept', 'text/html');
    const html = res.text;
    return {
      status: res.status,
      location: res.headers.location as string | undefined,
      head: html.slice(0, html.indexOf('</head>')),
      /** The data sent with the page, which the app draws it with (the API e2e has no render worker). */
      data: JSON.stringify(
        JSON.parse(
          /<script type="application\/json" id="preloaded-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
        ),
      ),
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ serveWeb: true, env: { PUBLIC_URL } });
    company = await createCompany(t.dataSource, {
      name: 'Ganga Logistics',
      description: 'Freight across the Ganga plain & beyond.',
      location: 'Patna, Bihar',
      website: 'https://ganga.example.in',
    });
    await createJob(t.dataSource, { companyId: company.id, title: 'Fleet Manager' });
  });

  afterAll(() => t.close());

  it('draws the directory with its companies, canonical at /companies, searches kept out of the index', async () => {
    const page = await get('/companies');
    expect(page.status).toBe(200);
    expect(page.data).toContain('"name":"Ganga Logistics"');
    expect(page.data).toContain('"openJobCount":1');
    expect(page.head).toContain('<title>Companies hiring – Hireloop</title>');
    expect(page.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/companies"`);
    const searched = await get('/companies?search=ganga');
    expect(searched.data).toContain('"search":"ganga"');
    expect(searched.data).toContain('"name":"Ganga Logistics"');
    expect(searched.head).toContain('<meta name="robots" content="noindex,follow"');
    expect((await get('/companies?search=nothing-like-it')).data).toContain('"total":0');
  });

  it("draws a company's page with its jobs, Organization and breadcrumbs; an old slug moves, an unknown one is 404", async () => {
    const page = await get('/companies/ganga-logistics');
    expect(page.status).toBe(200);
    expect(page.data).toContain('"title":"Fleet Manager"');
    expect(page.data).toContain('Freight across the Ganga plain & beyond.');
    expect(page.head).toContain('<title>Ganga Logistics: jobs and company profile – Hireloop</title>');
    expect(page.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/companies/ganga-logistics"`);
    const ld = jsonLd(page.head);
    expect(ld.find((x) => x['@type'] === 'Organization')).toMatchObject({
      name: 'Ganga Logistics',
      url: `${PUBLIC_URL}/companies/ganga-logistics`,
      sameAs: ['https://ganga.example.in'],
      address: { addressLocality: 'Patna, Bihar' },
    });
    expect(ld.find((x) => x['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Hireloop' }, { name: 'Companies' }, { name: 'Ganga Logistics' }],
    });

    await t.dataSource.getRepository(Company).update(company.id, { name: 'Ganga Freight' });
    const moved = await get('/companies/ganga-logistics');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/companies/ganga-freight');
    expect((await get('/companies/ganga-freight')).status).toBe(200);
    expect((await get('/companies/no-such-company')).status).toBe(404);
  });

  it('keeps the page of a company without an open job out of the index (a profile alone publishes nothing)', async () => {
    const idle = await createCompany(t.dataSource, {
      name: 'Hidden Zeta',
      description: 'Cheap loans, call now',
    });
    await createJob(t.dataSource, { companyId: idle.id, status: JobStatus.DRAFT });
    const page = await get('/companies/hidden-zeta');
    expect(page.status).toBe(200);
    expect(page.head).toContain('<meta name="robots" content="noindex,follow"');
    expect((await get('/companies/ganga-freight')).head).not.toContain('name="robots"');
  });
});
