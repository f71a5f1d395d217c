import { startTestS3, TestS3 } from '../../api/test/support/s3-server';
import { screenshot } from './support/browser';
import { pdfBytes, pngImage } from './support/files';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { RunningServer, startServer } from './support/server';
import { DEMO_RECRUITER, DEMO_SEEKER, signIn } from './support/session';

/**
 * With the files in an S3 bucket (s3rver): a seeker's resume uploaded on the profile page is an object of
 * the bucket, and opening it from the page fetches the same bytes from S3 (the API's 302 to a presigned
 * URL, followed by the browser with CORS); a recruiter's company logo is shown (served through the API).
 */
describe('S3 file storage in the browser', () => {
  let s3: TestS3;
  let server: RunningServer;
  const globalBaseUrl = process.env.HIRELOOP_BASE_URL;
  const globalServerLog = process.env.HIRELOOP_SERVER_LOG;
  /** This file's server, not the journeys' shared one (it keeps files in the database). */
  const base = () => server.baseUrl;

  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startServer(s3.env);
    await s3.allowOrigin(server.baseUrl);
    process.env.HIRELOOP_BASE_URL = server.baseUrl;
    process.env.HIRELOOP_SERVER_LOG = server.logFile;
  }, 240_000);

  afterAll(async () => {
    process.env.HIRELOOP_BASE_URL = globalBaseUrl;
    process.env.HIRELOOP_SERVER_LOG = globalServerLog;
    await server?.stop();
    await s3?.stop();
  }, 60_000);

  const journey = browserJourney();

  it('keeps an uploaded resume in the bucket and opens the same bytes from S3', async () => {
    const seeker = await signIn(DEMO_SEEKER, 'JOB_SEEKER');
    const { context, page, consoleErrors } = await journey.open({ session: seeker });
    // The page's blobs, kept as they are given their addresses: the opened document's bytes are read from
    // it (the page's Content-Security-Policy lets no script fetch a blob: address).
    await page.addInitScript(() => {
      const createObjectURL = URL.createObjectURL.bind(URL);
      const blobs: Blob[] = [];
      Object.assign(window, { __journeyBlobs: blobs });
      URL.createObjectURL = (object: Blob | MediaSource) => {
        if (object instanceof Blob) blobs.push(object);
        return createObjectURL(object);
      };
    });
    const stamp = Date.now().toString(36);
    const fileName = `resume-s3-${stamp}.pdf`;
    const resume = pdfBytes(`Resume kept in S3 ${stamp}`);

    await page.goto(`${base()}/profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL(new RegExp(`/profile/${seeker.user.id}/edit$`));
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    await form.getByTestId('resume-input').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: resume,
    });
    await form.getByTestId('document-resume-name').filter({ hasText: fileName }).waitFor();
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Profile updated successfully!' }).waitFor();

    // The resume is the object files/<id> of the bucket, with the uploaded bytes.
    const { myProfile } = await graphqlData<{
      myProfile: { resume: { id: string; name: string; url: string } | null };
    }>('query Profile { myProfile { resume { id name url } } }', {}, seeker.token);
    expect(myProfile.resume?.name).toBe(fileName);
    const key = `files/${myProfile.resume?.id}`;
    expect(await s3.keys()).toContain(key);
    expect((await s3.read(key)).equals(resume)).toBe(true);

    // Opened from the profile page: a new tab shows it from a blob address, its bytes fetched from S3 (the
    // API's answer redirects to a presigned URL of the bucket).
    await page.goto(`${base()}/profile`);
    const row = page.getByTestId('profile-resume');
    await row.filter({ hasText: fileName }).waitFor();
    const [viewer, download] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((response) =>
        response.url().startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${key}?`),
      ),
      row.getByRole('button', { name: 'Open Resume' }).click(),
    ]);
    await viewer.waitForURL(/^blob:/);
    expect(download.status()).toBe(200);
    expect(download.headers()['access-control-allow-origin']).toBe(base());
    const opened = await page.evaluate(async () => {
      const blobs = (window as { __journeyBlobs?: Blob[] }).__journeyBlobs ?? [];
      return Array.from(new Uint8Array(await (blobs.at(-1)?.arrayBuffer() ?? new ArrayBuffer(0))));
    });
    expect(Buffer.from(opened).equals(resume)).toBe(true);
    expect(download.request().redirectedFrom()?.url()).toBe(`${base()}${myProfile.resume?.url}`);
    await viewer.close();
    await screenshot(page, 's3-storage-profile', false);
    expect(consoleErrors).toEqual([]);
  });

  it("shows a recruiter's new company logo, kept in the bucket", async () => {
    const recruiter = await signIn(DEMO_RECRUITER, 'RECRUITER');
    const { page: r, consoleErrors } = await journey.open({ session: recruiter });
    const keysBefore = new Set(await s3.keys());
    const companyName = `S3 Logo Works ${Date.now().toString(36)}`;

    await r.goto(`${base()}/recruiter/register-company`);
    await r.getByLabel('Company Name *', { exact: true }).fill(companyName);
    await r.getByLabel('Industry *', { exact: true }).fill('Cloud Storage');
    await r.getByLabel('Location *', { exact: true }).fill('Chennai, Tamil Nadu');
    await r.getByRole('combobox', { name: 'Company Size *' }).click();
    await r.getByRole('option', { name: '11-50 employees' }).click();
    await r.getByLabel('Website *', { exact: true }).fill('https://s3logo.example.in');
    await r.getByLabel('Contact Number *', { exact: true }).fill('+91-44-5555-0102');
    await r.getByLabel('Company Description *', { exact: true }).fill('Buckets of files, kept well.');
    await r
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(96, [37, 99, 235]) });
    await r.getByText('logo.png').waitFor();
    await r.getByRole('button', { name: 'Create Company' }).click();
    await r.getByText('Company profile created successfully!').waitFor();
    await r.waitForURL(/\/recruiter\/company\/list$/);

    // The card shows the logo (a copy the API serves from the bucket), and the bucket holds new objects.
    const card = r.getByTestId('company-card').filter({ hasText: companyName });
    const logo = card.locator('[data-logo="image"] img');
    await logo.waitFor();
    await r.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await logo.elementHandle());
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/api\/v1\/images\/[0-9a-f-]{36}\/\d+\.webp$/,
    );
    const added = (await s3.keys()).filter((key) => !keysBefore.has(key));
    expect(added.length).toBeGreaterThan(0);
    await screenshot(r, 's3-storage-company-logo', false);
    expect(consoleErrors).toEqual([]);
  });
});
