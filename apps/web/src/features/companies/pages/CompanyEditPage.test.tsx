import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { CompanyProfileDocument } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeCompany } from '../../recruiter-jobs/test/fixtures';
import { CompanyEditPage } from './CompanyEditPage';

const PATH = '/recruiter/company/:id/edit';
const ROUTE = '/recruiter/company/company-1/edit';

const profile: MockLink.MockedResponse = {
  request: { query: CompanyProfileDocument, variables: { id: 'company-1' } },
  result: { data: { company: makeCompany(1) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function save() {
  fireEvent.click(screen.getByText('Save Changes', { selector: 'button' }));
}

describe('CompanyEditPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('requires name, industry, location and website only, then saves and says so', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ data: { updateCompany: makeCompany(1, { name: 'TechNova Labs', size: '' }) } }),
      );
    renderWithProviders(<CompanyEditPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [profile],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Company Profile' }),
    ).toBeInTheDocument();
    await screen.findByDisplayValue('TechNova 1');
    expect(screen.getByLabelText('Contact Email')).toHaveAttribute('readonly');

    for (const label of ['Company Name *', 'Industry *', 'Location *', 'Website *']) {
      const before = (screen.getByLabelText(label) as HTMLInputElement).value;
      type(label, '  ');
      save();
      expect(screen.getByTestId('company-form-error')).toHaveTextContent(
        'Please fill in all required fields',
      );
      type(label, before);
    }
    expect(fetchMock).not.toHaveBeenCalled();

    // Size, phone and description may be left blank when editing.
    type('Contact Number', '');
    type('Company Description', '');
    type('Company Name *', 'TechNova Labs');
    save();
    expect(await screen.findByText('Company profile updated successfully!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruiter\/company\/company-1$/),
    );
  });

  it("says 'Failed to update company profile' when the save fails", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<CompanyEditPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [profile],
    });
    await screen.findByDisplayValue('TechNova 1');
    save();
    expect(await screen.findByText('Failed to update company profile')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
  });
});
