import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { CompanyProfileDocument } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { makeCompany } from '../../recruiter-jobs/test/fixtures';
import { CompanyDetailsPage } from './CompanyDetailsPage';

const PATH = '/recruiter/company/:id';
const ROUTE = '/recruiter/company/company-1';

function profile(company = makeCompany(1)): MockLink.MockedResponse {
  return {
    request: { query: CompanyProfileDocument, variables: { id: 'company-1' } },
    result: { data: { company } },
  };
}

describe('CompanyDetailsPage', () => {
  it('shows the profile with its size in employees, Edit and the two quick actions', async () => {
    renderWithProviders(<CompanyDetailsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        profile(
          makeCompany(1, {
            recruiterPortalLink: 'https://careers.technova.in',
            description: 'Cloud software for Indian businesses.',
          }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'TechNova 1' })).toBeInTheDocument();
    expect(screen.getAllByText('Information Technology').length).toBeGreaterThan(0);
    expect(screen.getByText('Cloud software for Indian businesses.')).toBeInTheDocument();
    expect(screen.getAllByText('Bengaluru, Karnataka').length).toBeGreaterThan(0);
    expect(screen.getAllByText('51-100 employees').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'technova.in' })).toHaveAttribute('href', 'https://technova.in');
    expect(screen.getByRole('link', { name: 'https://careers.technova.in' })).toHaveAttribute(
      'href',
      'https://careers.technova.in',
    );
    expect(screen.getByText('+91-80-4000-0000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/recruiter/company/company-1/edit',
    );

    const actions = within(screen.getByRole('list', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: /Edit Company Profile/ })).toHaveAttribute(
      'href',
      '/recruiter/company/company-1/edit',
    );
    expect(actions.getByRole('link', { name: /View Job Postings/ })).toHaveAttribute(
      'href',
      '/recruiter/company/company-1/jobs',
    );
  });

  it('asks before deleting, naming the company', async () => {
    renderWithProviders(<CompanyDetailsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [profile()],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Delete Company/ }));
    expect(
      within(await screen.findByRole('dialog')).getByText('Are you sure you want to delete TechNova 1?'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to fetch company details' and offers 'Try again'", async () => {
    renderWithProviders(<CompanyDetailsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        {
          request: { query: CompanyProfileDocument, variables: { id: 'company-1' } },
          error: new Error('offline'),
        },
        profile(),
      ],
    });
    expect(await screen.findByText('Failed to fetch company details')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'TechNova 1' })).toBeInTheDocument();
  });

  it('says so when the company is not mine or does not exist', async () => {
    renderWithProviders(<CompanyDetailsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        {
          request: { query: CompanyProfileDocument, variables: { id: 'company-1' } },
          result: graphqlError('Company not found', 'NOT_FOUND'),
        },
      ],
    });
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
  });
});
