import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { PRELOADED_DATA_ID } from '@hireloop/schema';

import { App, createAppClient } from './app/App';
import {
  rememberTypedValues,
  PRERENDERED_WITH_DATA,
  prerenderedForSite,
  takePrerenderedCopy,
} from './app/hydration';
import { cachedSiteConfig, siteSignature } from './app/platform';
import { loadNewsletterBox } from './app/layout/Footer';
import { preloadAccountControls } from './app/layout/NavBar';
import { prefetchPageQuery, readPreloadedData } from './app/preloadedData';
import { preloadRoute } from './app/routes';
import { loadSession, sessionRole, storedToken } from './app/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Ends the current task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each step in a task of its own, so that none is a long one on a phone: the modules' evaluation, then
// the page's code (loaded first, so the first render is the page, not a loading spinner: the server may
// have sent its prerendered HTML, which stays until then), then the GraphQL client with the data the page
// came with, then that data read back as the page will read it, then the render.
void (async () => {
  await nextTask();
  // A signed-in visitor's account controls (bell, menu) load alongside the page's code, and the page's
  // query is asked as soon as that code has named it: the shell and the data come in parallel.
  const role = sessionRole(loadSession());
  preloadAccountControls(role);
  await Promise.all([preloadRoute(window.location.pathname), loadNewsletterBox().catch(() => undefined)]);
  // A logged-out visitor's prerendered page is hydrated: the app adopts the markup as it is (what was
  // typed into it included) instead of drawing it again. Signed-in visitors get their own page drawn.
  let hydrate = storedToken() === null && container.querySelector(':scope > [data-prerender]') !== null;
  // Markup drawn without the page's data (the server's renderer was busy) is hydrated without it too:
  // the first render must draw what the markup shows; the page then loads its data itself.
  if (hydrate && !container.querySelector(`:scope > [${PRERENDERED_WITH_DATA}]`)) {
    document.getElementById(PRELOADED_DATA_ID)?.remove();
  }
  const client = createAppClient();
  // Markup drawn with another platform name or logo than the app now shows is drawn again, not hydrated.
  hydrate &&= prerenderedForSite(container, siteSignature(cachedSiteConfig(client)));
  if (role !== null) {
    prefetchPageQuery(client, window.location.pathname);
    preloadAccountControls(role, client);
  }
  await nextTask();
  readPreloadedData(client);
  await nextTask();
  // The prerendered page (one for both colour modes: the theme's CSS variables follow the root's class)
  // becomes the app's container in the same task as hydrateRoot, which listens at once: a click from now
  // on is replayed once its part of the page has hydrated.
  const prerendered = hydrate ? takePrerenderedCopy(container) : null;
  if (prerendered) {
    // What the visitor has typed into the page's text boxes, or types until each is hydrated, is handed
    // to the box's component then (TextInput).
    rememberTypedValues(prerendered);
    // Hydration in a transition: React hydrates the page in small slices and the browser handles input
    // and paints between them (outside one, hydrating the root is one long task). A click on a part not
    // yet hydrated makes React hydrate that part at once and replays the click.
    startTransition(() => {
      hydrateRoot(
        prerendered,
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      );
    });
    return;
  }
  // A transition: React works in small slices and the page stays responsive.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
})();
