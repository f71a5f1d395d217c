import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { HomeJobsDocument, JobDetailsDocument, JobsPageDocument } from '../gql/graphql';
import { admin, loggedOut, makeJob, recruiter, seeker } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import type { SessionSnapshot } from './session';
import { routes } from './routes';

const jobs = [makeJob(1)];
const detail = {
  ...makeJob(1, { title: 'Data Engineer' }),
  requirements: [],
  skills: [],
  status: 'ACTIVE',
  applicationCount: 0,
  viewerHasApplied: false,
  viewerHasBookmarked: false,
  company: {
    ...makeJob(1).company,
    description: '',
    location: '',
    website: '',
    industry: '',
    size: '',
    contactNo: '',
    recruiterPortalLink: null,
  },
};

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: HomeJobsDocument },
    result: { data: { homeJobs: { __typename: 'HomeJobs', featured: jobs, categories: [] } } },
  },
  {
    request: {
      query: JobsPageDocument,
      variables: { page: 1, pageSize: 6, keyword: null, jobTypes: [], locations: [], categories: [] },
    },
    result: {
      data: {
        jobs: {
          __typename: 'JobPage',
          total: 1,
          page: 1,
          pageSize: 6,
          pageCount: 1,
          matchedBy: 'none',
          items: jobs.map((job) => ({ ...job, viewerHasApplied: false, viewerHasBookmarked: false })),
          facets: { __typename: 'JobFacets', jobTypes: [], locations: [], categories: [] },
        },
      },
    },
  },
  { request: { query: JobDetailsDocument, variables: { id: 'job-1' } }, result: { data: { job: detail } } },
];

async function visit(route: string, session: SessionSnapshot = loggedOut) {
  const view = renderRoutes(routes, { route, session, mocks });
  return view;
}

async function expectHeading(name: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 4000 })).toBeInTheDocument();
}

describe('route table', () => {
  it.each<[string, SessionSnapshot, string | RegExp]>([
    ['/', loggedOut, /Find a job that/],
    ['/search', loggedOut, 'Find your next job'],
    ['/jobs', loggedOut, 'Find your next job'],
    ['/jobs/Finance', loggedOut, 'Finance Jobs'],
    ['/job/job-1', loggedOut, 'Data Engineer'],
    ['/login', loggedOut, 'Job Seeker Login'],
    ['/signup', loggedOut, 'Create Your Account'],
    // The code and completion steps need the router state of the step before; without it they go back.
    ['/email/verification', loggedOut, 'Create Your Account'],
    ['/signup/complete', loggedOut, 'Create Your Account'],
    ['/recruiter/login', loggedOut, 'Recruiter Login'],
    ['/recruiter-login', loggedOut, 'Recruiter Login'],
    ['/recruiter/signup', loggedOut, 'Join as Recruiter'],
    ['/recruiter/otp/verify', loggedOut, 'Join as Recruiter'],
    ['/recruiter/signup/complete', loggedOut, 'Join as Recruiter'],
    ['/forgot/password', loggedOut, 'Forgot Password'],
    ['/reset/password', loggedOut, 'Forgot Password'],
    ['/bookmark', seeker, 'Your Bookmarked Jobs'],
    ['/profile', seeker, 'My Profile'],
    ['/profile/seeker-1/edit', seeker, 'Edit Profile'],
    ['/seeker-1/jobs/applied', seeker, 'Applied Jobs'],
    ['/job/preference/survey', seeker, 'Job Preference Survey'],
    ['/recruiter/company/list', recruiter, 'Manage your company profiles'],
    ['/recruiter/register-company', recruiter, 'Add New Company'],
    ['/recruiter/company/c1', recruiter, 'Company Details'],
    ['/recruiter/company/c1/edit', recruiter, 'Edit Company Profile'],
    ['/recruiter/company/c1/jobs', recruiter, 'Company Jobs'],
    ['/recruiter/jobs', recruiter, 'My Jobs'],
    ['/recruiter/job/post/new', recruiter, 'Post New Job'],
    ['/recruiter/job/j1', recruiter, 'Job Description'],
    ['/recruiter/job/j1/edit', recruiter, 'Edit Job'],
    ['/recruiter/job/j1/applicants', recruiter, 'Applicants'],
    ['/recruiter/candidates', recruiter, 'Candidates'],
    ['/admin/secure/auth', loggedOut, 'Admin Dashboard'],
    ['/admin', admin, 'Dashboard'],
    ['/admin/dashboard', admin, 'Dashboard'],
    ['/admin/jobs', admin, 'Jobs'],
    ['/admin/seekers', admin, 'Job Seekers'],
    ['/admin/recruiters', admin, 'Recruiters'],
    ['/admin/applications', admin, 'Applications'],
    ['/admin/payments', admin, 'Payments'],
    ['/admin/analytics', admin, 'Analytics'],
    ['/admin/settings', admin, 'Settings'],
    ['/admin/unknown-section', admin, 'Dashboard'],
    ['/waitlist', loggedOut, 'The smarter way to find your next job is almost here'],
    ['/companies', loggedOut, 'Companies'],
    ['/career-advice', loggedOut, 'Page not found'],
    ['/resume-builder', loggedOut, 'Resume Builder'],
    ['/no/such/page', loggedOut, 'Page not found'],
  ])('%s renders its page', async (route, session, heading) => {
    await visit(route, session);
    await expectHeading(heading);
  });

  it('frames pages with the nav bar and the footer', async () => {
    await visit('/companies');
    await expectHeading('Companies');
    expect(screen.getByTestId('nav-bar')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('sends a recruiter from a seeker page to / and on to the company list', async () => {
    const { router } = await visit('/bookmark', recruiter);
    await expectHeading('Manage your company profiles');
    expect(router.state.location.pathname).toBe('/recruiter/company/list');
  });

  it('sends a visitor of a seeker page to the login', async () => {
    const { router } = await visit('/profile');
    await expectHeading('Job Seeker Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a seeker away from the admin area to /', async () => {
    const { router } = await visit('/admin/jobs', seeker);
    await expectHeading(/Find a job that/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('marks the admin section in the sidebar', async () => {
    await visit('/admin/payments', admin);
    await expectHeading('Payments');
    const sidebar = within(screen.getAllByRole('navigation', { name: 'Admin sections' })[0]);
    expect(sidebar.getAllByRole('link')).toHaveLength(8);
    expect(sidebar.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  });
});
