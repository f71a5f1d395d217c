import { JOB_TYPES } from '../vocabulary';
import {
  goneJobHead,
  homeHead,
  jobsCanonical,
  jobsHead,
  notFoundHead,
  privateHead,
  staticHead,
} from './heads';
import { jobBreadcrumbJsonLd, jobHead, jobPostingJsonLd, type JobPostingFields } from './job-posting';
import { routeTitle } from './route-heads';
import { jobTitle } from './titles';
import { seoRouteOf } from './routes';
import { parseSalary } from './salary';
import {
  MAX_SALARY_FILTER,
  POSTED_WITHIN_DAYS,
  readSearchState,
  SEARCH_MESSAGES,
} from '../job-search-params';

const SITE = { platformName: 'Hireloop', publicUrl: 'https://hireloop.example' };

const JOB: JobPostingFields = {
  id: '5f0c2a52-1b1e-4c55-9d7a-2d9b8d3e2f10',
  title: 'React Developer',
  description: 'Build <fast> pages.\n\nWork with a small team.',
  requirements: ['3+ years of React'],
  skills: ['React', 'TypeScript'],
  salary: '₹6,00,000 - ₹12,00,000 per annum',
  location: 'Pune, Maharashtra',
  jobType: 'Full-time',
  category: 'Technology',
  createdAt: '2026-11-01T10:00:00.000Z',
  validThrough: '2026-12-01T10:00:00.000Z',
  company: { name: 'TechNova Solutions', website: 'technova.in', logoUrl: '/api/v1/files/logo-1' },
};

describe('seoRouteOf', () => {
  it('names the public pages and reads their parameters', () => {
    expect(seoRouteOf('/')).toEqual({ page: 'home', params: {} });
    expect(seoRouteOf('/jobs')).toEqual({ page: 'jobs', params: {} });
    expect(seoRouteOf('/search')).toEqual({ page: 'jobs', params: {} });
    expect(seoRouteOf('/jobs/Design%20%26%20Creative')).toEqual({
      page: 'jobs',
      params: { category: 'Design & Creative' },
    });
    expect(seoRouteOf('/job/abc')).toEqual({ page: 'job', params: { id: 'abc' } });
    expect(seoRouteOf('/login').page).toBe('login');
    expect(seoRouteOf('/resume-builder/').page).toBe('resumeBuilder');
  });

  it('keeps account, recruiter and admin pages private and everything else not found', () => {
    for (const path of [
      '/job/preference/survey',
      '/bookmark',
      '/recruiter/job/1/edit',
      '/admin/users',
      '/u1/jobs/applied',
    ]) {
      expect(seoRouteOf(path).page).toBe('private');
    }
    for (const path of ['/nope', '/job/1/2', '/jobs/a/b', '/%E0%A4%A'])
      expect(seoRouteOf(path).page).toBe('notFound');
  });
});

describe('page heads', () => {
  it('gives the home page the platform name and itself as canonical', () => {
    const head = homeHead('Acme');
    expect(head.title).toBe('Acme – Jobs across India');
    expect(head.canonical).toBe('/');
    expect(head.robots).toBeNull();
  });

  it('titles static pages and never lists private and missing pages', () => {
    expect(staticHead('login', '/login', 'Acme')).toMatchObject({
      title: 'Log in – Acme',
      canonical: '/login',
    });
    expect(staticHead('recruiterSignup', '/recruiter/signup', 'Acme').title).toBe('Recruiter sign up – Acme');
    expect(staticHead('login', '/login', 'Jobs $& more').description).toContain('on Jobs $& more.');
    expect(privateHead('Acme')).toMatchObject({ robots: 'noindex,nofollow', canonical: null });
    expect(notFoundHead('Acme')).toMatchObject({ title: 'Page not found – Acme', robots: 'noindex,follow' });
    expect(goneJobHead('Acme', JOB)).toMatchObject({
      title: 'React Developer (no longer available) – Acme',
      robots: 'noindex,follow',
      jsonLd: [],
    });
  });
});

describe('routeTitle', () => {
  it("titles an address before its data as the server's head does", () => {
    expect(routeTitle('/', '', 'Acme')).toBe('Acme – Jobs across India');
    expect(routeTitle('/Login/', '', 'Acme')).toBe('Log in – Acme');
    expect(routeTitle('/jobs', 'search=react', 'Acme')).toBe('React jobs – Acme');
    expect(routeTitle('/jobs/Sales', '', 'Acme')).toBe('Sales jobs – Acme');
    expect(routeTitle('/job/5f0c', '', 'Acme')).toBe('Job – Acme');
    expect(routeTitle('/bookmark', '', 'Acme')).toBe('Acme – Jobs across India');
    expect(routeTitle('/nowhere', '', 'Acme')).toBe('Page not found – Acme');
  });
});

describe('job search heads', () => {
  const canonical = (query: string) => jobsCanonical(readSearchState(new URLSearchParams(query)));

  it('canonicalises a search: fixed order, sorted values, lower-case term, defaults and page 1 dropped', () => {
    expect(canonical('')).toBe('/jobs');
    expect(canonical('page=1&utm_source=x')).toBe('/jobs');
    expect(canonical('location=Pune&search=%20React%20%20Dev%20')).toBe(
      '/jobs?search=react+dev&location=Pune',
    );
    expect(canonical('page=2&type=Contract&type=Full-time&location=Pune')).toBe(
      '/jobs?type=Contract&type=Full-time&location=Pune&page=2',
    );
    expect(canonical('type=Full-time&type=Contract')).toBe(canonical('type=Contract&type=Full-time'));
    expect(canonical('category=Design+%26+Creative&search=ux')).toBe(
      '/jobs/Design%20%26%20Creative?search=ux',
    );
    expect(canonical('category=Sales&category=Marketing')).toBe('/jobs?category=Marketing&category=Sales');
  });

  it('lists a search with at most one filter value and marks deeper combinations noindex,follow', () => {
    expect(jobsHead('', 'Acme').robots).toBeNull();
    expect(jobsHead('search=react&location=Pune', 'Acme').robots).toBeNull();
    expect(jobsHead('location=Pune&type=Contract', 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('location=Pune&location=Delhi', 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('type=Contract', 'Acme', 'Sales').robots).toBe('noindex,follow');
  });

  it('marks salary, posted-within and a chosen order noindex,follow; remote alone is a landing page', () => {
    expect(jobsHead('salaryMin=600000', 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('posted=7', 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('sort=salary', 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('search=react&sort=newest', 'Acme').robots).toBe('noindex,follow');
    // The default order is no refinement.
    expect(jobsHead('search=react&sort=relevance', 'Acme').robots).toBeNull();
    expect(jobsHead('sort=newest', 'Acme').robots).toBeNull();
    expect(jobsHead('remote=1&search=react', 'Acme')).toMatchObject({
      robots: null,
      title: 'Remote react jobs – Acme',
      canonical: '/jobs?search=react&remote=1',
    });
    // Remote counts as a filter value.
    expect(jobsHead('remote=1&location=Pune', 'Acme').robots).toBe('noindex,follow');
    // A term in the search syntax is a query, not a landing page.
    for (const term of ['"data engineer"', 'react -java', 'react OR vue']) {
      expect(jobsHead(`search=${encodeURIComponent(term)}`, 'Acme').robots).toBe('noindex,follow');
    }
    expect(jobsHead('search=full-stack', 'Acme').robots).toBeNull();
  });

  it('canonicalises the salary, posted-within, remote and order, dropping the default order and bad values', () => {
    expect(canonical('sort=salary&remote=1&posted=3&salaryMin=600000&search=Go')).toBe(
      '/jobs?search=go&salaryMin=600000&posted=3&remote=1&sort=salary',
    );
    expect(canonical('search=go&sort=relevance')).toBe('/jobs?search=go');
    expect(canonical('sort=newest')).toBe('/jobs');
    expect(canonical('salaryMin=lots&posted=2&remote=yes&sort=cheap')).toBe('/jobs');
    expect(jobsHead('salaryMin=600000', 'Acme').alternates).toEqual([]);
  });

  it('lists no page made of any text typed into an address, and echoes at most 60 characters of it', () => {
    const spam = 'Cheap loans at evil-site.example call +1-800';
    expect(jobsHead(`search=${encodeURIComponent(spam)}`, 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('', 'Acme', spam).robots).toBe('noindex,follow');
    expect(jobsHead(`location=${encodeURIComponent('Call 1800 now')}`, 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('type=Freelance', 'Acme').robots).toBe('noindex,follow');
    expect(jobsHead('search=c%2B%2B', 'Acme').robots).toBeNull();
    expect(jobsHead('search=senior+data+engineer', 'Acme').robots).toBeNull();
    expect(jobsHead('location=Pune%2C+Maharashtra', 'Acme').robots).toBeNull();
    // A category in another case is the list's category: one canonical address, listed.
    expect(jobsHead('', 'Acme', 'technology')).toMatchObject({ canonical: '/jobs/Technology', robots: null });
    const long = jobsHead('', 'Acme', 'x'.repeat(5000));
    expect(long.title.length).toBeLessThan(100);
    expect(long.description.length).toBeLessThan(200);
  });

  it('titles a search by what it shows and links its Atom feed', () => {
    expect(jobsHead('', 'Acme').title).toBe('Find jobs across India – Acme');
    expect(jobsHead('page=2', 'Acme').title).toBe('Find jobs across India (page 2) – Acme');
    expect(jobsHead('', 'Acme', 'Sales').title).toBe('Sales jobs – Acme');
    expect(jobsHead('', 'Acme', 'Sales').canonical).toBe('/jobs/Sales');
    expect(jobsHead('search=react&location=Pune&type=Full-time&page=3', 'Acme').title).toBe(
      'Full-time react jobs in Pune (page 3) – Acme',
    );
    expect(jobsHead('search=react&location=Pune&page=3', 'Acme').alternates).toEqual([
      {
        type: 'application/atom+xml',
        href: '/jobs/feed.xml?search=react&location=Pune',
        title: 'Acme: react jobs in Pune',
      },
    ]);
    expect(jobsHead('', 'Acme').alternates?.[0]).toMatchObject({
      href: '/jobs/feed.xml',
      title: 'Acme: jobs',
    });
    // No feed shows the jobs of a job type, a category or several locations: no alternate then.
    for (const query of ['type=Contract', 'location=Pune&location=Delhi']) {
      expect(jobsHead(query, 'Acme').alternates).toEqual([]);
    }
    expect(jobsHead('', 'Acme', 'Sales').alternates).toEqual([]);
  });
});

describe('parseSalary', () => {
  it.each([
    ['₹6,00,000 - ₹12,00,000 per annum', { min: 600000, max: 1200000, unit: 'YEAR' }],
    ['6-12 LPA', { min: 600000, max: 1200000, unit: 'YEAR' }],
    ['₹4.5 LPA', { min: 450000, max: 450000, unit: 'YEAR' }],
    ['₹35,000 per month', { min: 35000, max: 35000, unit: 'MONTH' }],
    ['₹8L to ₹10L a year', { min: 800000, max: 1000000, unit: 'YEAR' }],
    ['25k - 40k/month', { min: 25000, max: 40000, unit: 'MONTH' }],
    ['₹1.2 Cr', { min: 12000000, max: 12000000, unit: 'YEAR' }],
    ['INR 50000 p.m.', { min: 50000, max: 50000, unit: 'MONTH' }],
  ])('reads %s', (text, parsed) => {
    expect(parseSalary(text)).toEqual(parsed);
  });

  it.each(['', 'Not disclosed', 'Competitive', '₹50,000', '12 - 6 LPA', '1, 2 and 3 LPA'])(
    'leaves out %s',
    (text) => {
      expect(parseSalary(text)).toBeNull();
    },
  );
});

describe('JobPosting', () => {
  it('has every required and recommended property of an on-site job', () => {
    const ld = jobPostingJsonLd(JOB, SITE);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'React Developer',
      datePosted: '2026-11-01T10:00:00.000Z',
      validThrough: '2026-12-01T10:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'TechNova Solutions',
        sameAs: 'https://technova.in/',
        logo: 'https://hireloop.example/api/v1/files/logo-1',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 600000, maxValue: 1200000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Hireloop', value: JOB.id },
      directApply: true,
    });
    expect(ld.description).toBe(
      '<p>Build &lt;fast&gt; pages.</p><p>Work with a small team.</p><h3>Requirements</h3><ul><li>3+ years of React</li></ul><h3>Skills</h3><ul><li>React</li><li>TypeScript</li></ul>',
    );
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('maps every job type', () => {
    const types = JOB_TYPES.map((jobType) => jobPostingJsonLd({ ...JOB, jobType }, SITE).employmentType);
    expect(types).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']);
  });

  it('marks a remote job TELECOMMUTE for applicants in India, without a place', () => {
    const ld = jobPostingJsonLd({ ...JOB, location: 'Remote' }, SITE);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('leaves out what is unknown: an unreadable salary, no website, no logo; a known city gets its state', () => {
    const ld = jobPostingJsonLd(
      {
        ...JOB,
        salary: 'Best in industry',
        location: 'Kochi',
        company: { ...JOB.company, website: '', logoUrl: null },
      },
      SITE,
    );
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'TechNova Solutions' });
    expect(ld).toHaveProperty('jobLocation.address');
    expect((ld.jobLocation as { address: unknown }).address).toMatchObject({
      addressLocality: 'Kochi',
      addressRegion: 'Kerala',
    });
  });

  it('gives the job page breadcrumbs Home › Jobs › category › title and a page title', () => {
    expect(jobBreadcrumbJsonLd(JOB, SITE).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://hireloop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Jobs', item: 'https://hireloop.example/jobs' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Technology',
        item: 'https://hireloop.example/jobs/Technology',
      },
      { '@type': 'ListItem', position: 4, name: 'React Developer' },
    ]);
    const head = jobHead(JOB, SITE);
    expect(head.title).toBe(jobTitle(JOB, 'Hireloop'));
    expect(head.title).toBe('React Developer at TechNova Solutions, Pune – Hireloop');
    expect(head.canonical).toBe(`/job/${JOB.id}`);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.jsonLd).toHaveLength(2);
  });
});

describe('search parameter messages', () => {
  it('name the limits the parameters have', () => {
    expect(SEARCH_MESSAGES.salaryMin).toContain(String(MAX_SALARY_FILTER));
    expect(SEARCH_MESSAGES.postedWithin).toContain(POSTED_WITHIN_DAYS.join(', '));
  });
});
