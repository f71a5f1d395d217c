/**
 * Paths search engines are asked to leave alone: the API, and the pages of an account or of the
 * administration, which show nothing without a session. Everything else is public.
 */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/graphql',
  '/health',
  '/admin',
  '/recruiter/',
  '/recruiter-login',
  '/login',
  '/signup',
  '/email/',
  '/forgot/',
  '/reset/',
  '/profile',
  '/bookmark',
  '/alerts',
  '/job/preference/',
  '/*/jobs/applied',
];

/** /robots.txt: every crawler may read the public pages; the sitemap is named when the site has an address. */
export function robotsTxt(publicUrl: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`)];
  if (publicUrl) lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`);
  return lines.join('\n') + '\n';
}
