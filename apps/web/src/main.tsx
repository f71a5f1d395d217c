import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, createAppClient } from './app/App';
import { readPreloadedData } from './app/preloadedData';
import { preloadRoute } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Ends the current task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each step in a task of its own, so that none is a long one on a phone: the modules' evaluation, then
// the page's code (loaded first, so the first render shows the page, not a loading spinner: the server may
// have sent its prerendered HTML, which stays until then), then the GraphQL client with the data the page
// came with, then that data read back as the page will read it, then the render, a transition: React
// works in small slices and the page stays responsive.
void (async () => {
  await nextTask();
  await preloadRoute(window.location.pathname);
  const client = createAppClient();
  await nextTask();
  readPreloadedData(client);
  await nextTask();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
})();
