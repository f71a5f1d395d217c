import { baseUrl } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { DEMO_SEEKER, signIn } from './support/session';

/**
 * A signed-in visitor's first load asks for the page's data while the app starts, not after its first
 * render: shell and data come in parallel. Checked as an order of events (the query's start, the app's
 * nav bar entering the page), never as a duration.
 */
describe('signed-in first load', () => {
  const journey = browserJourney();

  it.each(['/', '/job/{id}'])("asks for %s's data before the app's first render", async (path) => {
    const session = await signIn(DEMO_SEEKER, 'JOB_SEEKER');
    const { page } = await journey.open({ session });
    // When the app's own nav bar (not a prerendered copy) first enters the page.
    await page.addInitScript(() => {
      const w = window as unknown as { __appRenderedAt?: number };
      new MutationObserver((_records, observer) => {
        const bar = document.querySelector('#root [data-testid="nav-bar"]');
        if (bar && !bar.closest('[data-prerender]')) {
          w.__appRenderedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    let target = '/';
    if (path !== '/') {
      const { homeJobs } = await graphqlData<{ homeJobs: { featured: { id: string }[] } }>(
        '{ homeJobs { featured { id } } }',
      );
      target = `/job/${homeJobs.featured[0].id}`;
    }
    const pageQuery = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && /HomeJobs|JobDetails/.test(r.request().postData() ?? ''),
    );
    await page.goto(`${baseUrl()}${target}`);
    const query = await pageQuery;
    await page.waitForFunction(() => (window as unknown as { __appRenderedAt?: number }).__appRenderedAt);
    // Both on the wall clock: the request's start (Playwright) and the render (the page's time origin).
    const renderedAt = await page.evaluate(
      () => performance.timeOrigin + (window as unknown as { __appRenderedAt: number }).__appRenderedAt,
    );
    expect(query.request().timing().startTime).toBeLessThan(renderedAt);
  });
});
