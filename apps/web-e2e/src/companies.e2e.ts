import { appReady, baseUrl, screenshot } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { adminLogin, DEMO_RECRUITER, SEEDED_PASSWORD, signIn } from './support/session';

interface DirectoryItem {
  openJobCount: number;
  company: { id: string; slug: string; name: string };
}

/** Every company of the directory as the API lists it, in its order. */
async function directory(): Promise<DirectoryItem[]> {
  const { publicCompanies } = await graphqlData<{ publicCompanies: { items: DirectoryItem[] } }>(
    '{ publicCompanies(page: 1, pageSize: 100) { items { openJobCount company { id slug name } } } }',
  );
  return publicCompanies.items;
}

/** The page as the server sends it to a logged-out visitor (redirects not followed). */
function fetchPage(path: string) {
  return fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
}

/** The markup of the page (the drawn app), without the data block sent beside it. */
function markup(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('id="preloaded-data"'));
}

/** Text as React escapes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A visitor finds employers: the footer's Companies link leads to the directory (companies with open jobs,
 * searched and paged in the address), a company's page shows its open jobs, and its jobs link back to it.
 */
describe('companies: directory and company pages', () => {
  const journey = browserJourney();

  it('sends both pages drawn with their data; an old slug moves for good, an unknown one is not found (404)', async () => {
    const companies = await directory();
    expect(companies.length).toBeGreaterThan(12);

    const list = await fetchPage('/companies');
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    for (const { company } of companies.slice(0, 12))
      expect(markup(listHtml)).toContain(escaped(company.name));
    expect(markup(listHtml)).not.toContain(escaped(companies[12].company.name));
    // The search and page come from the address and are drawn too.
    const second = markup(await (await fetchPage('/companies?page=2')).text());
    expect(second).toContain(escaped(companies[12].company.name));
    expect(second).toContain('href="/companies?page=3"');

    const { company, openJobCount } = companies[0];
    const page = await fetchPage(`/companies/${company.slug}`);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(markup(pageHtml)).toContain(escaped(company.name));
    expect(markup(pageHtml)).toContain(`${openJobCount} open jobs`);
    expect(markup(pageHtml)).toContain('data-testid="job-card"');
    expect(markup(pageHtml)).not.toContain('Loading company...');

    // An unknown company: 404, and the app says so.
    const unknown = await fetchPage('/companies/no-such-company-anywhere');
    expect(unknown.status).toBe(404);

    // A recruiter renames their company (one with few open jobs, not the demo recruiter's, which other
    // journeys use): its old address answers a permanent redirect to the new one.
    const admin = await adminLogin();
    const { adminCompanies } = await graphqlData<{
      adminCompanies: { items: { id: string; email: string }[] };
    }>('{ adminCompanies(query: { pageSize: 100 }) { items { id email } } }', {}, admin.token);
    const ownerOf = new Map(adminCompanies.items.map((c) => [c.id, c.email]));
    const renamed = [...companies]
      .reverse()
      .find((c) => ownerOf.get(c.company.id) && ownerOf.get(c.company.id) !== DEMO_RECRUITER.email)!.company;
    const owner = await signIn({ email: ownerOf.get(renamed.id)!, password: SEEDED_PASSWORD }, 'RECRUITER');
    const { company: current } = await graphqlData<{ company: Record<string, string | null> }>(
      'query Own($id: ID!) { company(id: $id) { description industry location size website contactNo } }',
      { id: renamed.id },
      owner.token,
    );
    const newName = `${renamed.name} Group`;
    const { updateCompany } = await graphqlData<{ updateCompany: { slug: string } }>(
      'mutation Rename($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { slug } }',
      { id: renamed.id, input: { ...current, name: newName } },
      owner.token,
    );
    expect(updateCompany.slug).toBe(`${renamed.slug}-group`);
    const moved = await fetchPage(`/companies/${renamed.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/companies/${renamed.slug}-group`);

    const { page: browserPage, consoleErrors } = await journey.open();
    await browserPage.goto(`${baseUrl()}/companies/${renamed.slug}`);
    await browserPage.waitForURL(new RegExp(`/companies/${renamed.slug}-group$`));
    await browserPage.getByRole('heading', { level: 1, name: newName }).waitFor();
    expect(consoleErrors).toEqual([]);
    // (The browser reports the 404 itself on the console.)
    await browserPage.goto(`${baseUrl()}/companies/no-such-company-anywhere`);
    await browserPage.getByText('Company not found').waitFor();
  });

  it('finds a company from the footer, searches, pages, opens its page and one of its jobs, and comes back', async () => {
    const { page, consoleErrors } = await journey.open({ viewport: { width: 1280, height: 900 } });
    const companies = await directory();
    await page.goto(baseUrl());
    await appReady(page);

    // The footer's Companies link leads to the directory.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Companies', exact: true }).click();
    await page.waitForURL(/\/companies$/);
    await page.getByRole('heading', { level: 1, name: 'Companies hiring now' }).waitFor();
    await page
      .getByTestId('companies-found')
      .filter({ hasText: `${companies.length} companies hiring` })
      .waitFor();
    const cards = page.getByTestId('company-card');
    expect(await cards.count()).toBe(12);
    expect((await cards.first().getByTestId('company-card-name').textContent())?.trim()).toBe(
      companies[0].company.name,
    );
    expect(await cards.first().getByTestId('company-card-jobs').textContent()).toBe(
      `${companies[0].openJobCount} open jobs`,
    );
    await screenshot(page, 'companies-directory', false);

    // Page 2 is a link; the app follows it without a reload, and a reload shows the same page.
    await page
      .getByRole('navigation', { name: 'Company result pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.waitForURL(/\/companies\?page=2$/);
    await page.getByTestId('company-card-name').filter({ hasText: companies[12].company.name }).waitFor();
    await page.reload();
    await page.getByTestId('company-card-name').filter({ hasText: companies[12].company.name }).waitFor();
    await appReady(page);

    // Search by a word of a company's name: the results and the address follow; a search that finds
    // nothing says so.
    const target = companies.find((c) => c.openJobCount > 1 && !c.company.name.endsWith(' Group'))!.company;
    const word = target.name.split(' ')[0];
    const box = page.getByRole('textbox', { name: 'Search companies' });
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/companies\\?search=${encodeURIComponent(word)}$`));
    const found = await graphqlData<{ publicCompanies: { items: DirectoryItem[] } }>(
      'query Find($search: String) { publicCompanies(search: $search, page: 1) { items { company { name } } } }',
      { search: word },
    );
    const expected = found.publicCompanies.items.map((i) => i.company.name);
    expect(expected).toContain(target.name);
    expect(expected.length).toBeLessThan(companies.length);
    // The cards of the search, once they have replaced the ones shown while it loaded.
    await page.waitForFunction(
      (names) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="company-card-name"]')].map((e) => e.textContent),
        ) === names,
      JSON.stringify(expected),
    );
    await page
      .getByTestId('companies-found')
      .filter({ hasText: `${expected.length} compan` })
      .filter({ hasText: `for "${word}"` })
      .waitFor();
    await box.fill('zzzz no such company');
    await box.press('Enter');
    await page.getByText('No companies match your search').waitFor();
    await page.goBack();
    await page.getByTestId('company-card-name').filter({ hasText: target.name }).waitFor();

    // The company's page: about, facts, its website (not vouched for: nofollow) and its open jobs.
    await page.getByTestId('company-card').filter({ hasText: target.name }).click();
    await page.waitForURL(new RegExp(`/companies/${target.slug}$`));
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await page.getByRole('heading', { level: 2, name: `Open jobs at ${target.name}` }).waitFor();
    const count = companies.find((c) => c.company.id === target.id)!.openJobCount;
    await page
      .getByTestId('company-open-jobs')
      .filter({ hasText: `${count} open jobs` })
      .waitFor();
    expect(await page.getByTestId('job-card').count()).toBe(Math.min(count, 30));
    expect(await page.getByTestId('company-website').getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );
    await page.waitForFunction(
      (name) => document.title === name,
      `${target.name}: jobs and company profile – Hireloop`,
    );
    await screenshot(page, 'company-page', false);

    // One of its jobs, whose page links back to the company.
    const job = page.getByTestId('job-card').first();
    const title = (await job.getByTestId('job-card-title').textContent())?.trim() ?? '';
    await job.click();
    await page.waitForURL(/\/job\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: 'View company' }).click();
    await page.waitForURL(new RegExp(`/companies/${target.slug}$`));
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
