import { INTERVIEW_PICK_PATH } from '@hireloop/schema';

/** Every route of the product (spec route table), in one place. */
export const paths = {
  home: '/',
  search: '/search',
  jobs: '/jobs',
  jobsCategory: '/jobs/:category',
  job: '/job/:id',
  login: '/login',
  signup: '/signup',
  emailVerification: '/email/verification',
  signupComplete: '/signup/complete',
  recruiterLogin: '/recruiter/login',
  recruiterLoginLegacy: '/recruiter-login',
  recruiterSignup: '/recruiter/signup',
  recruiterOtpVerify: '/recruiter/otp/verify',
  recruiterSignupComplete: '/recruiter/signup/complete',
  forgotPassword: '/forgot/password',
  resetPassword: '/reset/password',

  bookmarks: '/bookmark',
  profile: '/profile',
  profileEdit: '/profile/:id/edit',
  appliedJobs: '/:id/jobs/applied',
  preferenceSurvey: '/job/preference/survey',
  alerts: '/alerts',
  alertConfirm: '/alerts/confirm',
  alertUnsubscribe: '/alerts/unsubscribe',
  interviewPick: INTERVIEW_PICK_PATH,
  privacy: '/account/privacy',

  companyList: '/recruiter/company/list',
  registerCompany: '/recruiter/register-company',
  company: '/recruiter/company/:id',
  companyEdit: '/recruiter/company/:id/edit',
  companyJobs: '/recruiter/company/:id/jobs',
  recruiterJobs: '/recruiter/jobs',
  postJob: '/recruiter/job/post/new',
  recruiterJob: '/recruiter/job/:id',
  recruiterJobEdit: '/recruiter/job/:id/edit',
  jobApplicants: '/recruiter/job/:id/applicants',
  candidates: '/recruiter/candidates',
  recruiterWebhooks: '/recruiter/webhooks',
  recruiterApiKeys: '/recruiter/api-keys',

  adminLogin: '/admin/secure/auth',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',

  waitlist: '/waitlist',
  companies: '/companies',
  companyPage: '/companies/:slug',
  resumeBuilder: '/resume-builder',
} as const;

/** /job/{id} */
export function jobPath(id: string): string {
  return `/job/${encodeURIComponent(id)}`;
}

/** /jobs?search={term}, or /jobs when the term is blank. */
export function jobsSearchPath(term: string): string {
  const text = term.trim();
  return text ? `${paths.jobs}?search=${encodeURIComponent(text)}` : paths.jobs;
}

/** /{userId}/jobs/applied */
export function appliedJobsPath(userId: string): string {
  return `/${encodeURIComponent(userId)}/jobs/applied`;
}

/** /profile/{userId}/edit */
export function profileEditPath(userId: string): string {
  return `/profile/${encodeURIComponent(userId)}/edit`;
}

/** /admin/{section} */
export function adminSectionPath(section: string): string {
  return `${paths.admin}/${section}`;
}
