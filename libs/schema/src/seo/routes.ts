/**
 * Which kind of page a path of the web app is, for its `<head>` and its HTTP status: the server decides
 * with it what it tells search engines before any JavaScript runs, and the app with it what the tab's
 * title says after a navigation. It lists every route of the app (apps/web/src/app/paths.ts); a path
 * matching none is the not-found page.
 */
export type SeoPage =
  | 'home'
  | 'jobs'
  | 'job'
  | 'login'
  | 'signup'
  | 'recruiterLogin'
  | 'recruiterSignup'
  | 'forgotPassword'
  | 'waitlist'
  | 'companies'
  | 'company'
  | 'resumeBuilder'
  | 'private'
  | 'notFound';

/** A path's page and the values of its `:name` segments. */
export interface SeoRoute {
  page: SeoPage;
  params: Record<string, string>;
}

/** Route patterns (`:name` matches one segment, a final `*` the rest), first match wins. */
const ROUTES: readonly (readonly [string, SeoPage])[] = [
  ['/', 'home'],
  ['/jobs', 'jobs'],
  ['/search', 'jobs'],
  ['/jobs/:category', 'jobs'],
  ['/job/preference/survey', 'private'],
  ['/job/:id', 'job'],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/recruiter/login', 'recruiterLogin'],
  ['/recruiter/signup', 'recruiterSignup'],
  ['/forgot/password', 'forgotPassword'],
  ['/waitlist', 'waitlist'],
  ['/companies', 'companies'],
  ['/companies/:slug', 'company'],
  ['/resume-builder', 'resumeBuilder'],
  // Steps of a flow, links from mails and everything behind a sign-in: not for search engines.
  ['/email/verification', 'private'],
  ['/signup/complete', 'private'],
  ['/recruiter-login', 'private'],
  ['/recruiter/otp/verify', 'private'],
  ['/recruiter/signup/complete', 'private'],
  ['/reset/password', 'private'],
  ['/bookmark', 'private'],
  ['/profile', 'private'],
  ['/profile/:id/edit', 'private'],
  ['/:id/jobs/applied', 'private'],
  ['/alerts', 'private'],
  ['/account/privacy', 'private'],
  ['/alerts/confirm', 'private'],
  ['/alerts/unsubscribe', 'private'],
  ['/interview/pick', 'private'],
  ['/recruiter/company/list', 'private'],
  ['/recruiter/register-company', 'private'],
  ['/recruiter/company/:id', 'private'],
  ['/recruiter/company/:id/edit', 'private'],
  ['/recruiter/company/:id/jobs', 'private'],
  ['/recruiter/jobs', 'private'],
  ['/recruiter/job/post/new', 'private'],
  ['/recruiter/job/:id', 'private'],
  ['/recruiter/job/:id/edit', 'private'],
  ['/recruiter/job/:id/applicants', 'private'],
  ['/recruiter/candidates', 'private'],
  ['/recruiter/webhooks', 'private'],
  ['/recruiter/api-keys', 'private'],
  ['/admin/secure/auth', 'private'],
  ['/admin', 'private'],
  ['/admin/*', 'private'],
];

/** The segments of a path, each decoded; null when one is malformed. */
function segments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/** The `:name` values when `path` matches `pattern`, else null. */
function match(pattern: string, parts: string[]): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return parts.length > i ? params : null;
    const part = parts[i];
    if (part === undefined) return null;
    if (want[i].startsWith(':')) params[want[i].slice(1)] = part;
    else if (want[i].toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === want.length ? params : null;
}

/** The page a path (without its query) shows; `notFound` when no route of the app matches it. */
export function seoRouteOf(path: string): SeoRoute {
  const parts = segments(path);
  if (parts) {
    for (const [pattern, page] of ROUTES) {
      const params = match(pattern, parts);
      if (params) return { page, params };
    }
  }
  return { page: 'notFound', params: {} };
}
