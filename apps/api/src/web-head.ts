import type { PageHead } from '@hireloop/schema';
import { escapeHtml } from './modules/mail/mail-layout';

/** What every page's head shares: the platform and the addresses that make paths absolute. */
export interface HeadSite {
  platformName: string;
  /** The configured public address (no trailing slash); null: addresses stay paths. */
  publicUrl: string | null;
  /** Absolute address of the platform logo, the link-preview image of pages without one; null: none. */
  logoUrl: string | null;
}

/** JSON for a `<script>` data block (application/json, application/ld+json): nothing in it can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A path made absolute with the configured public address (an absolute address stays as it is). */
function absolute(site: HeadSite, href: string): string {
  if (/^https?:\/\//i.test(href) || !site.publicUrl) return href;
  return `${site.publicUrl}${href.startsWith('/') ? '' : '/'}${href}`;
}

/** The tags of a page head: title, description, robots, canonical, alternates, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead, site: HeadSite): string {
  const attr = (value: string) => escapeHtml(value);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  const canonical = head.canonical ? absolute(site, head.canonical) : null;
  const image = head.image ? absolute(site, head.image) : site.logoUrl;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(canonical ? [`<link rel="canonical" href="${attr(canonical)}" />`] : []),
    ...(head.alternates ?? []).map(
      (a) =>
        `<link rel="alternate" type="${attr(a.type)}" href="${attr(absolute(site, a.href))}" title="${attr(a.title)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.platformName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

/**
 * A page of the web app as sent: the build's title and description give way to the page's head, whose
 * tags go at the end of `<head>`.
 */
export function withHead(html: string, head: PageHead, site: HeadSite): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '')
    .replace('</head>', () => `${headTags(head, site)}</head>`);
}
