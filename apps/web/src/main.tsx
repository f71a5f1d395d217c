import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { preloadRoute } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The page's code first, so the first render shows the page (the server may have sent its prerendered
// HTML, which stays until then), not a loading spinner. The render is a transition: React works in
// small slices and the page stays responsive while the app starts.
void preloadRoute(window.location.pathname).then(() => {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
