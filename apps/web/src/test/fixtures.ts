import type { MockLink } from '@apollo/client/testing';

import { DEFAULT_PLATFORM_NAME } from '@hireloop/schema';

import {
  MyNotificationsDocument,
  MyPhotoDocument,
  SiteConfigDocument,
  type JobCardFieldsFragment,
  type MyNotificationsQuery,
  type SiteConfigQuery,
} from '../gql/graphql';
import type { SessionSnapshot } from '../app/session';
import { NOTIFICATION_LIMIT } from '../features/notifications/hooks/useNotifications';

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
      logoImage: null,
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

type SiteConfigFixture = SiteConfigQuery['siteConfig'] & { __typename: 'SiteConfig' };

/**
 * The SiteConfig answer: by default a platform the administrator has not set up (the default name, the
 * built-in mark, no contact details, no Google sign-in).
 */
export function siteConfigAnswer(overrides: Partial<SiteConfigFixture> = {}): MockLink.MockedResponse {
  const siteConfig: SiteConfigFixture = {
    __typename: 'SiteConfig',
    googleClientId: null,
    platformName: DEFAULT_PLATFORM_NAME,
    contactEmail: '',
    supportPhone: '',
    logoUrl: null,
    ...overrides,
  };
  return { request: { query: SiteConfigDocument }, result: { data: { siteConfig } } };
}

/** The account menu's MyPhoto answer for `userId` (the seeker by default). */
export function myPhotoAnswer(photoUrl: string | null, userId = seeker.user!.id): MockLink.MockedResponse {
  return {
    request: { query: MyPhotoDocument },
    result: { data: { me: { __typename: 'User', id: userId, photoUrl } } },
  };
}

export type NotificationFixture = MyNotificationsQuery['myNotifications']['items'][number] & {
  __typename: 'NotificationModel';
};

/** The bell's MyNotifications answer: `items`, with the unread count taken from them unless given. */
export function notificationsAnswer(
  items: NotificationFixture[],
  counts: { unreadCount?: number; total?: number } = {},
): MockLink.MockedResponse {
  const { unreadCount = items.filter((item) => !item.read).length, total = items.length } = counts;
  return {
    request: { query: MyNotificationsDocument, variables: { limit: NOTIFICATION_LIMIT } },
    result: { data: { myNotifications: { __typename: 'NotificationPage', unreadCount, total, items } } },
  };
}

/**
 * What the app shell asks for on every page, whatever the page: the site config, and for a signed-in
 * seeker the account menu's photo and the bell's notifications. Each answers any number of times. The
 * render helper puts these after a test's own mocks, so a test's own answer to one of them comes first.
 */
export function shellMocks(): MockLink.MockedResponse[] {
  return [siteConfigAnswer(), myPhotoAnswer(null), notificationsAnswer([])].map((mock) => ({
    ...mock,
    maxUsageCount: Number.POSITIVE_INFINITY,
  }));
}
