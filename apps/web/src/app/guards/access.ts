import { Role } from '@hireloop/schema';

import { paths } from '../paths';

/**
 * Who may open a route:
 * - `public`: everyone, but a logged-in recruiter is sent to the company list;
 * - `seeker`: job seekers (role job_seeker or legacy finder);
 * - `recruiter`: recruiters;
 * - `admin`: administrators;
 * - `open`: everyone, no redirect (info pages such as /companies or /waitlist);
 * - `signedIn`: anyone signed in, whatever the role (their own account's pages).
 */
export type Access = 'public' | 'seeker' | 'recruiter' | 'admin' | 'open' | 'signedIn';

export interface AccessSubject {
  loggedIn: boolean;
  role: Role | null;
}

/**
 * Where a visitor must be sent instead of a page with the given access, or null when the page may be shown.
 * Spec: seeker-only pages send other roles to /, recruiter-only pages likewise, the admin area sends anyone
 * but a logged-in admin to /, and public pages send a logged-in recruiter to /recruiter/company/list.
 * A logged-out visitor of a seeker or recruiter page is sent to that side's login page instead.
 */
export function accessRedirect(access: Access, subject: AccessSubject): string | null {
  const role = subject.loggedIn ? subject.role : null;
  switch (access) {
    case 'open':
      return null;
    case 'public':
      return role === Role.RECRUITER ? paths.companyList : null;
    case 'seeker':
      if (!subject.loggedIn) return paths.login;
      return role === Role.JOB_SEEKER ? null : paths.home;
    case 'recruiter':
      if (!subject.loggedIn) return paths.recruiterLogin;
      return role === Role.RECRUITER ? null : paths.home;
    case 'admin':
      return role === Role.ADMIN ? null : paths.home;
    case 'signedIn':
      return subject.loggedIn ? null : paths.login;
    default: {
      const unknown: never = access;
      throw new Error(`Unknown access rule: ${String(unknown)}`);
    }
  }
}
