import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { MyCompaniesDocument } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeCompany } from '../../recruiter-jobs/test/fixtures';
import { CompanyListPage } from './CompanyListPage';

const PATH = '/recruiter/company/list';

function companies(list: ReturnType<typeof makeCompany>[]): MockLink.MockedResponse {
  return { request: { query: MyCompaniesDocument }, result: { data: { myCompanies: list } } };
}

describe('CompanyListPage', () => {
  it('lists the companies as cards that open their details', async () => {
    renderWithProviders(<CompanyListPage />, {
      session: recruiter,
      path: PATH,
      mocks: [
        companies([
          makeCompany(1),
          makeCompany(2, {
            hasLogo: true,
            logoImage: {
              url64: '/api/v1/images/f-2/64.webp',
              url128: '/api/v1/images/f-2/128.webp',
              url256: '/api/v1/images/f-2/256.webp',
            },
          }),
        ]),
      ],
    });
    expect(screen.getByText('Loading companies...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByText('TechNova 1')).toBeInTheDocument();
    expect(first.getByText('Information Technology')).toBeInTheDocument();
    expect(first.getByText('Bengaluru, Karnataka')).toBeInTheDocument();
    expect(first.getByText('51-100 employees')).toBeInTheDocument();
    expect(first.getByText('technova.in')).toBeInTheDocument();
    expect(cards[0].querySelector('a')).toHaveAttribute('href', '/recruiter/company/company-1');
    expect(within(cards[1]).getByTestId('company-logo')).toHaveAttribute('data-logo', 'image');
    // The card draws the logo at 56 px: the 64 px copy, and the 128 px one on 2x screens.
    expect(within(cards[1]).getByRole('img', { name: 'TechNova 2 logo' })).toHaveAttribute(
      'srcset',
      '/api/v1/images/f-2/64.webp 1x, /api/v1/images/f-2/128.webp 2x',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manage your company profiles' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add Company' })[0]).toHaveAttribute(
      'href',
      '/recruiter/register-company',
    );
  });

  it('says so when there is no company yet', async () => {
    renderWithProviders(<CompanyListPage />, { session: recruiter, path: PATH, mocks: [companies([])] });
    expect(await screen.findByText('No companies found')).toBeInTheDocument();
    expect(screen.getByText('Add your first company to get started with recruiting')).toBeInTheDocument();
  });

  it('offers to try again after a failure', async () => {
    renderWithProviders(<CompanyListPage />, {
      session: recruiter,
      path: PATH,
      mocks: [
        { request: { query: MyCompaniesDocument }, error: new Error('offline') },
        companies([makeCompany(1)]),
      ],
    });
    expect(await screen.findByText('Failed to load companies. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('error-block')).toHaveTextContent('Failed to fetch companies');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('company-card')).toBeInTheDocument();
  });
});
