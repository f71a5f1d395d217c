import type { MockLink } from '@apollo/client/testing';

import { ADMIN_TABLE_PAGE_SIZE } from '@hireloop/schema';

import {
  AdminApplicationsDocument,
  AdminCompaniesDocument,
  AdminDashboardDocument,
  AdminJobsDocument,
  AdminPaymentsDocument,
  AdminSeekersDocument,
  type SortDir,
} from '../../../gql/graphql';
import { admin } from '../../../test/fixtures';
import type { PageOptions } from '../../../test/render';

/** Where the admin screens are mounted, and who sees them: `renderWithProviders(ui, { ...adminPage, mocks })`. */
export const adminPage = {
  path: '/admin/*',
  route: '/admin/dashboard',
  session: admin,
} satisfies PageOptions;

export interface TableVariables {
  search?: string;
  sortBy: string;
  sortDir: SortDir;
  page?: number;
}

/** The variables an admin table sends (page size 10). */
export function tableQuery({ search = '', sortBy, sortDir, page = 1 }: TableVariables) {
  return { query: { search, sortBy, sortDir, page, pageSize: ADMIN_TABLE_PAGE_SIZE } };
}

function paging(total: number, page: number) {
  return {
    total,
    page,
    pageSize: ADMIN_TABLE_PAGE_SIZE,
    pageCount: Math.ceil(total / ADMIN_TABLE_PAGE_SIZE),
  };
}

export function seekerRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminSeekerRow',
    id: `seeker-${n}`,
    name: `Seeker ${n}`,
    email: `seeker${n}@example.in`,
    phone: '+91-9876500000',
    experience: 2,
    latestTitle: 'Frontend Developer',
    skills: ['React', 'TypeScript', 'GraphQL'],
    education: 'B.Tech',
    credits: 40,
    hasProfile: true,
    active: true,
    deactivatedAt: null as string | null,
    createdAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}

export function seekersAnswer(
  variables: TableVariables,
  items: ReturnType<typeof seekerRow>[],
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: AdminSeekersDocument, variables: tableQuery(variables) },
    result: {
      data: {
        adminSeekers: {
          __typename: 'AdminSeekerTable',
          items,
          ...paging(total, variables.page ?? 1),
          summary: {
            __typename: 'AdminSeekerSummary',
            totalSeekers: total,
            profilesCreated: 3,
            profilesCreatedRate: 75,
            activeProfiles: 2,
            incompleteProfiles: 1,
          },
        },
      },
    },
  };
}

export function companyRow(n: number, company: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminCompanyRow',
    id: `company-${n}`,
    company,
    contact: `Recruiter ${n}`,
    email: `recruiter${n}@example.in`,
    phone: '+91-8000000000',
    industry: 'Information Technology',
    size: '51-100',
    location: 'Pune',
    subscription: 'PREMIUM',
    website: 'https://example.in',
    jobs: 4,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function companiesAnswer(
  variables: TableVariables,
  items: ReturnType<typeof companyRow>[],
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: AdminCompaniesDocument, variables: tableQuery(variables) },
    result: {
      data: {
        adminCompanies: {
          __typename: 'AdminCompanyTable',
          items,
          ...paging(total, variables.page ?? 1),
          summary: {
            __typename: 'AdminCompanySummary',
            registeredCompanies: total,
            activeCompanies: total,
            activeRate: 100,
            premiumSubscribers: 1,
            avgJobsPerCompany: 4,
            recruitersWithCompanies: total,
          },
        },
      },
    },
  };
}

export const DASHBOARD = {
  __typename: 'AdminDashboard',
  jobSeekers: 60,
  recruiters: 11,
  activeJobs: 282,
  totalJobs: 300,
  registeredCompanies: 30,
  totalApplications: 150,
  applicationsToday: 10,
  newUsersThisWeek: 4,
  openUpgradeRequests: 2,
  profilesCreated: 45,
  avgApplicationsPerJob: 1,
  profileCompletionRate: 75,
  successRate: 19,
  recentActivities: [
    {
      __typename: 'Activity',
      kind: 'signup',
      text: 'Neha Bhat joined as job seeker',
      at: '2026-11-22T03:00:00.000Z',
    },
  ],
};

/** The dashboard answer (the shell's bell and the dashboard section ask for it). */
export function dashboardAnswer(overrides: Partial<typeof DASHBOARD> = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardDocument },
    result: { data: { adminDashboard: { ...DASHBOARD, ...overrides } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const PLANS = [
  { plan: 'BASIC', priceUsdPerMonth: 49, postingLimit: 3, recruiters: 3 },
  { plan: 'STANDARD', priceUsdPerMonth: 149, postingLimit: 10, recruiters: 1 },
  { plan: 'PREMIUM', priceUsdPerMonth: 299, postingLimit: null, recruiters: 0 },
].map((plan) => ({ __typename: 'PlanInfo', ...plan }));

/** The Payments answer: the three plans with their recruiters, and the upgrade requests given. */
export function paymentsAnswer(history: Record<string, unknown>[] = []): MockLink.MockedResponse {
  return {
    request: { query: AdminPaymentsDocument },
    result: { data: { adminPayments: { __typename: 'AdminPayments', plans: PLANS, history } } },
  };
}

export function applicationRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminApplicationRow',
    id: `application-${n}`,
    applicant: `Applicant ${n}`,
    email: `applicant${n}@example.in`,
    phone: null,
    job: 'Frontend Developer',
    location: 'Pune, Maharashtra',
    jobType: 'Full-time',
    category: 'Technology',
    salary: '₹12,00,000 per annum',
    status: 'PENDING',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function applicationsAnswer(
  variables: TableVariables,
  items: ReturnType<typeof applicationRow>[],
  counts: { pending: number; seen: number } = { pending: 3, seen: 1 },
): MockLink.MockedResponse {
  const total = counts.pending + counts.seen;
  const step = (status: string, count: number) => ({
    __typename: 'PipelineStep',
    status,
    count,
    share: total ? Math.round((count / total) * 1000) / 10 : 0,
  });
  return {
    request: { query: AdminApplicationsDocument, variables: tableQuery(variables) },
    result: {
      data: {
        adminApplications: {
          __typename: 'AdminApplicationTable',
          items,
          ...paging(items.length, variables.page ?? 1),
          summary: {
            __typename: 'AdminApplicationSummary',
            totalApplicants: total,
            inReview: counts.pending,
            recruited: 0,
            seen: counts.seen,
            rejected: 0,
            accepted: 0,
            pipeline: [
              step('PENDING', counts.pending),
              step('REVIEWED', 0),
              step('SHORTLISTED', 0),
              step('SEEN', counts.seen),
              step('ACCEPT', 0),
              step('REJECT', 0),
              step('RECRUITED', 0),
            ],
            recent: items.slice(0, 5).map((item) => ({
              __typename: 'RecentApplication',
              id: item.id,
              applicant: item.applicant,
              job: item.job,
              status: item.status,
              createdAt: item.createdAt,
            })),
          },
        },
      },
    },
  };
}

export function jobRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminJobRow',
    id: `job-${n}`,
    title: `Job ${n}`,
    company: 'TechNova Solutions',
    location: 'Bangalore, Karnataka',
    jobType: 'Full-time',
    salary: '₹6,00,000 - ₹13,00,000 per annum',
    applications: 3,
    status: 'ACTIVE',
    createdAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of the Jobs table; `total` may exceed the rows given, to test paging. */
export function jobsAnswer(
  variables: TableVariables,
  items: ReturnType<typeof jobRow>[],
  total = items.length,
  summary: { totalJobs: number; activeJobs: number; jobsFilled: number; avgApplications: number } = {
    totalJobs: total,
    activeJobs: total,
    jobsFilled: 0,
    avgApplications: 3,
  },
): MockLink.MockedResponse {
  return {
    request: { query: AdminJobsDocument, variables: tableQuery(variables) },
    result: {
      data: {
        adminJobs: {
          __typename: 'AdminJobTable',
          items,
          ...paging(total, variables.page ?? 1),
          summary: { __typename: 'AdminJobSummary', ...summary },
        },
      },
    },
  };
}
