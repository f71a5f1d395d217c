/**
 * What a page tells search engines and link previews, the same on the server (the `<head>` of the HTML
 * it sends) and in the app (the document title it keeps in sync while the visitor navigates).
 */
export interface PageHead {
  /** The whole document title, platform name included. */
  title: string;
  /** The meta description: one or two sentences, at most about 160 characters. */
  description: string;
  /**
   * The canonical address as a path with its query (made absolute with the configured public address by
   * the server); null: none (pages that are not for search engines).
   */
  canonical: string | null;
  /** `noindex,follow` for pages that should not be listed but whose links count; null: indexable. */
  robots: 'noindex,follow' | 'noindex,nofollow' | null;
  /** The link-preview image (absolute, or a path on this site); null: the platform's logo. */
  image: string | null;
  /** Structured data, each object written as one `<script type="application/ld+json">`. */
  jsonLd: Record<string, unknown>[];
  /** Extra `<link rel="alternate">` addresses, e.g. a search's Atom feed. */
  alternates?: { type: string; href: string; title: string }[];
}
