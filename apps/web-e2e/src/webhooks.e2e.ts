import { createHmac } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { baseUrl, screenshot } from './support/browser';
import { graphqlData } from './support/graphql';
import { browserJourney } from './support/journey';
import { DEMO_RECRUITER, SEEDED_PASSWORD, SignedIn, adminLogin, signIn } from './support/session';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Webhooks end to end: a recruiter adds a webhook on /recruiter/webhooks in Chromium (its secret shown
 * once), a job they post reaches a real HTTP receiver signed with that secret, the delivery shows as
 * succeeded on the page, and Redeliver sends the same event again.
 */
describe('recruiter: webhooks in Chromium', () => {
  const journey = browserJourney();
  const received: Received[] = [];
  let receiver: Server;
  let recruiter: SignedIn;
  let companyId: string;

  const waitFor = async (count: number, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${count} webhooks`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    // A seeded recruiter other than the demo one, the second by company name (other journeys use the
    // first and the last).
    const admin = await adminLogin();
    const { adminCompanies } = await graphqlData<{
      adminCompanies: { items: { company: string; email: string }[] };
    }>(
      'query { adminCompanies(query: { sortBy: "company", sortDir: ASC, pageSize: 100 }) { items { company email } } }',
      {},
      admin.token,
    );
    const owners = [...new Set(adminCompanies.items.map((row) => row.email))].filter(
      (email) => email !== DEMO_RECRUITER.email,
    );
    if (owners.length < 2) throw new Error('too few seeded recruiters');
    recruiter = await signIn({ email: owners[1], password: SEEDED_PASSWORD }, 'RECRUITER');
    const { myCompanies } = await graphqlData<{ myCompanies: { id: string }[] }>(
      'query { myCompanies { id } }',
      {},
      recruiter.token,
    );
    companyId = myCompanies[0].id;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('adds a webhook, shows its secret once, and shows the signed delivery of a posted job', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hireloop`;
    const { page, consoleErrors } = await journey.open({ session: recruiter });
    await page.goto(`${baseUrl()}/recruiter/webhooks`);
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();

    await page.getByRole('textbox', { name: 'URL' }).fill(url);
    await page.getByRole('checkbox', { name: /job\.published/ }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secretField = page.getByTestId('webhook-secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhook-secret', false);
    await page.getByRole('button', { name: 'Done' }).click();
    const card = page.getByTestId('webhook-subscription').filter({ hasText: url });
    await card.waitFor();

    // A job posted by the recruiter reaches the receiver, signed with the secret shown.
    const title = `Webhook Journey Engineer ${Date.now()}`;
    const { postJob } = await graphqlData<{ postJob: { id: string } }>(
      'mutation ($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id } }',
      {
        c: companyId,
        i: {
          title,
          description: 'Listens for events.',
          requirements: ['Curiosity'],
          skills: ['Testing'],
          salary: '₹6,00,000 - ₹9,00,000 per annum',
          location: 'Pune, Maharashtra',
          jobType: 'Full-time',
          category: 'Technology',
          positions: 1,
          shift: 'Day',
        },
      },
      recruiter.token,
    );
    await waitFor(1);
    const [first] = received;
    const event = JSON.parse(first.body) as { id: string; type: string; data: { id: string; title: string } };
    expect(event).toMatchObject({ type: 'job.published', data: { id: postJob.id, title } });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(first.headers['hireloop-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${first.body}`).digest('hex'));
    expect(first.headers['hireloop-event-id']).toBe(event.id);

    // The page shows the delivery; Redeliver sends the same event again.
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const row = card.getByTestId('webhook-delivery').filter({ hasText: 'job.published' });
    const deadline = Date.now() + 20_000;
    while (!(await row.filter({ hasText: 'Succeeded' }).count())) {
      if (Date.now() > deadline) throw new Error('the delivery never showed as succeeded');
      await card.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(300);
    }
    await screenshot(page, 'webhook-deliveries', false);
    await row.getByRole('button', { name: /Redeliver/ }).click();
    await waitFor(2);
    expect(received[1].headers['hireloop-event-id']).toBe(event.id);
    expect(received[1].body).toBe(first.body);

    // Deleting it leaves the page empty of it.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });
});
