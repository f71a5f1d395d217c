import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationStatus, ErrorCode, Role } from '@hireloop/schema';
import { DEMO_ACCOUNTS } from '../src/database/seed/demo-data';
import { seedDemoData } from '../src/database/seed/seed';
import { TokenService } from '../src/modules/auth/token.service';
import { pdfBytes } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

const ROOT = join(__dirname, '..', '..', '..');
const DOC = readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8');
const EXAMPLES = DOC.slice(DOC.indexOf('## Examples'), DOC.indexOf('\n## ', DOC.indexOf('## Examples') + 1));

/** The fenced code blocks of a language in the Examples section, in order. */
function blocks(lang: string): string[] {
  return [...EXAMPLES.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

/**
 * docs/api.md stays true: its examples (curl and jq for signing in, paging, uploading and errors; the
 * graphql-ws client for subscriptions) run against the real app with the demo data.
 */
describe('docs/api.md examples', () => {
  let t: TestApp;
  let url: string;
  let work: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource, { jobs: 120, passwordHashMemoryKib: t.config.passwordHashMemoryKib });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    work = mkdtempSync(join(tmpdir(), 'hireloop-docs-'));
    writeFileSync(join(work, 'resume.pdf'), pdfBytes('Rahul Verma'));
  }, 120_000);

  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t.close();
  });

  it('has bash examples for signing in, paging, uploading, API keys and errors, and a subscription client', () => {
    const bash = blocks('bash').join('\n');
    for (const part of [
      'login(input',
      'page: 2',
      '/api/v1/jobs/query',
      '-F 0=@resume.pdf',
      '/api/v1/profile/resume-pdf',
      'attachGeneratedResume',
      'UNAUTHENTICATED',
      'createApiKey',
      'Authorization: Bearer $KEY',
    ])
      expect(bash).toContain(part);
    expect(blocks('js')).toHaveLength(1);
  });

  it('documents every error code the API answers with', () => {
    const errors = DOC.slice(DOC.indexOf('## Errors'), DOC.indexOf('\n## ', DOC.indexOf('## Errors') + 1));
    const undocumented = Object.values(ErrorCode).filter((code) => !errors.includes(`\`${code}\``));
    expect(undocumented).toEqual([]);
  });

  it('runs every bash block in one shell, each check passing', async () => {
    const script = blocks('bash').join('\n').replaceAll('http://localhost:3000', url);
    // Asynchronously: the server answering curl runs in this very process. No start-up files: bash reads
    // them when its input is a socket, as a reader's own shell would not.
    const child = spawn('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', script], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const status = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    expect({ status, stderr, stdout }).toEqual({ status: 0, stderr: '', stdout: 'true\n'.repeat(12) });
    // Every jq check printed true.
    expect(stdout.trim().split('\n')).toEqual(Array(12).fill('true'));
  });

  it('receives a notification with the subscription example', async () => {
    const tokens = t.app.get(TokenService);
    const [seeker] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [
      DEMO_ACCOUNTS.seeker.email,
    ]);
    const [recruiter] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [
      DEMO_ACCOUNTS.recruiter.email,
    ]);
    const [job] = await t.dataSource.query(
      `SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE c.owner_id = $1 AND j.status = 'active' ORDER BY j.created_at LIMIT 1`,
      [recruiter.id],
    );
    await t.dataSource.query(
      `INSERT INTO applications (job_id, applicant_id, status) VALUES ($1, $2, 'pending')
       ON CONFLICT ON CONSTRAINT applications_job_applicant_key DO UPDATE SET status = 'pending'`,
      [job.id, seeker.id],
    );
    const [application] = await t.dataSource.query(
      `SELECT id FROM applications WHERE job_id = $1 AND applicant_id = $2`,
      [job.id, seeker.id],
    );

    // The example, as a module beside the workspace's node_modules (graphql-ws, ws).
    const file = join(ROOT, 'node_modules', '.cache', `hireloop-docs-${process.pid}.mjs`);
    mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    writeFileSync(file, blocks('js')[0].replaceAll('ws://localhost:3000', url.replace('http', 'ws')));
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, TOKEN: tokens.sign({ sub: seeker.id, role: Role.JOB_SEEKER, ver: 0 }) },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const recruiterToken = tokens.sign({ sub: recruiter.id, role: Role.RECRUITER, ver: 0 });
      const deadline = Date.now() + 30_000;
      // Change the status until the client, once connected, prints the notification's title.
      let status: ApplicationStatus = ApplicationStatus.ACCEPT;
      while (!output.trim() && Date.now() < deadline) {
        const res = await t.gql(
          `mutation($a: ID!, $s: ApplicationStatus!) { setApplicationStatus(applicationId: $a, status: $s) { status } }`,
          { a: application.id, s: status === ApplicationStatus.ACCEPT ? 'ACCEPT' : 'REJECT' },
          recruiterToken,
        );
        // A database too slow to answer in time (a busy machine) answers SERVICE_UNAVAILABLE with the
        // seconds to wait; the recruiter's client tries again after them, as the answer asks.
        const retryAfter = res.errors?.[0]?.extensions?.retryAfterSeconds;
        if (
          res.errors?.[0]?.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE &&
          typeof retryAfter === 'number'
        ) {
          await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
          continue;
        }
        expect(res.errors).toBeUndefined();
        status = status === ApplicationStatus.ACCEPT ? ApplicationStatus.REJECT : ApplicationStatus.ACCEPT;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(output.trim().split('\n')[0]).toMatch(/^Application (Accepted!|Update)$/);
    } finally {
      child.kill();
      rmSync(file, { force: true });
    }
  });
});
