import { CITIES, Role } from '@hireloop/schema';
import { verifyPassword } from '../src/modules/auth/password-hashing';
import { DEMO_ACCOUNTS, DEMO_OTHER_PASSWORD } from '../src/database/seed/demo-data';
import { seedCounts, seedDemoData } from '../src/database/seed/seed';
import { createTestApp, TestApp } from './support/test-app';

describe('demo data', () => {
  let t: TestApp;
  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);

  beforeAll(async () => {
    t = await createTestApp();
    const summary = await seedDemoData(t.dataSource, {
      jobs: 300,
      passwordHashMemoryKib: t.config.passwordHashMemoryKib,
      // Several bulk statements per table, as a large seed writes them.
      batchSize: 64,
    });
    expect(summary).toMatchObject({ companies: 30, jobs: 300 });
  }, 180_000); // the demo data with PDFs and argon2 hashes, on the embedded database: minutes on a busy machine

  afterAll(() => t.close());

  it('has one account per role whose printed password works', async () => {
    for (const [role, account] of [
      [Role.ADMIN, DEMO_ACCOUNTS.admin],
      [Role.RECRUITER, DEMO_ACCOUNTS.recruiter],
      [Role.JOB_SEEKER, DEMO_ACCOUNTS.seeker],
    ] as const) {
      const [user] = await q(`SELECT role, password_hash FROM users WHERE email = $1`, [account.email]);
      expect(user.role).toBe(role);
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.password_hash, account.password)).toBe(true);
    }
    const [other] = await q(`SELECT password_hash FROM users WHERE email LIKE '%@example.in' LIMIT 1`);
    expect(await verifyPassword(other.password_hash, DEMO_OTHER_PASSWORD)).toBe(true);
  });

  it('spreads realistic jobs over categories, the 12 cities, job types and shifts, in rupees', async () => {
    const categories = await q(
      `SELECT category, count(*)::int AS n FROM jobs GROUP BY category ORDER BY n DESC`,
    );
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories[0].category).toBe('Technology');
    const cities: { city: string }[] = await q(
      `SELECT DISTINCT split_part(location, ',', 1) AS city FROM jobs`,
    );
    expect(cities.map((c) => c.city)).toEqual(expect.arrayContaining([...CITIES, 'Remote']));
    const types = await q(`SELECT DISTINCT job_type FROM jobs ORDER BY 1`);
    expect(types.map((r: { job_type: string }) => r.job_type)).toEqual([
      'Contract',
      'Full-time',
      'Internship',
      'Part-time',
    ]);
    const shifts = await q(`SELECT DISTINCT shift FROM jobs ORDER BY 1`);
    expect(shifts.map((r: { shift: string }) => r.shift)).toEqual(['Day', 'Flexible', 'Night', 'Rotational']);
    const [{ rupees, total }] = await q(
      `SELECT count(*) FILTER (WHERE salary LIKE '₹%')::int AS rupees, count(*)::int AS total FROM jobs`,
    );
    expect(rupees / total).toBeGreaterThan(0.8);
    const [{ empty }] = await q(`SELECT count(*)::int AS empty FROM jobs WHERE search_vector = ''::tsvector`);
    expect(empty).toBe(0);
  });

  it('leaves statistics of what it wrote, so the first plans fit the data (autovacuum may be off)', async () => {
    const rows: { table: string; estimate: number; actual: number }[] = await q(
      `SELECT c.relname AS table, c.reltuples::int AS estimate,
              (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', c.relname), false, true, '')))[1]::text::int AS actual
         FROM pg_class c WHERE c.relname IN ('jobs', 'companies', 'applications', 'users') ORDER BY 1`,
    );
    for (const r of rows) expect(r).toEqual({ table: r.table, estimate: r.actual, actual: r.actual });
  });

  it('gives every job a salary text, as posting and editing require ("Not disclosed" for some)', async () => {
    const [{ blank, undisclosed }] = await q(
      `SELECT count(*) FILTER (WHERE btrim(salary) = '')::int AS blank,
              count(*) FILTER (WHERE salary = 'Not disclosed')::int AS undisclosed FROM jobs`,
    );
    expect(blank).toBe(0);
    expect(undisclosed).toBeGreaterThan(0);
  });

  it('gives the demo recruiter one company with two jobs, within the basic plan of three', async () => {
    const rows = await q(
      `SELECT c.name, u.plan, count(j.id)::int AS jobs FROM users u JOIN companies c ON c.owner_id = u.id
       LEFT JOIN jobs j ON j.company_id = c.id WHERE u.email = $1 GROUP BY c.name, u.plan`,
      [DEMO_ACCOUNTS.recruiter.email],
    );
    expect(rows).toEqual([{ name: DEMO_ACCOUNTS.recruiter.company, plan: 'basic', jobs: 2 }]);
  });

  it('gives most profiles a real PDF resume, and the demo recruiter applicants', async () => {
    const [{ profiles, resumes }] = await q(
      `SELECT count(*)::int AS profiles, count(resume_file_id)::int AS resumes FROM profiles`,
    );
    expect(resumes / profiles).toBeGreaterThan(0.4);
    const [file] = await q(
      `SELECT f.mime_type, f.size_bytes, c.data FROM files f JOIN file_chunks c ON c.file_id = f.id
        WHERE f.kind = 'resume' AND f.complete AND f.storage = 'db' LIMIT 1`,
    );
    expect(file.mime_type).toBe('application/pdf');
    expect(Buffer.from(file.data).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(file.data).length).toBe(file.size_bytes);
    const [{ applicants }] = await q(
      `SELECT count(*)::int AS applicants FROM applications a JOIN jobs j ON j.id = a.job_id
       JOIN users u ON u.id = j.posted_by_id WHERE u.email = $1`,
      [DEMO_ACCOUNTS.recruiter.email],
    );
    expect(applicants).toBeGreaterThanOrEqual(3);
  });

  it('gives seekers profiles, applications with history, and bookmarks', async () => {
    const [{ profiles }] = await q(`SELECT count(*)::int AS profiles FROM profiles`);
    expect(profiles).toBeGreaterThan(20);
    const demo = await q(
      `SELECT a.status FROM applications a JOIN users u ON u.id = a.applicant_id WHERE u.email = $1 ORDER BY 1`,
      [DEMO_ACCOUNTS.seeker.email],
    );
    expect(demo.map((r: { status: string }) => r.status)).toEqual(
      expect.arrayContaining(['accept', 'pending', 'reject', 'seen']),
    );
    const [{ missing }] = await q(
      `SELECT count(*)::int AS missing FROM applications a
       WHERE NOT EXISTS (SELECT 1 FROM application_events e WHERE e.application_id = a.id AND e.to_status = a.status)`,
    );
    expect(missing).toBe(0);
    const [{ bookmarks }] = await q(`SELECT count(*)::int AS bookmarks FROM bookmarks`);
    expect(bookmarks).toBeGreaterThanOrEqual(80);
  });

  it('writes in bulk what the app writes row by row: the triggers fill the same search and match columns', async () => {
    const columns = `id, search_vector::text AS sv, skills, requirements, salary_min_inr, salary_max_inr`;
    const before = await q(`SELECT ${columns} FROM jobs ORDER BY id LIMIT 40`);
    const ids = before.map((row: { id: string }) => row.id);
    // Writing the same values again runs the triggers as an edit in the app does.
    await q(
      `UPDATE jobs SET title = title, skills = skills, requirements = requirements WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const after = await q(`SELECT ${columns} FROM jobs WHERE id = ANY($1::uuid[]) ORDER BY id`, [ids]);
    expect(after).toEqual(before);
    expect(before.every((row: { skills: string[] }) => row.skills.length >= 3)).toBe(true);
    const [{ slugs, companies }] = await q(
      `SELECT count(DISTINCT slug)::int AS slugs, count(*)::int AS companies FROM companies WHERE slug <> ''`,
    );
    expect(slugs).toBe(companies);
    expect(companies).toBe(30);
  });

  it('follows the bench ratios past 100,000 jobs unless counts are given', () => {
    expect(seedCounts({ jobs: 300 })).toEqual({
      companies: 30,
      seekers: 60,
      applications: 150,
      bookmarks: 80,
    });
    expect(seedCounts({ jobs: 100_000 })).toMatchObject({ companies: 2000, seekers: 20_000 });
    expect(seedCounts({ jobs: 1_000_000 })).toMatchObject({
      companies: 20_000,
      seekers: 200_000,
      applications: 2_000_000,
    });
    expect(seedCounts({ jobs: 1_000_000, companies: 5 })).toMatchObject({ companies: 5 });
  });
});
