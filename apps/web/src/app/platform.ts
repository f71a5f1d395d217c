import { useEffect } from 'react';

import { useQuery } from '@apollo/client/react';

import { DEFAULT_PLATFORM_NAME, documentTitle } from '@hireloop/schema';

import { SiteConfigDocument } from '../gql/graphql';

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

/** Keeps the tab's title on the platform's name. */
export function usePlatformTitle(): void {
  const { name } = usePlatform();
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
}
