import { ApplicationStatus, JobStatus } from '@hireloop/schema';
import { Application } from '../src/modules/applications/application.entity';
import { Job } from '../src/modules/jobs/job.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { createUser } from './factories/user.factory';
import { captureStatements } from './support/statements';
import { createTestApp, TestApp } from './support/test-app';

interface JobsPage {
  jobs: {
    total: number;
    page: number;
    pageSize: number;
    pageCount: number;
    items: {
      id: string;
      title: string;
      applicationCount: number;
      company: { name: string; logoText: string };
    }[];
  };
}

const JOBS = `query Jobs($page: Int!, $pageSize: Int!) {
  jobs(page: $page, pageSize: $pageSize) {
    total page pageSize pageCount
    items { id title applicationCount company { name logoText } }
  }
}`;

describe('jobs: GraphQL and REST v1', () => {
  let t: TestApp;
  const active: Job[] = [];
  let closed: Job;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.dataSource, { name: 'Kaveri Fintech' });
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 8; i++) {
      active.push(
        await createJob(t.dataSource, {
          companyId: company.id,
          title: `Backend Engineer ${i}`,
          createdAt: new Date(base + i * 60_000),
        }),
      );
    }
    closed = await createJob(t.dataSource, {
      companyId: company.id,
      title: 'Closed role',
      status: JobStatus.CLOSED,
    });
    const [s1, s2] = [await createUser(t.dataSource), await createUser(t.dataSource)];
    await t.dataSource.getRepository(Application).save([
      { jobId: active[7].id, applicantId: s1.id, status: ApplicationStatus.PENDING },
      { jobId: active[7].id, applicantId: s2.id, status: ApplicationStatus.SEEN },
    ]);
  });

  afterAll(() => t.close());

  it('pages active jobs newest first with their company and application counts', async () => {
    const first = await t.gql<JobsPage>(JOBS, { page: 1, pageSize: 6 });
    expect(first.errors).toBeUndefined();
    const page = first.data!.jobs;
    expect(page).toMatchObject({ total: 8, page: 1, pageSize: 6, pageCount: 2 });
    expect(page.items.map((j) => j.title)).toEqual([7, 6, 5, 4, 3, 2].map((i) => `Backend Engineer ${i}`));
    expect(page.items[0]).toMatchObject({
      applicationCount: 2,
      company: { name: 'Kaveri Fintech', logoText: 'KA' },
    });
    expect(page.items[1].applicationCount).toBe(0);

    const second = await t.gql<JobsPage>(JOBS, { page: 2, pageSize: 6 });
    expect(second.data!.jobs.items.map((j) => j.title)).toEqual(['Backend Engineer 1', 'Backend Engineer 0']);
    const beyond = await t.gql<JobsPage>(JOBS, { page: 3, pageSize: 6 });
    expect(beyond.data!.jobs).toMatchObject({ total: 8, items: [] });
  });

  it('never lists a job that is not active', async () => {
    const all = await t.gql<JobsPage>(JOBS, { page: 1, pageSize: 100 });
    expect(all.data!.jobs.items.map((j) => j.id)).not.toContain(closed.id);
  });

  it.each([
    [0, 6],
    [1, 0],
    [1, 101],
  ])('refuses page %i with page size %i as bad input', async (page, pageSize) => {
    const res = await t.gql(JOBS, { page, pageSize });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('uses default paging when none is given', async () => {
    const res = await t.gql<JobsPage>('{ jobs { pageSize page items { id } } }');
    expect(res.data!.jobs).toMatchObject({ page: 1, pageSize: 6 });
    expect(res.data!.jobs.items).toHaveLength(6);
  });

  it('answers job(id) with the job and its company, or NOT_FOUND', async () => {
    const q = `query Job($id: ID!) { job(id: $id) { id title salary requirements skills status company { name } } }`;
    const ok = await t.gql<{ job: { id: string; status: string; company: { name: string } } }>(q, {
      id: active[0].id,
    });
    expect(ok.data!.job).toMatchObject({
      id: active[0].id,
      status: 'ACTIVE',
      salary: '₹6,00,000 - ₹9,00,000 per annum',
      requirements: ['2+ years of experience'],
      skills: ['TypeScript', 'PostgreSQL'],
      company: { name: 'Kaveri Fintech' },
    });
    for (const id of [closed.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const missing = await t.gql(q, { id });
      expect(missing.data).toBeNull();
      expect(missing.errors?.[0]).toMatchObject({
        message: 'Job not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('GET /api/v1/jobs answers { success, job: [...] } in the legacy field names', async () => {
    const res = await t.http.get('/api/v1/jobs').expect(200);
    // Streamed (no Content-Length, chunked), still one JSON document.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.success).toBe(true);
    expect(res.body.job).toHaveLength(8);
    const newest = res.body.job[0];
    expect(newest).toMatchObject({
      _id: active[7].id,
      job_title: 'Backend Engineer 7',
      job_desc: 'A job made by a test factory.',
      requirements: ['2+ years of experience'],
      skills: ['TypeScript', 'PostgreSQL'],
      salary: '₹6,00,000 - ₹9,00,000 per annum',
      location: 'Bangalore, Karnataka',
      job_type: 'Full-time',
      category: 'Technology',
      positions: 1,
      shift: 'Day',
      job_status: 'active',
      status: 'active',
      logo_text: 'KA',
      company: {
        _id: active[7].companyId,
        company_name: 'Kaveri Fintech',
        comp_logo_text: 'KA',
        hasLogo: false,
      },
    });
    expect(typeof newest.createdAt).toBe('string');
    expect(res.body.job.map((j: { _id: string }) => j._id)).not.toContain(closed.id);
  });

  it('GET /api/v1/job/{id} answers { success, job } or 404 { success: false, message }', async () => {
    const ok = await t.http.get(`/api/v1/job/${active[3].id}`).expect(200);
    expect(ok.body).toMatchObject({
      success: true,
      job: { _id: active[3].id, job_title: 'Backend Engineer 3' },
    });
    for (const id of [closed.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const missing = await t.http.get(`/api/v1/job/${id}`).expect(404);
      expect(missing.body).toEqual({ success: false, message: 'Job not found', code: 'NOT_FOUND' });
    }
  });

  it('runs the same statements whatever the page size, counting applications in one (no N+1)', async () => {
    const small = await captureStatements(t.dataSource, () => t.gql(JOBS, { page: 1, pageSize: 2 }));
    const large = await captureStatements(t.dataSource, () => t.gql(JOBS, { page: 1, pageSize: 8 }));
    expect(large.length).toBe(small.length);
    expect(large.length).toBeLessThanOrEqual(5);
    expect(large.filter((s) => s.includes('FROM applications'))).toHaveLength(1);
  });
});
