import { DEFAULT_PLATFORM_NAME, documentTitle } from '@hireloop/schema';
import { escapeHtml } from './modules/mail/mail-layout';

export interface DocumentBrand {
  platformName: string;
  /** Absolute address of the platform logo; null: none. */
  logoUrl: string | null;
}

/**
 * A page of the web app as sent: its title and description name the platform, and its Open Graph tags
 * give link previews the platform's name and, when one is set, its logo as the image.
 */
export function brandDocument(html: string, brand: DocumentBrand): string {
  const name = escapeHtml(brand.platformName);
  const tags = [
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${name}" />`,
    `<meta property="og:title" content="${escapeHtml(documentTitle(brand.platformName))}" />`,
    ...(brand.logoUrl ? [`<meta property="og:image" content="${escapeHtml(brand.logoUrl)}" />`] : []),
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(brand.platformName))}</title>`)
    .replace(`content="${DEFAULT_PLATFORM_NAME}: `, () => `content="${name}: `)
    .replace('</head>', () => `${tags}</head>`);
}
