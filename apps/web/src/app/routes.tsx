import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';

import { RequireAccess } from './guards/RequireAccess';
import { AppLayout } from './layout/AppLayout';
import { AppRoot } from './layout/AppRoot';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { paths } from './paths';

/** A lazily loaded page whose code can also be fetched ahead of its first render. */
type PageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded on first visit (its own chunk), from a module's named export. Once `preload` has
 * finished, the page renders without suspending (main.tsx preloads the first page before the first render,
 * so the prerendered HTML is replaced by the same page, never by the loading spinner).
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType> & { preloadParts?: () => Promise<unknown> }>,
  name: K,
): PageComponent {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const module = await load();
    // Parts of the page in chunks of their own that its first render draws (the prerendered page has them).
    await module.preloadParts?.();
    loaded = module[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = preload;
  return Page;
}

// Public
const HomePage = page(() => import('../features/home/pages/HomePage'), 'HomePage');
const JobsPage = page(() => import('../features/jobs/pages/JobsPage'), 'JobsPage');
const JobDetailsPage = page(() => import('../features/jobs/pages/JobDetailsPage'), 'JobDetailsPage');
const LoginPage = page(() => import('../features/accounts/pages/LoginPage'), 'LoginPage');
const SignupPage = page(() => import('../features/accounts/pages/SignupPage'), 'SignupPage');
const EmailVerificationPage = page(
  () => import('../features/accounts/pages/EmailVerificationPage'),
  'EmailVerificationPage',
);
const SignupCompletePage = page(
  () => import('../features/accounts/pages/SignupCompletePage'),
  'SignupCompletePage',
);
const RecruiterLoginPage = page(
  () => import('../features/accounts/pages/RecruiterLoginPage'),
  'RecruiterLoginPage',
);
const RecruiterSignupPage = page(
  () => import('../features/accounts/pages/RecruiterSignupPage'),
  'RecruiterSignupPage',
);
const RecruiterOtpVerifyPage = page(
  () => import('../features/accounts/pages/RecruiterOtpVerifyPage'),
  'RecruiterOtpVerifyPage',
);
const RecruiterSignupCompletePage = page(
  () => import('../features/accounts/pages/RecruiterSignupCompletePage'),
  'RecruiterSignupCompletePage',
);
const ForgotPasswordPage = page(
  () => import('../features/accounts/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('../features/accounts/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);

const ConfirmAlertPage = page(() => import('../features/alerts/pages/AlertLinkPage'), 'ConfirmAlertPage');
const UnsubscribeAlertPage = page(
  () => import('../features/alerts/pages/AlertLinkPage'),
  'UnsubscribeAlertPage',
);

// Job seeker
const InterviewPickPage = page(
  () => import('../features/interviews/pages/InterviewPickPage'),
  'InterviewPickPage',
);
const AlertsPage = page(() => import('../features/alerts/pages/AlertsPage'), 'AlertsPage');
const BookmarksPage = page(() => import('../features/bookmarks/pages/BookmarksPage'), 'BookmarksPage');
const ProfilePage = page(() => import('../features/profile/pages/ProfilePage'), 'ProfilePage');
const ProfileEditPage = page(() => import('../features/profile/pages/ProfileEditPage'), 'ProfileEditPage');
const AppliedJobsPage = page(
  () => import('../features/applications/pages/AppliedJobsPage'),
  'AppliedJobsPage',
);
const PreferenceSurveyPage = page(
  () => import('../features/survey/pages/PreferenceSurveyPage'),
  'PreferenceSurveyPage',
);

// Anyone signed in
const PrivacyPage = page(() => import('../features/privacy/PrivacyPage'), 'PrivacyPage');

// Recruiter
const CompanyListPage = page(() => import('../features/companies/pages/CompanyListPage'), 'CompanyListPage');
const RegisterCompanyPage = page(
  () => import('../features/companies/pages/RegisterCompanyPage'),
  'RegisterCompanyPage',
);
const CompanyDetailsPage = page(
  () => import('../features/companies/pages/CompanyDetailsPage'),
  'CompanyDetailsPage',
);
const CompanyEditPage = page(() => import('../features/companies/pages/CompanyEditPage'), 'CompanyEditPage');
const CompanyJobsPage = page(() => import('../features/companies/pages/CompanyJobsPage'), 'CompanyJobsPage');
const MyJobsPage = page(() => import('../features/recruiter-jobs/pages/MyJobsPage'), 'MyJobsPage');
const PostJobPage = page(() => import('../features/recruiter-jobs/pages/PostJobPage'), 'PostJobPage');
const RecruiterJobPage = page(
  () => import('../features/recruiter-jobs/pages/RecruiterJobPage'),
  'RecruiterJobPage',
);
const EditJobPage = page(() => import('../features/recruiter-jobs/pages/EditJobPage'), 'EditJobPage');
const JobApplicantsPage = page(
  () => import('../features/recruiter-jobs/pages/JobApplicantsPage'),
  'JobApplicantsPage',
);
const CandidatesPage = page(() => import('../features/candidates/pages/CandidatesPage'), 'CandidatesPage');
const WebhooksPage = page(() => import('../features/webhooks/pages/WebhooksPage'), 'WebhooksPage');
const ApiKeysPage = page(() => import('../features/api-keys/pages/ApiKeysPage'), 'ApiKeysPage');

// Administrator
const AdminLoginPage = page(() => import('../features/admin/pages/AdminLoginPage'), 'AdminLoginPage');
const AdminShell = page(() => import('../features/admin/pages/AdminShell'), 'AdminShell');

// Information pages
const WaitlistPage = page(() => import('../features/marketing/pages/WaitlistPage'), 'WaitlistPage');
const CompaniesPage = page(
  () => import('../features/company-directory/pages/CompaniesPage'),
  'CompaniesPage',
);
const CompanyPage = page(() => import('../features/company-directory/pages/CompanyPage'), 'CompanyPage');
const ResumeBuilderPage = page(
  () => import('../features/resume-builder/pages/ResumeBuilderPage'),
  'ResumeBuilderPage',
);

/** The whole route table of the product (both spec documents), with the guards of each area. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            element: <RequireAccess access="public" />,
            children: [
              { index: true, element: <HomePage /> },
              { path: paths.search, element: <JobsPage /> },
              { path: paths.jobs, element: <JobsPage /> },
              { path: paths.jobsCategory, element: <JobsPage /> },
              { path: paths.job, element: <JobDetailsPage /> },
              { path: paths.login, element: <LoginPage /> },
              { path: paths.signup, element: <SignupPage /> },
              { path: paths.emailVerification, element: <EmailVerificationPage /> },
              { path: paths.signupComplete, element: <SignupCompletePage /> },
              { path: paths.recruiterLogin, element: <RecruiterLoginPage /> },
              { path: paths.recruiterLoginLegacy, element: <Navigate to={paths.recruiterLogin} replace /> },
              { path: paths.recruiterSignup, element: <RecruiterSignupPage /> },
              { path: paths.recruiterOtpVerify, element: <RecruiterOtpVerifyPage /> },
              { path: paths.recruiterSignupComplete, element: <RecruiterSignupCompletePage /> },
              { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
              { path: paths.resetPassword, element: <ResetPasswordPage /> },
            ],
          },
          {
            element: <RequireAccess access="seeker" />,
            children: [
              { path: paths.bookmarks, element: <BookmarksPage /> },
              { path: paths.alerts, element: <AlertsPage /> },
              { path: paths.profile, element: <ProfilePage /> },
              { path: paths.profileEdit, element: <ProfileEditPage /> },
              { path: paths.appliedJobs, element: <AppliedJobsPage /> },
              { path: paths.preferenceSurvey, element: <PreferenceSurveyPage /> },
            ],
          },
          {
            element: <RequireAccess access="recruiter" />,
            children: [
              { path: paths.companyList, element: <CompanyListPage /> },
              { path: paths.registerCompany, element: <RegisterCompanyPage /> },
              { path: paths.company, element: <CompanyDetailsPage /> },
              { path: paths.companyEdit, element: <CompanyEditPage /> },
              { path: paths.companyJobs, element: <CompanyJobsPage /> },
              { path: paths.recruiterJobs, element: <MyJobsPage /> },
              { path: paths.postJob, element: <PostJobPage /> },
              { path: paths.recruiterJob, element: <RecruiterJobPage /> },
              { path: paths.recruiterJobEdit, element: <EditJobPage /> },
              { path: paths.jobApplicants, element: <JobApplicantsPage /> },
              { path: paths.candidates, element: <CandidatesPage /> },
              { path: paths.recruiterWebhooks, element: <WebhooksPage /> },
              { path: paths.recruiterApiKeys, element: <ApiKeysPage /> },
            ],
          },
          {
            element: <RequireAccess access="signedIn" />,
            children: [{ path: paths.privacy, element: <PrivacyPage /> }],
          },
          { path: paths.adminLogin, element: <AdminLoginPage /> },
          { path: paths.waitlist, element: <WaitlistPage /> },
          // Links of alert mails work for anyone, signed in as anyone or not.
          { path: paths.alertConfirm, element: <ConfirmAlertPage /> },
          { path: paths.alertUnsubscribe, element: <UnsubscribeAlertPage /> },
          // The pick links of interview mails: shown to anyone, confirmed with a click.
          { path: paths.interviewPick, element: <InterviewPickPage /> },
          { path: paths.companies, element: <CompaniesPage /> },
          { path: paths.companyPage, element: <CompanyPage /> },
          { path: paths.resumeBuilder, element: <ResumeBuilderPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAccess access="admin" />,
        children: [{ path: `${paths.admin}/*`, element: <AdminShell /> }],
      },
    ],
  },
];

/**
 * Loads the code of the pages the given path renders (lazy pages only), so the first render of the app
 * needs no loading fallback. Never rejects: a failed load is retried by the page's own lazy loading.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const elements = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.element);
  const pages = elements.filter(
    (element): element is ReactElement<unknown, PageComponent> =>
      isValidElement(element) && typeof element.type === 'function' && 'preload' in element.type,
  );
  await Promise.all(pages.map((element) => element.type.preload().catch(() => undefined)));
}
