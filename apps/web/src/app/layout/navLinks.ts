import { Role } from '@hireloop/schema';

import { paths } from '../paths';

export interface NavItem {
  label: string;
  to: string;
  /** Other pages the link is the place of: it is highlighted on them too. */
  alsoOn?: string[];
}

/** Whether a link is highlighted for a page beyond its own address (Search on /jobs and /jobs/{category}). */
export function alsoActive(link: NavItem, pathname: string): boolean {
  return (link.alsoOn ?? []).some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The nav bar links for a role (null = logged out). */
export function navLinks(role: Role | null): NavItem[] {
  switch (role) {
    case null:
      return [
        { label: 'Home', to: paths.home },
        { label: 'Search', to: paths.search, alsoOn: [paths.jobs] },
        { label: 'Login', to: paths.login },
        { label: 'Sign Up', to: paths.signup },
      ];
    case Role.JOB_SEEKER:
      return [
        { label: 'Home', to: paths.home },
        { label: 'Bookmark', to: paths.bookmarks },
        { label: 'Alerts', to: paths.alerts },
        { label: 'Search', to: paths.search, alsoOn: [paths.jobs] },
      ];
    case Role.RECRUITER:
      return [
        { label: 'Company', to: paths.companyList },
        { label: 'Jobs', to: paths.recruiterJobs },
        { label: 'Candidates', to: paths.candidates },
        { label: 'Webhooks', to: paths.recruiterWebhooks },
        { label: 'API keys', to: paths.recruiterApiKeys },
      ];
    case Role.ADMIN:
      return [{ label: 'Dashboard', to: paths.adminDashboard }];
    default: {
      const unknown: never = role;
      throw new Error(`Unknown role: ${String(unknown)}`);
    }
  }
}

/** Where the brand logo leads: each role's start page. */
export function homePathFor(role: Role | null): string {
  if (role === Role.RECRUITER) return paths.companyList;
  if (role === Role.ADMIN) return paths.adminDashboard;
  return paths.home;
}

/** Nav accent: orange for recruiters, blue for everyone else. */
export function navAccent(role: Role | null): 'primary' | 'secondary' {
  return role === Role.RECRUITER ? 'secondary' : 'primary';
}
