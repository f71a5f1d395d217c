import { useCallback, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CacheProvider } from '@emotion/react';

import { AppTheme } from '@hireloop/ui';

import { createApolloClient } from './apollo';
import { RouterLink } from './components/RouterLink';
import { createEmotionCache } from './emotionCache';
import { seedSiteConfig } from './platform';
import { seedPreloadedData } from './preloadedData';
import { routes } from './routes';
import { SessionProvider, storedToken } from './session';
import { reportSessionRefused } from './session/refusal';
import { SessionExpiry } from './session/SessionExpiry';

/** The app's GraphQL client, with the data and site config the page came with (if any) in its cache. */
export function createAppClient(): ApolloClient {
  const client = createApolloClient(storedToken, reportSessionRefused);
  seedPreloadedData(client, storedToken() !== null);
  seedSiteConfig(client);
  return client;
}

export interface AppProps {
  /** The GraphQL client, made by main.tsx before the first render (else here). */
  client?: ApolloClient;
}

/** The application: theme, GraphQL client, session and router. */
export function App({ client: given }: AppProps) {
  const [client] = useState(() => given ?? createAppClient());
  const [router] = useState(() => createBrowserRouter(routes));
  const [emotionCache] = useState(createEmotionCache);

  // A new user must not see data cached for the previous one.
  const clearCache = useCallback(() => {
    client.clearStore().catch(() => undefined);
  }, [client]);

  return (
    <CacheProvider value={emotionCache}>
      <AppTheme linkComponent={RouterLink}>
        <ApolloProvider client={client}>
          <SessionProvider onLogout={clearCache}>
            <SessionExpiry router={router} />
            <RouterProvider router={router} />
          </SessionProvider>
        </ApolloProvider>
      </AppTheme>
    </CacheProvider>
  );
}
