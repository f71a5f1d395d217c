import { request } from 'node:http';
import { Locator } from 'playwright-core';
import { appReady, baseUrl, loadedImageSrc, screenshot } from './support/browser';
import { pngImage } from './support/files';
import { graphqlData } from './support/graphql';
import { adminJourney } from './support/journey';

const SETTINGS = `platformSettings { platformName logoUrl }`;

/** The image of the brand mark once the browser has loaded and decoded it: its address. */
const loadedLogo = (mark: Locator) => loadedImageSrc(mark.getByTestId('platform-logo'));

/**
 * An administrator uploads a platform logo and renames the platform in Settings; a visitor then sees both
 * in the nav bar, the name in the footer and the tab's title, and the page carries the logo for link
 * previews. The platform is put back as it was afterwards.
 */
describe('platform branding', () => {
  const journey = adminJourney();
  let before: { platformName: string; logoUrl: string | null };

  beforeAll(async () => {
    ({ platformSettings: before } = await graphqlData<{ platformSettings: typeof before }>(
      `query { ${SETTINGS} }`,
      {},
      journey.admin.token,
    ));
  });

  afterAll(async () => {
    await graphqlData(
      `mutation($i: PlatformSettingsInput!) { updatePlatformSettings(input: $i) { platformName } }`,
      { i: { platformName: before.platformName } },
      journey.admin.token,
    );
    if (!before.logoUrl)
      await graphqlData(`mutation { removePlatformLogo { logoUrl } }`, {}, journey.admin.token);
  });

  it("is set up in admin Settings and shown in a visitor's nav bar", async () => {
    const { context, page } = await journey.open({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl()}/admin/settings`);
    const name = page.getByRole('textbox', { name: 'Platform Name' });
    await name.waitFor();

    const input = page.getByTestId('platform-logo-input');
    await input.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page.getByText('Please select a valid image file').waitFor();

    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngImage(96, [22, 163, 74]),
    });
    await page.getByText('Logo uploaded successfully').waitFor();
    const src = await page.getByTestId('settings-logo').getAttribute('src');
    expect(src).toMatch(/^\/api\/v1\/platform\/logo\/[0-9a-f-]{36}$/);
    // The admin's own sidebar follows at once.
    expect(await loadedLogo(page.getByTestId('brand-mark').first())).toBe(src);

    await name.fill('Acme Jobs');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings have been saved successfully').waitFor();
    await page.getByTestId('brand-mark').first().getByText('Acme Jobs').waitFor();
    await screenshot(page, 'platform-branding-settings', false);
    await context.close();

    const { page: home, consoleErrors: consoleProblems } = await journey.open({
      session: null,
      viewport: { width: 1280, height: 800 },
      warnings: true,
    });
    // The page comes with the site config: the app asks no more for it.
    const siteConfigRequests: string[] = [];
    home.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postData()?.includes('siteConfig'))
        siteConfigRequests.push(r.url());
    });
    // The page as the server draws it with its data names the platform too (the first answer may come
    // before the drawing is done, without the data drawn).
    let sent = '';
    for (let i = 0; i < 10 && !sent.includes('data-prerender-data'); i += 1) {
      sent = await (await fetch(`${baseUrl()}/jobs`, { headers: { accept: 'text/html' } })).text();
    }
    const root = sent.slice(sent.indexOf('<div id="root">'));
    expect(root).toContain('data-prerender-data');
    expect(root).toContain('Acme Jobs');
    await home.goto(`${baseUrl()}/jobs`);
    // The app has taken over: one copy of the page is left.
    await appReady(home);
    const nav = home.getByTestId('nav-bar');
    const mark = nav.getByTestId('brand-mark');
    await mark.getByText('Acme Jobs').waitFor();
    expect(await loadedLogo(mark)).toBe(src);
    await nav.getByRole('link', { name: 'Acme Jobs home' }).waitFor();
    expect(await home.title()).toBe('Find jobs across India – Acme Jobs');
    await home
      .getByTestId('site-footer')
      .getByText(/© \d{4} Acme Jobs\. All rights reserved\./)
      .waitFor();
    // Link previews: the page as sent names the platform and shows the logo.
    expect(await home.locator('meta[property="og:site_name"]').getAttribute('content')).toBe('Acme Jobs');
    expect(await home.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${baseUrl()}${src}`,
    );
    // The preview's address is the configured one, whatever Host a request names.
    const forged = await new Promise<string>((resolve, reject) => {
      const target = new URL(`${baseUrl()}/jobs`);
      request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: { host: 'evil.example' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(forged).toContain(`<meta property="og:image" content="${baseUrl()}${src}"`);
    expect(forged).not.toContain('evil.example');
    await screenshot(home, 'platform-branding-nav-bar', false);
    expect(siteConfigRequests).toEqual([]);
    // Hydrated without a mismatch: the markup was drawn with the name and logo the app shows.
    expect(consoleProblems).toEqual([]);

    // A narrow screen keeps the logo and the name in the bar.
    await home.setViewportSize({ width: 390, height: 800 });
    await mark.getByText('Acme Jobs').waitFor();
    await screenshot(home, 'platform-branding-nav-bar-phone', false);
  });
});
