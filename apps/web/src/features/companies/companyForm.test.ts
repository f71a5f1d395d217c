import { describe, expect, it } from 'vitest';

import { LOGO_MAX_BYTES } from '@hireloop/schema';

import {
  EMPTY_COMPANY_FORM,
  checkCompanyForm,
  checkLogo,
  toCompanyInput,
  type CompanyFormValues,
} from './companyForm';

const complete: CompanyFormValues = {
  name: 'Acme',
  industry: 'IT',
  location: 'Pune',
  website: 'acme.in',
  size: '11-50',
  contactNo: '+91-20-0000-0000',
  description: 'We build things.',
  recruiterPortalLink: ' ',
};

describe('companyForm', () => {
  it("checks creation in the spec's order", () => {
    expect(checkCompanyForm(EMPTY_COMPANY_FORM, false)).toBe('Please fill in all required fields');
    expect(checkCompanyForm({ ...complete, website: ' ' }, false)).toBe('Please fill in all required fields');
    expect(checkCompanyForm({ ...complete, size: '' }, false)).toBe('Please select company size');
    expect(checkCompanyForm({ ...complete, contactNo: '' }, false)).toBe('Please enter phone number');
    expect(checkCompanyForm({ ...complete, description: '' }, false)).toBe(
      'Please enter company description',
    );
    expect(checkCompanyForm(complete, false)).toBeNull();
  });

  it('checks only name, industry, location and website when editing', () => {
    expect(checkCompanyForm({ ...complete, size: '', contactNo: '', description: '' }, true)).toBeNull();
    expect(checkCompanyForm({ ...complete, industry: '' }, true)).toBe('Please fill in all required fields');
  });

  it('takes PNG, JPEG and WebP images of at most 5 MB, as the server does', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'image/bmp', 'image/heic', '']) {
      expect(checkLogo(new File(['x'], 'logo', { type }))).toBe('Please select a valid image file');
    }
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(checkLogo(new File(['x'], 'logo', { type }))).toBeNull();
    }
    expect(checkLogo(new File(['x'], 'logo.pdf', { type: 'application/pdf' }))).toBe(
      'Please select a valid image file',
    );
    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(checkLogo(big)).toBe('File size should be less than 5MB');
    expect(checkLogo(new File(['x'], 'logo.png', { type: 'image/png' }))).toBeNull();
  });

  it('sends trimmed text and no blank portal link', () => {
    expect(toCompanyInput({ ...complete, name: '  Acme  ' })).toMatchObject({
      name: 'Acme',
      recruiterPortalLink: null,
    });
  });
});
