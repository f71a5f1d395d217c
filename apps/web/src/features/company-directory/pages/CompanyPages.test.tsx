import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompaniesDirectoryDocument, PublicCompanyDocument } from '../../../gql/graphql';
import { makeJob } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CompaniesPage } from './CompaniesPage';
import { CompanyPage } from './CompanyPage';

function company(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Company' as const,
    id: `c${n}`,
    slug: `company-${n}`,
    name: `Company ${n}`,
    industry: 'Fintech',
    location: 'Pune, Maharashtra',
    size: '51-100',
    hasLogo: false,
    logoImage: null,
    logoColor: '#2563eb',
    logoText: 'CO',
    ...overrides,
  };
}

function directoryAnswer(search: string | null, page: number, total: number, count: number) {
  return {
    request: { query: CompaniesDirectoryDocument, variables: { search, page } },
    result: {
      data: {
        publicCompanies: {
          __typename: 'CompanyDirectoryPage' as const,
          total,
          page,
          pageSize: 12,
          pageCount: Math.max(1, Math.ceil(total / 12)),
          items: Array.from({ length: count }, (_, i) => ({
            __typename: 'DirectoryCompany' as const,
            openJobCount: count - i,
            company: company((page - 1) * 12 + i + 1),
          })),
        },
      },
    },
  };
}

function location() {
  return screen.getByTestId('location').textContent;
}

describe('CompaniesPage', () => {
  it('lists companies with their open jobs as links to their pages, and pages by links', async () => {
    renderWithProviders(<CompaniesPage />, {
      route: '/companies',
      mocks: [directoryAnswer(null, 1, 14, 12)],
    });
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(12);
    expect(screen.getByTestId('companies-found')).toHaveTextContent('14 companies hiring');
    expect(within(cards[0]).getByTestId('company-card-jobs')).toHaveTextContent('12 open jobs');
    expect(within(cards[11]).getByTestId('company-card-jobs')).toHaveTextContent('1 open job');
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/companies/company-1');
    const pages = screen.getByRole('navigation', { name: 'Company result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/companies?page=2');
    expect(screen.getByTestId('companies-showing')).toHaveTextContent('Showing 1-12 of 14 companies');
  });

  it('searches from the box into the address, back at page 1, and says when nothing matches', async () => {
    renderWithProviders(<CompaniesPage />, {
      route: '/companies?page=2',
      mocks: [directoryAnswer(null, 2, 14, 2), directoryAnswer('zzz', 1, 0, 0)],
    });
    expect(await screen.findAllByTestId('company-card')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search companies' }), {
      target: { value: ' zzz ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/companies?search=zzz');
    expect(await screen.findByText('No companies match your search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all companies' })).toHaveAttribute('href', '/companies');
  });
});

function profileAnswer(slug: string, answer: unknown) {
  return {
    request: { query: PublicCompanyDocument, variables: { id: slug } },
    result: { data: { publicCompany: answer } },
  };
}

const profile = {
  __typename: 'CompanyProfile' as const,
  openJobCount: 2,
  company: {
    ...company(1, { slug: 'acme-payments', name: 'Acme Payments' }),
    description: 'Payments for small shops.',
    website: 'https://acme.example.in',
  },
  openJobs: [makeJob(1), makeJob(2)],
};

describe('CompanyPage', () => {
  it("shows the company's about, facts, website and open jobs", async () => {
    renderWithProviders(<CompanyPage />, {
      path: '/companies/:slug',
      route: '/companies/acme-payments',
      mocks: [profileAnswer('acme-payments', profile)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Payments' })).toBeInTheDocument();
    expect(screen.getByTestId('company-about')).toHaveTextContent('Payments for small shops.');
    expect(screen.getByTestId('company-open-jobs')).toHaveTextContent('2 open jobs');
    expect(screen.getByText('51-100 employees')).toBeInTheDocument();
    const website = screen.getByTestId('company-website');
    expect(website).toHaveAttribute('href', 'https://acme.example.in');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All companies' })).toHaveAttribute('href', '/companies');
  });

  it('moves an old slug to the current one', async () => {
    renderWithProviders(<CompanyPage />, {
      path: '/companies/:slug',
      route: '/companies/acme-fintech',
      // Either address may be asked again while the address changes.
      mocks: [profileAnswer('acme-fintech', profile), profileAnswer('acme-payments', profile)].map(
        (mock) => ({
          ...mock,
          maxUsageCount: Number.POSITIVE_INFINITY,
        }),
      ),
    });
    await waitFor(() => expect(location()).toBe('/companies/acme-payments'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Payments' })).toBeInTheDocument();
  });

  it('says when there is no such company', async () => {
    renderWithProviders(<CompanyPage />, {
      path: '/companies/:slug',
      route: '/companies/nobody',
      mocks: [profileAnswer('nobody', null)],
    });
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
  });
});
