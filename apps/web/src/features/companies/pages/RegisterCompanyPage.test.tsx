import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LOGO_MAX_BYTES } from '@hireloop/schema';

import { SignupCompanyNameDocument } from '../../../gql/graphql';
import { stubXhr } from '../../../test/fakeXhr';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeCompany } from '../../recruiter-jobs/test/fixtures';
import { RegisterCompanyPage } from './RegisterCompanyPage';

const PATH = '/recruiter/register-company';

/** The name given at sign-up, and the recruiter's companies so far. */
function signupName(name: string | null, companies: number) {
  return {
    request: { query: SignupCompanyNameDocument },
    result: {
      data: {
        me: { __typename: 'User' as const, id: 'recruiter-1', signupCompanyName: name },
        myCompanies: Array.from({ length: companies }, (_, i) => ({
          __typename: 'Company' as const,
          id: `c${i}`,
        })),
      },
    },
  };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByText('Create Company', { selector: 'button' }));
}

function problem() {
  return screen.getByTestId('company-form-error').textContent;
}

function pickLogo(file: File) {
  fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });
}

describe('RegisterCompanyPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks the form in the spec's order before any call, then creates the company with its logo", async () => {
    const requests = stubXhr((xhr) =>
      xhr.respond(200, { data: { createCompany: makeCompany(7, { name: 'Acme' }) } }),
    );
    renderWithProviders(<RegisterCompanyPage />, {
      session: recruiter,
      path: PATH,
      mocks: [signupName(null, 0)],
    });

    expect(screen.getByLabelText('Contact Email')).toHaveValue('arjun@acme.in');
    expect(screen.getByLabelText('Contact Email')).toHaveAttribute('readonly');

    submit();
    expect(problem()).toBe('Please fill in all required fields');
    type('Company Name *', 'Acme');
    type('Industry *', 'Information Technology');
    type('Location *', 'Pune');
    submit();
    expect(problem()).toBe('Please fill in all required fields');
    type('Website *', 'acme.in');
    submit();
    expect(problem()).toBe('Please select company size');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company Size *' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '11-50 employees' }));
    submit();
    expect(problem()).toBe('Please enter phone number');
    type('Contact Number *', '+91-20-4000-0000');
    submit();
    expect(problem()).toBe('Please enter company description');
    type('Company Description *', 'We build things.');

    // The logo is checked when picked: an image, at most 5 MB.
    expect(screen.getByTestId('logo-input')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    pickLogo(new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('logo-error')).toHaveTextContent('Please select a valid image file');
    pickLogo(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByTestId('logo-error')).toHaveTextContent('Please select a valid image file');
    pickLogo(new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByTestId('logo-error')).toHaveTextContent('File size should be less than 5MB');
    expect(requests).toHaveLength(0);

    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    pickLogo(logo);
    expect(screen.queryByTestId('logo-error')).not.toBeInTheDocument();
    expect(screen.getByText('logo.png')).toBeInTheDocument();

    submit();
    expect(await screen.findByText('Company profile created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recruiter/company/list'));

    expect(requests).toHaveLength(1);
    const [xhr] = requests;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/graphql']);
    expect(xhr.headers).toEqual({
      'apollo-require-preflight': 'true',
      authorization: 'Bearer recruiter-token',
    });
    const form = xhr.form;
    expect(JSON.parse(String(form.get('operations'))).variables).toEqual({
      input: {
        name: 'Acme',
        industry: 'Information Technology',
        location: 'Pune',
        website: 'acme.in',
        size: '11-50',
        contactNo: '+91-20-4000-0000',
        description: 'We build things.',
        recruiterPortalLink: null,
      },
      logo: null,
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.logo'] });
    expect((form.get('0') as File).name).toBe('logo.png');
  });

  it("shows the server's message when it refuses the company", async () => {
    stubXhr((xhr) =>
      xhr.respond(200, {
        errors: [{ message: "'nowhere' is not a valid web address", extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    );
    renderWithProviders(<RegisterCompanyPage />, {
      session: recruiter,
      path: PATH,
      mocks: [signupName(null, 0)],
    });
    type('Company Name *', 'Acme');
    type('Industry *', 'IT');
    type('Location *', 'Pune');
    type('Website *', 'nowhere');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company Size *' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '1-10 employees' }));
    type('Contact Number *', '1');
    type('Company Description *', 'x');
    submit();
    expect(await screen.findByText("'nowhere' is not a valid web address")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PATH));
  });

  it('fills in the company name given at sign-up for the first company only', async () => {
    const first = renderWithProviders(<RegisterCompanyPage />, {
      session: recruiter,
      path: PATH,
      mocks: [signupName('Kaveri Fintech', 0)],
    });
    await waitFor(() => expect(screen.getByLabelText('Company Name *')).toHaveValue('Kaveri Fintech'));
    first.unmount();

    renderWithProviders(<RegisterCompanyPage />, {
      session: recruiter,
      path: PATH,
      mocks: [signupName('Kaveri Fintech', 1)],
    });
    // The mocked answer arrives on a zero-delay timer: after this wait it has been read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Company Name *')).toHaveValue('');
  });
});
