import { appReady, baseUrl, screenshot } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney, watchConsole } from './support/journey';

/** The id of a seeded job, from the API. */
async function someJobId(): Promise<string> {
  const { jobs } = await graphqlData<{ jobs: { items: { id: string }[] } }>(
    '{ jobs(page: 1, pageSize: 1) { items { id } } }',
  );
  return jobs.items[0].id;
}

/**
 * The pages most visitors land on arrive prerendered (apps/web/scripts/prerender.mjs): they paint before
 * any JavaScript has loaded, in the visitor's colour mode, and the app then draws the same page under the
 * real Content-Security-Policy.
 */
describe('prerendered first paint', () => {
  const journey = browserJourney();
  let jobPath: string;

  beforeAll(async () => {
    jobPath = `/job/${await someJobId()}`;
  });

  it('sends the page itself in the HTML of /, /jobs and /job/{id}, and no inline script beyond the colour-mode one', async () => {
    const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
    const home = await html('/');
    expect(home).toContain('moves you forward');
    expect(home).toContain('Featured Jobs');
    const jobs = await html('/jobs');
    expect(jobs).toContain('Find your next job');
    const job = await html(jobPath);
    // The page's data comes with it (a JSON block, never executed), read as a logged-out visitor.
    const data = (page: string) =>
      JSON.parse(
        /<script type="application\/json" id="preloaded-data">(.*?)<\/script>/.exec(page)?.[1] ?? 'null',
      ) as {
        page: string;
        data: Record<string, { title?: string; items?: unknown[] }>;
      } | null;
    expect(data(job)?.data.job.title).toBeTruthy();
    expect(data(jobs)?.data.jobs.items).toHaveLength(6);
    // ...and is drawn in the markup by the API (the web build's server renderer): the first paint shows the
    // jobs, not a loading state. (Text as React escapes it into HTML.)
    const escaped = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const markup = (page: string) =>
      page.slice(page.indexOf('<div id="root">'), page.indexOf('id="preloaded-data"'));
    const firstJob = (data(jobs)?.data.jobs.items?.[0] as { title: string }).title;
    expect(markup(jobs)).toContain(escaped(firstJob));
    expect(markup(jobs)).not.toContain('Loading jobs...');
    expect(markup(job)).toContain(escaped(data(job)!.data.job.title!));
    expect(markup(job)).not.toContain('Loading job details...');
    // No such job: 404 with the app, which shows that the job is not found.
    const missing = await fetch(`${baseUrl()}/job/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    expect((data(home)?.data.homeJobs as { featured: unknown[] }).featured.length).toBeGreaterThan(0);
    expect(markup(home)).toContain('data-testid="job-card"');
    for (const page of [home, jobs, job]) {
      expect(page).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/);
      expect(page.match(/<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))/g)).toHaveLength(1);
    }
    // Other paths (and a search, whose box and results differ) get the empty index.html.
    for (const path of ['/login', '/jobs?q=React'])
      expect(await html(path)).toContain('<div id="root"></div>');
  });

  it.each(['light', 'dark'] as const)(
    'paints / in %s mode before the JavaScript has loaded, and the app takes over with the same page',
    async (colorScheme) => {
      const { page, consoleErrors: errors } = await journey.open({
        colorScheme,
        viewport: { width: 390, height: 844 },
      });

      // No application code: only the HTML (and its inline colour-mode script) paints.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(`${baseUrl()}/`);
      const heading = page.locator('#hero-title:visible');
      await expect(heading.textContent()).resolves.toBe('Find a job that moves you forward');
      const before = await heading.boundingBox();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(colorScheme === 'dark' ? 'rgb(11, 17, 32)' : 'rgb(245, 247, 251)');
      // The mode decided on a first visit is stored before the app starts, which then starts in it.
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe(colorScheme);
      await screenshot(page, `prerendered-home-${colorScheme}`, false);

      await page.unroute(/\/assets\/.*\.js$/);
      errors.length = 0;
      await page.goto(`${baseUrl()}/`);
      // (The jobs are in the prerendered markup already: wait for the app's own.)
      await page.waitForFunction(() => !document.querySelector('#root [data-prerender]'));
      await page.getByTestId('featured-jobs').getByTestId('job-card').first().waitFor();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find a job that moves you forward' }).isVisible(),
      ).resolves.toBe(true);
      expect(await heading.boundingBox()).toEqual(before);
      expect(errors).toEqual([]);
    },
  );

  it('paints a visitor who chose dark in dark from the first paint, sent without the light variables, and switches to light at once', async () => {
    // The system prefers light: what decides is the visitor's choice.
    const { page, consoleErrors: errors } = await journey.open({
      colorScheme: 'light',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${baseUrl()}/jobs`);
    await appReady(page);
    await page.getByTestId('theme-toggle').first().click();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(11, 17, 32)');

    // The next page comes with the dark variables only (a first visit, without the cookie, gets both).
    const lightOnly = ':root,.light{';
    const sent = await (await page.context().request.get(`${baseUrl()}/jobs`)).text();
    expect(sent).toContain('.dark{');
    expect(sent).not.toContain(lightOnly);
    expect(await (await fetch(`${baseUrl()}/jobs`)).text()).toContain(lightOnly);

    // Its first paint is dark before any JavaScript has loaded.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}/`);
    await page.locator('#hero-title:visible').waitFor();
    expect(await background()).toBe('rgb(11, 17, 32)');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // With the app, switching to light needs no reload: the light variables come with the switch.
    await page.unroute(/\/assets\/.*\.js$/);
    errors.length = 0;
    await page.goto(`${baseUrl()}/jobs`);
    await appReady(page);
    await page.getByTestId('job-card').first().waitFor();
    await page.getByTestId('theme-toggle').first().click();
    expect(await background()).toBe('rgb(245, 247, 251)');
    expect(
      await page
        .getByTestId('job-card')
        .first()
        .evaluate((card) => getComputedStyle(card).color),
    ).toBe('rgb(15, 23, 42)');
    // ...and back.
    await page.getByTestId('theme-toggle').first().click();
    expect(await background()).toBe('rgb(11, 17, 32)');
    // The home page's refused scripts may be reported after the list was emptied (on a busy machine, as
    // late as the next navigation): they carry its address, and nothing after it does.
    expect(errors.filter((e) => !e.startsWith(`${baseUrl()}/: `))).toEqual([]);
  });

  it.each([
    ['/', 'HomeJobs'],
    ['/jobs', 'JobsPage'],
  ])(
    'does not ask the server again for the data %s came with once the app has taken over the page',
    async (path, operation) => {
      const { page, consoleErrors: errors } = await journey.open({ viewport: { width: 390, height: 844 } });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql')) asked.push(request.postData() ?? '');
      });
      await page.goto(`${baseUrl()}${path}`);
      await appReady(page);
      await page.getByTestId('job-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((body) => body.includes(`"operationName":"${operation}"`))).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['/', 'engineer', 'light'],
    ['/jobs', 'engineer', 'dark'],
  ] as const)(
    'keeps what the visitor typed into the search box of %s before the app took over, and searches with it (%s, %s)',
    async (path, term, colorScheme) => {
      const { page, consoleErrors: errors } = await journey.open({ colorScheme, warnings: true });
      // The app's entry script waits until the visitor has typed: only the HTML is there meanwhile.
      let release = () => undefined as void;
      const typed = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await typed;
        await route.continue();
      });
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      const box = page.getByRole('textbox', { name: 'Search jobs' });
      await box.click();
      await box.pressSequentially(term.slice(0, 5));
      expect(await page.evaluate(() => document.querySelector('#root [data-prerender]') !== null)).toBe(true);
      release();

      // The app hydrates the markup: the same text box, still focused, with the text and the caret.
      await page.waitForFunction(() => {
        const input = document.querySelector<HTMLInputElement>('input[aria-label="Search jobs"]');
        return !!input && Object.keys(input).some((key) => key.startsWith('__reactProps'));
      });
      await page.getByTestId('job-card').first().waitFor();
      await expect(box.inputValue()).resolves.toBe(term.slice(0, 5));
      const caret = await page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        return {
          label: input.getAttribute('aria-label'),
          start: input.selectionStart,
          end: input.selectionEnd,
        };
      });
      expect(caret).toEqual({ label: 'Search jobs', start: 5, end: 5 });
      // What React drew is what the server drew: every element's class, id and ARIA references as the
      // app's render has them (a mismatch is not repaired in production, nor always reported).
      const mismatches = await page.evaluate(() => {
        const found: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>('#root *')) {
          const key = Object.keys(element).find((k) => k.startsWith('__reactProps'));
          if (!key) continue;
          const props = (element as unknown as Record<string, Record<string, unknown>>)[key];
          for (const [prop, attribute] of [
            ['className', 'class'],
            ['id', 'id'],
            ['aria-labelledby', 'aria-labelledby'],
            ['aria-describedby', 'aria-describedby'],
            ['aria-controls', 'aria-controls'],
            ['htmlFor', 'for'],
          ]) {
            const value = props[prop];
            if (typeof value === 'string' && element.getAttribute(attribute) !== value)
              found.push(`${element.tagName} ${attribute}: ${element.getAttribute(attribute)} != ${value}`);
          }
        }
        return found;
      });
      expect(mismatches).toEqual([]);
      // The app holds the text: it goes on where the visitor stopped, and searches with all of it.
      await page.keyboard.type(term.slice(5));
      await expect(box.inputValue()).resolves.toBe(term);
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/jobs\\?search=${term}$`));
      await page
        .getByTestId('jobs-found')
        .filter({ hasText: `jobs found for "${term}"` })
        .waitFor();
      await expect(page.getByRole('textbox', { name: 'Search jobs' }).inputValue()).resolves.toBe(term);

      expect(errors).toEqual([]);
    },
  );

  it("draws the job from the data sent with /job/{id} in the app's first render, with no loading state", async () => {
    // A time zone other than the server's: the dates are drawn the server's way until hydrated.
    const context = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId: 'Pacific/Kiritimati',
    });
    // Records the text of #root at the first change to the page once the app has taken over (a markup the
    // app drew itself instead of hydrating), before any later render; a hydrated page changes nothing, and
    // its text is read once its heading has hydrated.
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root || !root.firstElementChild || root.querySelector('[data-prerender]')) return;
        (window as unknown as { firstRender: string }).firstRender = root.innerText;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${baseUrl()}${jobPath}`);
    await page.waitForFunction(
      () =>
        'firstRender' in window ||
        Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    const firstRender = await page.evaluate(
      () =>
        (window as unknown as { firstRender?: string }).firstRender ??
        document.getElementById('root')!.innerText,
    );
    expect(firstRender).toContain('Job Description');
    expect(firstRender).not.toContain('Loading job details...');
    // Hydrated without a mismatch; then the visitor's own date.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/', 'light'],
    ['/jobs', 'dark'],
    ['job', 'light'],
    ['/companies', 'dark'],
    ['company', 'light'],
  ] as const)(
    'hydrates the prerendered %s (%s mode): the markup it was sent becomes the app, no node drawn again, no mismatch reported',
    async (which, colorScheme) => {
      const { jobs } = await graphqlData<{ jobs: { items: { company: { slug: string } }[] } }>(
        '{ jobs(page: 1, pageSize: 1) { items { company { slug } } } }',
      );
      const path =
        which === 'job' ? jobPath : which === 'company' ? `/companies/${jobs.items[0].company.slug}` : which;
      const { page, consoleErrors: errors } = await journey.open({
        colorScheme,
        warnings: true,
        viewport: { width: 390, height: 844 },
      });
      // The entry script waits until the sent markup's heading and links are marked.
      let release = () => undefined as void;
      const marked = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await marked;
        await route.continue();
      });
      // On a slow CPU (an eighth of this machine's: a low-end phone, a busy machine) hydration takes many
      // slices, and the network goes quiet long before the last.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      const sent = await page.evaluate(() => {
        const nodes = [
          ...document.querySelectorAll(
            '#root [data-prerender] :is(h1, a, button, input, [data-testid="feature-card"])',
          ),
        ];
        (window as unknown as { sent: Element[] }).sent = nodes;
        return nodes.length;
      });
      expect(sent).toBeGreaterThan(3);
      release();
      // Hydrated: React has adopted or replaced every node it was sent. It hydrates in slices, between
      // which the browser goes on (on a busy machine, for longer than the network stays quiet).
      await page.waitForFunction(() =>
        (window as unknown as { sent: Element[] }).sent.every(
          (n) => !n.isConnected || Object.keys(n).some((key) => key.startsWith('__reactFiber')),
        ),
      );
      await page.waitForLoadState('networkidle');
      const redrawn = await page.evaluate(() =>
        (window as unknown as { sent: Element[] }).sent
          .filter((n) => !n.isConnected || !Object.keys(n).some((key) => key.startsWith('__reactFiber')))
          .map((n) => n.outerHTML.slice(0, 120)),
      );
      expect(redrawn).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each(['/', '/jobs'])(
    'paints %s before asking for any JavaScript (the page has the network and the main thread first)',
    async (path) => {
      const { page } = await journey.open({ viewport: { width: 390, height: 844 } });
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForFunction(() => !document.querySelector('#root [data-prerender]'));
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/.*\.js$/.test(r.name))
          .map((r) => r.startTime),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(1);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
    },
  );

  it('starts the app after 3 s in a browser that never reports the first paint', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    // A paint observer that is accepted but never called back.
    await context.addInitScript(() => {
      class SilentObserver {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: SilentObserver });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/jobs`);
    const started = Date.now();
    await page.waitForFunction(() => !document.querySelector('#root [data-prerender]'), undefined, {
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeGreaterThan(2000);
    await page.getByTestId('job-card').first().waitFor();
    await context.close();
  });

  it("takes the prerendered page's styles as they are: the app inserts none of them again", async () => {
    const { page } = await journey.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/jobs`);
    // (The jobs are in the prerendered markup already: wait for the app's own.)
    await page.waitForFunction(() => !document.querySelector('#root [data-prerender]'));
    await page.getByTestId('job-card').first().waitFor();
    const { sent, inserted } = await page.evaluate(() => {
      // The class rules, and the global ones: CSS baseline, the theme's variables.
      const adopted = [
        ...document.querySelectorAll<HTMLStyleElement>(
          'style[data-prerender-classes], style[data-prerender-globals]',
        ),
      ];
      const selectors = (sheet: CSSStyleSheet) =>
        [...sheet.cssRules].map((r) => (r as CSSStyleRule).selectorText).filter(Boolean);
      const sentSelectors = adopted.flatMap((style) => selectors(style.sheet!));
      // What the app's Emotion inserted.
      const others = [...document.styleSheets]
        .filter((s) => (s.ownerNode as Element | null)?.hasAttribute('data-emotion'))
        .flatMap(selectors);
      return { sent: sentSelectors, inserted: others.filter((s) => sentSelectors.includes(s)) };
    });
    expect(sent.length).toBeGreaterThan(50);
    expect(sent).toEqual(expect.arrayContaining([':root', ':root, .light', '.dark', 'body']));
    expect(inserted).toEqual([]);
  });

  it('shows a signed-in visitor no logged-out prerender', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('persist:root', '{}'));
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}/`);
    await expect(page.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});
