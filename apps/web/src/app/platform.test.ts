import { InMemoryCache, ApolloClient, ApolloLink } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';

import { SiteConfigDocument } from '../gql/graphql';
import { SITE_CONFIG_ID, seedSiteConfig } from './platform';

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_CONFIG_ID;
  element.textContent = text;
  document.body.append(element);
}

const client = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

describe('seedSiteConfig', () => {
  afterEach(() => document.getElementById(SITE_CONFIG_ID)?.remove());

  it('writes the site config the page came with into the cache and removes the element', () => {
    const siteConfig = {
      __typename: 'SiteConfig',
      googleClientId: null,
      platformName: 'Acme Jobs',
      contactEmail: 'help@acme.example',
      supportPhone: '+91 98765 43210',
      logoUrl: '/api/v1/platform/logo/f-1',
    };
    pageWith(JSON.stringify({ siteConfig }));
    const c = client();
    seedSiteConfig(c);
    expect(c.readQuery({ query: SiteConfigDocument })).toEqual({ siteConfig });
    expect(document.getElementById(SITE_CONFIG_ID)).toBeNull();
  });

  it('leaves the cache empty when the block is malformed', () => {
    pageWith('{not json');
    const c = client();
    seedSiteConfig(c);
    expect(c.readQuery({ query: SiteConfigDocument })).toBeNull();
    expect(document.getElementById(SITE_CONFIG_ID)).toBeNull();
  });
});
