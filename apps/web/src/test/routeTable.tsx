import { screen } from '@testing-library/react';
import { expect } from 'vitest';

import type { MockLink } from '@apollo/client/testing';
import { RECOMMENDED_JOBS_COUNT } from '@hireloop/schema';

import { routes } from '../app/routes';
import type { SessionSnapshot } from '../app/session';
import {
  companiesAnswer,
  dashboardAnswer,
  jobsAnswer,
  paymentsAnswer,
  seekersAnswer,
  applicationsAnswer,
} from '../features/admin/test/fixtures';
import { searchAnswer } from '../features/jobs/testFixtures';
import { profileAnswer, readingAnswer } from '../features/profile/testFixtures';
import { makeCompany, makeRecruiterJob } from '../features/recruiter-jobs/test/fixtures';
import {
  ApiKeysDocument,
  AdminAnalyticsDocument,
  BookmarkedJobsDocument,
  CandidatesDocument,
  CompaniesDirectoryDocument,
  CompanyJobsDocument,
  CompanyProfileDocument,
  HomeJobsDocument,
  JobApplicantsDocument,
  JobDetailsDocument,
  JobsPageDocument,
  MyApplicationsDocument,
  MyConsentsDocument,
  MyDataExportsDocument,
  MyCompaniesDocument,
  MyJobsDocument,
  MyPreferenceSurveyDocument,
  PlatformSettingsDocument,
  PostingLimitDocument,
  RecruiterJobDocument,
  RecommendedJobsDocument,
  SignupCompanyNameDocument,
  WebhookSubscriptionsDocument,
} from '../gql/graphql';
import { EMPTY_SEARCH, jobSearchVariables } from '../features/jobs/searchParams';
import { loggedOut, makeJob } from './fixtures';
import { renderRoutes } from './render';

// The route table's tests, in several files so they run in parallel.

const jobs = [makeJob(1)];
const detail = {
  ...makeJob(1, { title: 'Data Engineer' }),
  requirements: [],
  skills: [],
  status: 'ACTIVE',
  applicationCount: 0,
  viewerHasApplied: false,
  viewerHasBookmarked: false,
  screeningQuestions: [],
  company: {
    ...makeJob(1).company,
    slug: 'acme-1',
    description: '',
    location: '',
    website: '',
    industry: '',
    size: '',
    contactNo: '',
    recruiterPortalLink: null,
  },
};

/** An empty page of a paged list. */
const noItems = { total: 0, page: 1, pageCount: 0, items: [] };

const company = makeCompany(1, { id: 'c1' });

/** What the seeker pages ask for: an empty account (no bookmarks, applications or survey answers yet). */
const seekerPages: MockLink.MockedResponse[] = [
  profileAnswer(),
  readingAnswer(),
  {
    request: {
      query: BookmarkedJobsDocument,
      variables: { page: 1, pageSize: 12, keyword: null, jobTypes: [], locations: [], categories: [] },
    },
    result: {
      data: {
        bookmarks: {
          __typename: 'SavedJobPage',
          ...noItems,
          pageSize: 12,
          facets: { __typename: 'JobFacets', jobTypes: [], locations: [], categories: [] },
        },
      },
    },
  },
  {
    request: { query: MyApplicationsDocument, variables: { page: 1, pageSize: 6, keyword: null } },
    result: { data: { myApplications: { __typename: 'ApplicationPage', ...noItems, pageSize: 6 } } },
  },
  { request: { query: MyPreferenceSurveyDocument }, result: { data: { myPreferenceSurvey: null } } },
  { request: { query: MyDataExportsDocument }, result: { data: { myDataExports: [] } } },
  { request: { query: MyConsentsDocument }, result: { data: { myConsents: [] } } },
  {
    request: { query: RecommendedJobsDocument, variables: { limit: RECOMMENDED_JOBS_COUNT } },
    result: { data: { recommendedJobs: [] } },
  },
];

/** What the recruiter pages ask for: company c1 with job j1, no applicants and no candidates. */
const recruiterPages: MockLink.MockedResponse[] = [
  // The API keys page (recruiters and the admin area): none yet.
  { request: { query: ApiKeysDocument }, result: { data: { apiKeys: [] } } },
  { request: { query: MyCompaniesDocument }, result: { data: { myCompanies: [company] } } },
  {
    request: { query: SignupCompanyNameDocument },
    result: {
      data: {
        me: { __typename: 'User', id: 'recruiter-1', signupCompanyName: null },
        myCompanies: [{ __typename: 'Company', id: company.id }],
      },
    },
  },
  { request: { query: CompanyProfileDocument, variables: { id: 'c1' } }, result: { data: { company } } },
  {
    request: {
      query: CompanyJobsDocument,
      variables: { companyId: 'c1', status: null, page: 1, pageSize: 6 },
    },
    result: {
      data: {
        companyJobs: {
          __typename: 'CompanyJobsPage',
          company,
          stats: { __typename: 'CompanyJobStats', activeJobs: 0, totalApplicants: 0, totalPositions: 0 },
          ...noItems,
          pageSize: 6,
          statusCounts: [],
        },
      },
    },
  },
  {
    request: { query: MyJobsDocument, variables: { keyword: null, status: null, page: 1, pageSize: 6 } },
    result: {
      data: { myJobs: { __typename: 'RecruiterJobPage', ...noItems, pageSize: 6, statusCounts: [] } },
    },
  },
  {
    request: { query: PostingLimitDocument },
    result: {
      data: { postingLimit: { __typename: 'PostingLimit', plan: 'BASIC', used: 0, limit: 3, canPost: true } },
    },
  },
  {
    request: { query: RecruiterJobDocument, variables: { id: 'j1' } },
    result: {
      data: {
        job: {
          ...makeRecruiterJob(1, { id: 'j1' }),
          requirements: [],
          category: 'Technology',
          shift: 'Day Shift (9 to 6)',
          viewerCanEdit: true,
          screeningQuestions: [],
          knockoutAction: 'FLAG',
        },
      },
    },
  },
  {
    request: {
      query: JobApplicantsDocument,
      variables: { jobId: 'j1', status: null, screening: null, page: 1, pageSize: 20 },
    },
    result: {
      data: {
        jobApplicants: {
          __typename: 'JobApplicants',
          job: {
            __typename: 'Job',
            id: 'j1',
            title: 'Frontend Engineer 1',
            skills: [],
            screeningQuestions: [],
            company: { __typename: 'Company', id: company.id, name: company.name },
          },
          ...noItems,
          pageSize: 20,
          statusCounts: [],
        },
      },
    },
  },
  {
    request: {
      query: CandidatesDocument,
      variables: { keyword: null, availability: null, page: 1, pageSize: 3 },
    },
    result: { data: { candidates: { __typename: 'CandidatePage', ...noItems, pageSize: 3 } } },
  },
  { request: { query: WebhookSubscriptionsDocument }, result: { data: { webhookSubscriptions: [] } } },
];

/**
 * What the admin area asks for: the dashboard (the shell's bell too; no open upgrade requests), empty
 * tables and default settings.
 */
const adminPages: MockLink.MockedResponse[] = [
  dashboardAnswer({ openUpgradeRequests: 0 }),
  jobsAnswer({ sortBy: 'posted', sortDir: 'DESC' }, []),
  seekersAnswer({ sortBy: 'registered', sortDir: 'DESC' }, []),
  companiesAnswer({ sortBy: 'joined', sortDir: 'DESC' }, []),
  applicationsAnswer({ sortBy: 'applied', sortDir: 'DESC' }, [], { pending: 0, seen: 0 }),
  paymentsAnswer(),
  { request: { query: WebhookSubscriptionsDocument }, result: { data: { webhookSubscriptions: [] } } },
  {
    request: { query: AdminAnalyticsDocument },
    result: { data: { adminAnalytics: { __typename: 'AdminAnalytics', series: [], byCategory: [] } } },
  },
  {
    request: { query: PlatformSettingsDocument },
    result: {
      data: {
        platformSettings: {
          __typename: 'PlatformSettingsModel',
          platformName: 'Hireloop',
          contactEmail: '',
          supportPhone: '',
          logoImage: null,
          sessionTimeoutMinutes: null,
          loginAttemptLimit: 5,
          twoFactorRequired: false,
          notifyNewUsers: true,
          notifyNewJobs: true,
          notifyApplications: true,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      },
    },
  },
];

/** Every page of the table gets its data, however often it asks. */
export const pageMocks: MockLink.MockedResponse[] = [
  {
    request: { query: HomeJobsDocument },
    result: { data: { homeJobs: { __typename: 'HomeJobs', featured: jobs, categories: [] } } },
  },
  {
    request: {
      query: JobsPageDocument,
      variables: jobSearchVariables(EMPTY_SEARCH, 6),
    },
    result: {
      data: {
        jobs: {
          __typename: 'JobPage',
          total: 1,
          totalIsEstimate: false,
          totalIsLowerBound: false,
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
  {
    request: { query: CompaniesDirectoryDocument, variables: { search: null, page: 1 } },
    result: {
      data: {
        publicCompanies: {
          __typename: 'CompanyDirectoryPage',
          ...noItems,
          pageSize: 12,
        },
      },
    },
  },
  searchAnswer({ search: { categories: ['Finance'] }, total: 1 }),
  ...seekerPages,
  ...recruiterPages,
  ...adminPages,
].map((mock) => ({ ...mock, maxUsageCount: Number.POSITIVE_INFINITY }));

/** Opens `route` in the app's whole route tree as `session`. */
export async function visit(route: string, session: SessionSnapshot = loggedOut) {
  const view = renderRoutes(routes, { route, session, mocks: pageMocks });
  return view;
}

/** Waits for the page's level-1 heading. */
export async function expectHeading(name: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 4000 })).toBeInTheDocument();
}
