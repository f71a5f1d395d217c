import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

import { DEFAULT_PLATFORM_NAME } from '@hireloop/schema';

import { SiteConfigDocument, type SiteConfigQuery } from '../gql/graphql';

/** The element the API adds to every page it sends: the site config, as JSON. */
export const SITE_CONFIG_ID = 'site-config';

/**
 * Writes the site config the API sent with the page into the Apollo cache, so the first render shows the
 * platform's name and logo instead of the defaults. The element is removed either way.
 */
export function seedSiteConfig(client: ApolloClient): void {
  const element = document.getElementById(SITE_CONFIG_ID);
  if (!element) return;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as SiteConfigQuery;
    client.writeQuery({ query: SiteConfigDocument, data });
  } catch {
    // Malformed: the app asks for the site config itself.
  }
}

/** On the prerendered copies of a page: the platform name and logo they were drawn with (siteSignature). */
export const PRERENDERED_SITE = 'data-prerender-site';

/**
 * What of the site config shows in a page's markup (the name and the logo), as one string: the app may
 * hydrate markup only when its own first render shows the same.
 */
export function siteSignature(site: SiteConfigQuery | null | undefined): string {
  const config = site?.siteConfig;
  return JSON.stringify([config?.platformName || DEFAULT_PLATFORM_NAME, config?.logoUrl ?? null]);
}

/** The site config the app's first render will show (seeded from the page, else nothing yet). */
export function cachedSiteConfig(client: ApolloClient): SiteConfigQuery | null {
  return client.readQuery({ query: SiteConfigDocument });
}

export interface Platform {
  name: string;
  /** The administrator's logo; null: the built-in mark. */
  logoUrl: string | null;
  /** Null while loading or when not set. */
  contactEmail: string | null;
  supportPhone: string | null;
}

/**
 * The platform as the administrator set it up: name, logo and contact details. While they load: the
 * default name, the built-in mark and no contact details.
 */
export function usePlatform(): Platform {
  const { data } = useQuery(SiteConfigDocument, { fetchPolicy: 'cache-first' });
  const site = data?.siteConfig;
  return {
    name: site?.platformName || DEFAULT_PLATFORM_NAME,
    logoUrl: site?.logoUrl ?? null,
    contactEmail: site?.contactEmail || null,
    supportPhone: site?.supportPhone || null,
  };
}
