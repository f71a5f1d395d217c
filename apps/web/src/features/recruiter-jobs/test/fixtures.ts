import type { CompanyFieldsFragment, RecruiterJobFieldsFragment } from '../../../gql/graphql';

/** A company as the CompanyFields fragment answers it. */
export function makeCompany(n: number, overrides: Partial<CompanyFieldsFragment> = {}) {
  return {
    __typename: 'Company' as const,
    id: `company-${n}`,
    name: `TechNova ${n}`,
    description: 'Cloud software for Indian businesses.',
    industry: 'Information Technology',
    location: 'Bengaluru, Karnataka',
    size: '51-100',
    website: 'technova.in',
    contactNo: '+91-80-4000-0000',
    contactEmail: 'arjun@acme.in',
    recruiterPortalLink: null,
    logoColor: '#2563eb',
    logoText: 'TN',
    hasLogo: false,
    logoImage: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A job as the RecruiterJobFields fragment answers it. */
export function makeRecruiterJob(n: number, overrides: Partial<RecruiterJobFieldsFragment> = {}) {
  return {
    __typename: 'Job' as const,
    id: `job-${n}`,
    title: `Frontend Engineer ${n}`,
    description: 'Build the recruiter screens.',
    skills: ['React', 'TypeScript', 'GraphQL', 'Node.js'],
    salary: '₹12,00,000 - ₹18,00,000 per annum',
    location: 'Pune, Maharashtra',
    jobType: 'Full-time',
    positions: 2,
    status: 'ACTIVE' as const,
    applicationCount: 4,
    createdAt: '2026-11-20T10:00:00.000Z',
    validThrough: '2026-12-20T10:00:00.000Z',
    company: {
      __typename: 'Company' as const,
      id: 'company-1',
      name: 'TechNova 1',
      hasLogo: false,
      logoImage: null,
      logoColor: '#2563eb',
      logoText: 'TN',
    },
    ...overrides,
  };
}
