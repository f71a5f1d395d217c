import { adminSectionPath } from '../../app/paths';

export const ADMIN_SECTIONS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'jobs', label: 'Jobs' },
  { key: 'seekers', label: 'Job Seekers' },
  { key: 'recruiters', label: 'Recruiters' },
  { key: 'applications', label: 'Applications' },
  { key: 'payments', label: 'Payments' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'background-jobs', label: 'Background Jobs' },
  { key: 'webhooks', label: 'Webhooks' },
  { key: 'api-keys', label: 'API keys' },
  { key: 'settings', label: 'Settings' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The section of /admin/{section}/...: the first segment after /admin/; unknown or none is the dashboard. */
export function adminSection(rest: string | undefined): AdminSection {
  const segment = (rest ?? '').split('/')[0]?.toLowerCase();
  return ADMIN_SECTIONS.find((section) => section.key === segment) ?? ADMIN_SECTIONS[0];
}

export function adminSectionHref(section: AdminSection): string {
  return adminSectionPath(section.key);
}
