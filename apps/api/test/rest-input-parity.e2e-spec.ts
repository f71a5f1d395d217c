import { Role } from '@hireloop/schema';
import { createCompany } from './factories/company.factory';
import { createJob, JOB_INPUT } from './factories/job.factory';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The legacy REST routes take the same inputs as GraphQL and must keep the same rules: bad input is
 * refused with 400 and a clear message, never cut to fit, never a 500, and nothing changes.
 */
describe('REST keeps the GraphQL input rules', () => {
  let t: TestApp;
  let recruiter: Session;
  let seeker: Session;
  let companyId: string;

  const LEGACY_JOB = {
    job_title: 'Backend Engineer',
    job_desc: 'Builds the API.',
    requirements: ['Node.js'],
    skills: 'TypeScript, PostgreSQL',
    salary: '₹6,00,000 - ₹9,00,000 per annum',
    location: 'Pune, Maharashtra',
    job_type: 'Full-time',
    category: 'Technology',
    positions: 2,
    shift: 'Day',
  };

  const count = async (table: string): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    recruiter = await sessionAs(t, Role.RECRUITER);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    companyId = (await createCompany(t.dataSource, { ownerId: recruiter.user.id })).id;
  });

  afterAll(() => t.close());

  it('refuses an unknown upgrade plan with 400 naming the plans, and stores no request', async () => {
    const res = await t.http
      .post('/api/v1/upgrade/request')
      .set('Authorization', recruiter.bearer)
      .send({ plan: 'gold' })
      .expect(400);
    expect(res.body.message).toBe('plan must be one of basic, standard, premium');
    const odd = await t.http
      .post('/api/v1/upgrade/request')
      .set('Authorization', recruiter.bearer)
      .send({ plan: { $ne: 1 } });
    expect(odd.status).toBe(400);
    expect(await count('upgrade_requests')).toBe(0);
    // A known plan still works, in any case.
    await t.http
      .post('/api/v1/upgrade/request')
      .set('Authorization', recruiter.bearer)
      .send({ plan: 'Standard' })
      .expect(200);
    expect(await count('upgrade_requests')).toBe(1);
  });

  it.each([
    ['a 300-character title', { job_title: 'T'.repeat(300) }, /^Title must be shorter than or equal to 200/],
    ['a 61-character skill', { skills: `TypeScript, ${'S'.repeat(61)}` }, /skills/],
    ['a 501-character requirement', { requirements: ['R'.repeat(501)] }, /[Rr]equirement/],
    [
      '31 requirements',
      { requirements: Array.from({ length: 31 }, (_, i) => `R${i}`) },
      /^Requirements must contain no more than 30 elements/,
    ],
    ['2,147,483,647 positions', { positions: 2_147_483_647 }, /^Positions must be at most 1000$/],
    ['1,001 positions', { positions: '1001' }, /^Positions must be at most 1000$/],
    // The form offers lists: a category, job type or shift typed through the API is none of them.
    ['a category off the list', { category: 'Cheap Loans</script>' }, /^Choose a category from the list$/],
    ['a job type off the list', { job_type: 'Freelance' }, /^Choose a job type from the list$/],
    ['a shift off the list', { shift: 'Day Shift (9 to 6)' }, /^Choose a shift from the list$/],
  ])('REST job/create refuses %s with 400 and posts nothing', async (_name, change, message) => {
    const res = await t.http
      .post(`/api/v1/job/create/${companyId}`)
      .set('Authorization', recruiter.bearer)
      .send({ ...LEGACY_JOB, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await count('jobs')).toBe(0);
  });

  it('GraphQL postJob refuses the same inputs', async () => {
    const post = (input: Record<string, unknown>) =>
      t.gql(
        'mutation($c: ID!, $i: JobInput!) { postJob(companyId: $c, input: $i) { id } }',
        { c: companyId, i: { ...JOB_INPUT, ...input } },
        recruiter.token,
      );
    expect((await post({ title: 'T'.repeat(300) })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const many = await post({ positions: 2_147_483_647 });
    expect(many.errors?.[0]?.message).toBe('Positions must be at most 1000');
    expect((await post({ category: 'Loans' })).errors?.[0]?.message).toBe('Choose a category from the list');
    expect((await post({ jobType: 'Gig' })).errors?.[0]?.message).toBe('Choose a job type from the list');
    expect((await post({ shift: 'Always' })).errors?.[0]?.message).toBe('Choose a shift from the list');
    expect(await count('jobs')).toBe(0);
  });

  it('REST job/update refuses a 300-character title and leaves the job as it was', async () => {
    const job = await createJob(t.dataSource, { companyId, title: 'Original title' });
    const res = await t.http
      .patch(`/api/v1/job/update/${job.id}`)
      .set('Authorization', recruiter.bearer)
      .send({ ...LEGACY_JOB, job_title: 'U'.repeat(300) });
    expect(res.status).toBe(400);
    const [row] = await t.dataSource.query('SELECT title FROM jobs WHERE id = $1', [job.id]);
    expect(row.title).toBe('Original title');
    // Within the rules the update goes through.
    await t.http
      .patch(`/api/v1/job/update/${job.id}`)
      .set('Authorization', recruiter.bearer)
      .send({ ...LEGACY_JOB, job_title: 'Renamed' })
      .expect(200);
    await t.dataSource.query('DELETE FROM jobs');
  });

  it('REST job/update refuses objects and lists in text fields and non-digit positions, storing nothing', async () => {
    const job = await createJob(t.dataSource, { companyId, title: 'Original title' });
    const before = await t.dataSource.query('SELECT salary, location, positions FROM jobs WHERE id = $1', [
      job.id,
    ]);
    const attacks: Record<string, unknown>[] = [
      { salary: { $gt: '' } },
      { location: { x: 1 } },
      { salary: ['a', 'b'] },
      { positions: '0x10' },
      { positions: '1e3' },
      { positions: [1] },
    ];
    for (const attack of attacks) {
      const res = await t.http
        .patch(`/api/v1/job/update/${job.id}`)
        .set('Authorization', recruiter.bearer)
        .send({ ...LEGACY_JOB, ...attack });
      expect([JSON.stringify(attack), res.status]).toEqual([JSON.stringify(attack), 400]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const after = await t.dataSource.query('SELECT salary, location, positions FROM jobs WHERE id = $1', [
      job.id,
    ]);
    expect(after).toEqual(before);
    await t.dataSource.query('DELETE FROM jobs');
  });

  it('REST company/create refuses a 300-character name instead of cutting it', async () => {
    const before = await count('companies');
    const res = await t.http
      .post('/api/v1/company/create')
      .set('Authorization', recruiter.bearer)
      .send({
        company_name: 'C'.repeat(300),
        comp_desc: 'Makes things.',
        comp_industry: 'Information Technology',
        comp_location: 'Pune',
        comp_size: '51-100',
        comp_website: 'https://example.in',
        comp_contact_no: '+91-9000000000',
      });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Name must be shorter than or equal to 200/);
    expect(await count('companies')).toBe(before);
  });

  it('REST profile update refuses an over-long bio instead of cutting it', async () => {
    const res = await t.http
      .patch('/api/v1/profile/update/new')
      .set('Authorization', seeker.bearer)
      .field('firstname', 'Asha')
      .field('lastname', 'Rao')
      .field('bio', 'b'.repeat(5001))
      .field('skills', 'React');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Bio must be shorter than or equal to 5000/);
    expect(await count('profiles')).toBe(0);
  });
  // A name with a right-to-left override shows as other letters ("Acme\u202Egnp.exe" reads "Acmeexe.png");
  // a zero-width space makes a lookalike of another name; a line break splits a one-line name.
  const HIDDEN = /may not contain control, invisible or text-direction characters$/;

  it.each([
    ['a right-to-left override', 'Acme\u202Egnp.exe'],
    ['a zero-width space', 'Goo\u200Bgle India'],
    ['a line break', 'Acme\nLtd'],
  ])('REST and GraphQL refuse a company name with %s, and store nothing', async (_what, name) => {
    const before = await count('companies');
    const rest = await t.http.post('/api/v1/company/create').set('Authorization', recruiter.bearer).send({
      company_name: name,
      comp_desc: 'Makes things.',
      comp_industry: 'Information Technology',
      comp_location: 'Pune',
      comp_size: '51-100',
      comp_website: 'https://example.in',
      comp_contact_no: '+91-9000000000',
    });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(new RegExp(`^Name ${HIDDEN.source}`));
    const gql = await t.gql(
      'mutation($i: CompanyInput!) { createCompany(input: $i) { id } }',
      {
        i: {
          name,
          description: 'Makes things.',
          industry: 'IT',
          location: 'Pune',
          size: '51-100',
          website: 'https://example.in',
          contactNo: '+91-9000000000',
        },
      },
      recruiter.token,
    );
    expect(gql.errors?.[0]?.message).toMatch(HIDDEN);
    expect(await count('companies')).toBe(before);
  });

  it('refuses hidden characters in a job title and in seeker names on both transports, and keeps Indic joiners', async () => {
    const title = await t.http
      .post(`/api/v1/job/create/${companyId}`)
      .set('Authorization', recruiter.bearer)
      .send({ ...LEGACY_JOB, job_title: 'Engineer\u2066 (urgent)\u2069' });
    expect(title.status).toBe(400);
    expect(title.body.message).toMatch(new RegExp(`^Title ${HIDDEN.source}`));
    expect(await count('jobs')).toBe(0);

    const restName = await t.http
      .patch('/api/v1/profile/update/new')
      .set('Authorization', seeker.bearer)
      .field('firstname', 'As\u202Eha')
      .field('lastname', 'Rao')
      .field('bio', 'Builds things')
      .field('skills', 'React');
    expect(restName.status).toBe(400);
    expect(restName.body.message).toMatch(new RegExp(`^First name ${HIDDEN.source}`));
    const gqlName = await t.gql(
      'mutation($i: ProfileInput!) { updateProfile(input: $i) { firstName } }',
      { i: { firstName: 'Asha', lastName: 'R\u200Bao', bio: 'Builds things', skills: ['React'] } },
      seeker.token,
    );
    expect(gqlName.errors?.[0]?.message).toMatch(new RegExp(`^Last name ${HIDDEN.source}`));
    expect(await count('profiles')).toBe(0);

    // Malayalam needs the zero-width joiner: such a name is saved as written.
    const malayalam = 'ശ്രീ\u200Dലക്ഷ്മി';
    const saved = await t.gql<{ updateProfile: { firstName: string } }>(
      'mutation($i: ProfileInput!) { updateProfile(input: $i) { firstName } }',
      { i: { firstName: malayalam, lastName: 'Nair', bio: 'Builds things', skills: ['React'] } },
      seeker.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateProfile.firstName).toBe(malayalam);
  });

  it('newsletter and waitlist: refuse a list as the address, and more than 10 sign-ups an hour from one address', async () => {
    const list = await t.http.post('/api/v1/waitlist').send({ email: ['a@b.in'] });
    expect(list.status).toBe(400);
    expect(await count('waitlist_entries')).toBe(0);
    for (let i = 0; i < 10; i++) {
      const path = i % 2 ? '/api/v1/waitlist' : '/api/v1/newsletter/subscribe';
      await t.http
        .post(path)
        .send({ email: `reader${i}@example.in` })
        .expect(200);
    }
    const rest = await t.http.post('/api/v1/waitlist').send({ email: 'one-more@example.in' });
    expect(rest.status).toBe(429);
    const gql = await t.gql(`mutation { subscribeNewsletter(email: "gql-more@example.in") }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await count('waitlist_entries')) + (await count('job_alerts'))).toBe(10);
  });
});
