import type { JobCardFieldsFragment } from '../gql/graphql';
import type { SessionSnapshot } from '../app/session';

/** A job as the JobCardFields fragment returns it, with the __typename fields a GraphQL answer carries. */
export type JobFixture = JobCardFieldsFragment & {
  __typename: 'Job';
  company: JobCardFieldsFragment['company'] & { __typename: 'Company' };
};

export function makeJob(n: number, overrides: Partial<Omit<JobFixture, 'company'>> = {}): JobFixture {
  return {
    __typename: 'Job',
    id: `job-${n}`,
    title: `Software Engineer ${n}`,
    description: `Build delightful products (job ${n}).`,
    location: 'Bangalore, Karnataka',
    salary: '₹12,00,000 - ₹18,00,000',
    positions: 2,
    category: 'Technology',
    shift: 'Day Shift (9 to 6)',
    jobType: 'Full-time',
    logoColor: '#2563eb',
    logoText: 'AC',
    createdAt: '2026-11-20T10:00:00.000Z',
    company: {
      __typename: 'Company',
      id: `company-${n}`,
      name: `Acme ${n}`,
      hasLogo: false,
      logoUrl: null,
      logoColor: '#2563eb',
      logoText: 'AC',
    },
    ...overrides,
  };
}

export const loggedOut: SessionSnapshot = { user: null, token: null };

export const seeker: SessionSnapshot = {
  user: {
    id: 'seeker-1',
    role: 'finder',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.com',
  },
  token: 'seeker-token',
};

export const recruiter: SessionSnapshot = {
  user: { id: 'recruiter-1', role: 'recruiter', firstName: 'Arjun', email: 'arjun@acme.in' },
  token: 'recruiter-token',
};

export const admin: SessionSnapshot = {
  user: { id: 'admin-1', role: 'admin', email: 'admin@hireloop.in' },
  token: 'admin-token',
};
