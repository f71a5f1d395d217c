import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '../test/render';
import { pageMocks } from '../test/routeTable';
import { routes } from './routes';

const SERVER_TITLE = 'Title the server sent';

/** The tab's title follows navigation inside the app, from the same head builders as the server's pages. */
describe("the tab's title", () => {
  it("keeps the server's title on the first load, then names each page the visitor moves to", async () => {
    document.title = SERVER_TITLE;
    const { router } = renderRoutes(routes, { route: '/', mocks: pageMocks });
    await screen.findByRole('heading', { level: 1, name: /Find a job that/ });
    expect(document.title).toBe(SERVER_TITLE);

    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Job Seeker Login' });
    await waitFor(() => expect(document.title).toBe('Log in – Hireloop'));

    await act(() => router.navigate('/jobs?category=Finance'));
    await waitFor(() => expect(document.title).toBe('Finance jobs – Hireloop'));

    // A job's page: titled by its job once loaded, also after the route's own title has loaded.
    await act(() => router.navigate('/job/job-1'));
    await screen.findByRole('heading', { level: 1, name: 'Data Engineer' });
    await waitFor(() => expect(document.title).toBe('Data Engineer at Acme 1, Bangalore – Hireloop'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Data Engineer at Acme 1, Bangalore – Hireloop');

    await act(() => router.navigate('/nowhere'));
    await waitFor(() => expect(document.title).toBe('Page not found – Hireloop'));

    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Hireloop – Jobs across India'));
  });
});
