import { companiesHead, companyHead, type CompanyHeadInput } from './company-pages';
import {
  companiesPath,
  companiesSearchOf,
  companiesVariables,
  COMPANY_SEARCH_MAX_LENGTH,
} from './company-paths';
import { companyPath } from './prerendered';

const technova: CompanyHeadInput = {
  name: 'TechNova Solutions',
  slug: 'technova-solutions',
  description: 'We build payment rails for small shops across India.',
  industry: 'Information Technology',
  location: 'Pune, Maharashtra',
  website: 'https://technova.example.in',
  logoUrl: '/api/v1/company/logo/c1',
  openJobCount: 3,
};

describe('company addresses', () => {
  it('reads the search and page from the query string, page 1 when missing or malformed', () => {
    expect(companiesSearchOf('')).toEqual({ search: '', page: 1 });
    expect(companiesSearchOf('?search=fin+tech&page=3')).toEqual({ search: 'fin tech', page: 3 });
    expect(companiesSearchOf('/companies?page=0&search=%20Pune%20')).toEqual({ search: 'Pune', page: 1 });
    expect(companiesSearchOf('?page=abc&search=%E0%A4%A')).toEqual({ search: '', page: 1 });
    expect(companiesSearchOf('?page=2.5')).toEqual({ search: '', page: 1 });
    expect(companiesSearchOf(`?search=${'a'.repeat(150)}`).search).toHaveLength(COMPANY_SEARCH_MAX_LENGTH);
  });

  it('writes them back, leaving out page 1 and an empty search', () => {
    expect(companiesPath({ search: '', page: 1 })).toBe('/companies');
    expect(companiesPath({ search: ' R&D ', page: 2 })).toBe('/companies?search=R%26D&page=2');
    expect(companiesSearchOf(companiesPath({ search: 'R&D labs', page: 4 }))).toEqual({
      search: 'R&D labs',
      page: 4,
    });
    expect(companyPath('technova-solutions')).toBe('/companies/technova-solutions');
  });

  it('gives the query the same variables wherever it is asked', () => {
    expect(companiesVariables({ search: '  ', page: 2 })).toEqual({ search: null, page: 2 });
    expect(companiesVariables({ search: 'pune', page: 1 })).toEqual({ search: 'pune', page: 1 });
  });
});

describe('companyHead', () => {
  const head = companyHead(technova, 'Hireloop', 'https://hireloop.example');

  it('names the page after the company, describes it by its about text and is canonical at its slug', () => {
    expect(head.title).toBe('TechNova Solutions: jobs and company profile – Hireloop');
    expect(head.description).toBe('We build payment rails for small shops across India.');
    expect(head.canonical).toBe('/companies/technova-solutions');
    expect(head.robots).toBeNull();
    expect(head.image).toBe('/api/v1/company/logo/c1');
  });

  it('is no page for search engines while the company has no open job', () => {
    const idle = companyHead({ ...technova, openJobCount: 0 }, 'Hireloop', 'https://hireloop.example');
    expect(idle.robots).toBe('noindex,follow');
  });

  it('describes the company as an Organization', () => {
    expect(head.jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'TechNova Solutions',
      url: 'https://hireloop.example/companies/technova-solutions',
      logo: 'https://hireloop.example/api/v1/company/logo/c1',
      sameAs: ['https://technova.example.in'],
      description: 'We build payment rails for small shops across India.',
      address: { '@type': 'PostalAddress', addressLocality: 'Pune, Maharashtra' },
    });
  });

  it('gives the trail Home › Companies › name as a BreadcrumbList', () => {
    expect(head.jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Hireloop', item: 'https://hireloop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Companies', item: 'https://hireloop.example/companies' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'TechNova Solutions',
          item: 'https://hireloop.example/companies/technova-solutions',
        },
      ],
    });
  });

  it('leaves out what the company has not given, and says what it does when it wrote no about text', () => {
    const bare = companyHead(
      { ...technova, description: '', website: '', logoUrl: null, location: '', openJobCount: 1 },
      'Hireloop',
    );
    expect(bare.description).toBe(
      'TechNova Solutions (Information Technology) is hiring on Hireloop: 1 open job.',
    );
    expect(bare.image).toBeNull();
    expect(bare.jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'TechNova Solutions',
      url: '/companies/technova-solutions',
    });
  });

  it('cuts a long about text at a word, within 160 characters', () => {
    const long = companyHead(
      { ...technova, description: `${'Payments and lending '.repeat(20)}end.` },
      'Hireloop',
    );
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description).toMatch(/^Payments and lending .*\w…$/);
  });
});

describe('companiesHead', () => {
  it('indexes the first pages at their own address', () => {
    expect(companiesHead({ search: '', page: 1 }, 'Hireloop')).toMatchObject({
      title: 'Companies hiring – Hireloop',
      canonical: '/companies',
      robots: null,
    });
    expect(companiesHead({ search: '', page: 2 }, 'Hireloop')).toMatchObject({
      title: 'Companies hiring, page 2 – Hireloop',
      canonical: '/companies?page=2',
      robots: null,
    });
  });

  it('keeps searches and deep pages out of search engines, following their links', () => {
    expect(companiesHead({ search: 'pune', page: 3 }, 'Hireloop')).toMatchObject({
      title: 'Companies matching “pune” – Hireloop',
      canonical: '/companies',
      robots: 'noindex,follow',
    });
    expect(companiesHead({ search: '', page: 6 }, 'Hireloop')).toMatchObject({
      canonical: '/companies?page=6',
      robots: 'noindex,follow',
    });
  });

  it('gives the trail Home › Companies', () => {
    const [trail] = companiesHead({ search: '', page: 1 }, 'Hireloop', 'https://hireloop.example').jsonLd;
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Hireloop', item: 'https://hireloop.example/' },
        { position: 2, name: 'Companies', item: 'https://hireloop.example/companies' },
      ],
    });
  });
});
