import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { CompanyProfileDocument } from '../../../gql/graphql';
import { stubXhr } from '../../../test/fakeXhr';
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
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('requires name, industry, location and website only, then saves and says so', async () => {
    const requests = stubXhr((xhr) =>
      xhr.respond(200, { data: { updateCompany: makeCompany(1, { name: 'TechNova Labs', size: '' }) } }),
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
    expect(requests).toHaveLength(0);

    // Size, phone and description may be left blank when editing.
    type('Contact Number', '');
    type('Company Description', '');
    type('Company Name *', 'TechNova Labs');
    save();
    expect(await screen.findByText('Company profile updated successfully!')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruiter\/company\/company-1$/),
    );
  });

  it('shows the upload of a new logo and cancels it on request, saving nothing', async () => {
    const requests = stubXhr();
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<CompanyEditPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [profile],
    });
    await screen.findByDisplayValue('TechNova 1');
    fireEvent.change(screen.getByTestId('logo-input'), {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] },
    });
    save();
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0].progress(3, 4));
    expect(screen.getByRole('progressbar', { name: 'Uploading logo' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(requests[0].aborted).toBe(true);
    expect(
      await screen.findByText('Upload cancelled: nothing was saved, and the logo is as it was.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading logo' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
  });

  it("says 'Failed to update company profile' when the save fails", async () => {
    stubXhr((xhr) => xhr.fail());
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
