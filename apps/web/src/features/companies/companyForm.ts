import { LOGO_MAX_BYTES, RECRUITER_MESSAGES, validateCompany, validateImage } from '@hireloop/schema';

import type { CompanyFieldsFragment, CompanyInput } from '../../gql/graphql';

/** The Add New Company and Edit Company Profile form. */
export interface CompanyFormValues {
  name: string;
  industry: string;
  location: string;
  website: string;
  size: string;
  contactNo: string;
  description: string;
  recruiterPortalLink: string;
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: '',
  industry: '',
  location: '',
  website: '',
  size: '',
  contactNo: '',
  description: '',
  recruiterPortalLink: '',
};

/** The edit form filled from a stored company. */
export function companyFormFrom(company: CompanyFieldsFragment): CompanyFormValues {
  return {
    name: company.name,
    industry: company.industry,
    location: company.location,
    website: company.website,
    size: company.size,
    contactNo: company.contactNo,
    description: company.description,
    recruiterPortalLink: company.recruiterPortalLink ?? '',
  };
}

/**
 * The form's checks in the spec's order, before any call: name, industry, location and website
 * ('Please fill in all required fields'), then, when creating, size, phone and description.
 */
export function checkCompanyForm(values: CompanyFormValues, editing: boolean): string | null {
  return validateCompany(values, editing);
}

/** A picked logo: a PNG, JPEG or WebP image ('Please select a valid image file') of at most 5 MB. */
export function checkLogo(file: File): string | null {
  return validateImage(file, LOGO_MAX_BYTES, {
    notImage: RECRUITER_MESSAGES.logoNotImage,
    tooLarge: RECRUITER_MESSAGES.logoTooLarge,
  });
}

/** What is sent: trimmed text, no portal link when blank. */
export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  const portal = values.recruiterPortalLink.trim();
  return {
    name: values.name.trim(),
    industry: values.industry.trim(),
    location: values.location.trim(),
    website: values.website.trim(),
    size: values.size.trim(),
    contactNo: values.contactNo.trim(),
    description: values.description.trim(),
    recruiterPortalLink: portal || null,
  };
}
