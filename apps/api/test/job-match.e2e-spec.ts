import { MATCH_MESSAGES, MAX_RECOMMENDED_JOBS, Role } from '@hireloop/schema';
import { Job } from '../src/modules/jobs/job.entity';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { captureQueries } from './support/statements';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, errorCode, TestApp } from './support/test-app';

interface Reason {
  kind: string;
  matched: number | null;
  of: number | null;
  value: string | null;
}
interface Item {
  id: string;
  title: string;
  viewerHasApplied: boolean;
  match: { score: number; reasons: Reason[] } | null;
}

const ITEM = `id title viewerHasApplied match { score reasons { kind matched of value } }`;
const SEARCH = `query($sort: JobSort, $keyword: String, $categories: [String!], $page: Int! = 1, $pageSize: Int! = 50) {
  jobs(sort: $sort, keyword: $keyword, categories: $categories, page: $page, pageSize: $pageSize) { total items { ${ITEM} } }
}`;
const RECOMMENDED = `query($limit: Int) { recommendedJobs(limit: $limit) { ${ITEM} } }`;
const UPDATE_PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { exists } }`;
const SAVE_SURVEY = `mutation($i: PreferenceSurveyInput!) { savePreferenceSurvey(input: $i) { jobTitle } }`;

const DAY = 86_400_000;

/**
 * The match score on a fixture of jobs and three seekers, with the jobs each of them should see first
 * labelled by hand: BEST_MATCH and recommendedJobs put those in the top 5, reasons explain the score,
 * visitors and other users' profiles change nothing.
 */
describe('match score: best match and recommended jobs', () => {
  let t: TestApp;
  let react: Session;
  let accountant: Session;
  let nurse: Session;
  let blank: Session;
  const relevant: Record<'react' | 'accountant' | 'nurse', string[]> = {
    react: [],
    accountant: [],
    nurse: [],
  };
  const ids: Record<string, string> = {};

  const ok = async <T>(query: string, vars: Record<string, unknown>, s?: Session) => {
    const res = await t.gql<T>(query, vars, s?.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };
  const bestMatch = async (s?: Session, vars: Record<string, unknown> = {}) =>
    (await ok<{ jobs: { total: number; items: Item[] } }>(SEARCH, { sort: 'BEST_MATCH', ...vars }, s)).jobs;
  const recommended = async (s: Session, limit?: number) =>
    (await ok<{ recommendedJobs: Item[] }>(RECOMMENDED, limit ? { limit } : {}, s)).recommendedJobs;
  const top5 = (items: Item[]) => items.slice(0, 5).map((i) => i.id);

  beforeAll(async () => {
    t = await createTestApp();
    const ds = t.dataSource;
    const company = await createCompany(ds, { name: 'Fixture Industries' });
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    let age = 40;
    /** A job; the hand-labelled relevant ones are the oldest, so recency alone never finds them. */
    const job = async (key: string, o: Partial<Job>, relevantFor?: keyof typeof relevant) => {
      const made = await createJob(ds, {
        companyId: company.id,
        requirements: [],
        createdAt: ago((age -= 1)),
        ...o,
      });
      ids[key] = made.id;
      if (relevantFor) relevant[relevantFor].push(made.id);
      return made;
    };

    // The relevant jobs, oldest first.
    await job(
      'frontend',
      {
        title: 'Frontend Developer',
        skills: ['React', 'TypeScript', 'Redux'],
        location: 'Bengaluru, Karnataka',
        category: 'Technology',
        salary: '12-18 LPA',
        requirements: ['3+ years with React'],
      },
      'react',
    );
    await job(
      'ui',
      {
        title: 'UI Engineer',
        skills: ['React.js', 'CSS', 'JavaScript'],
        location: 'Bangalore, Karnataka',
        category: 'Technology',
        salary: '10-14 LPA',
      },
      'react',
    );
    await job(
      'reactRemote',
      {
        title: 'React Developer',
        skills: ['react', 'javascript', 'Jest'],
        location: 'Bengaluru',
        category: 'Technology',
        salary: '₹1,00,000 per month',
      },
      'react',
    );
    await job(
      'accountant',
      {
        title: 'Accountant',
        skills: ['Tally', 'GST'],
        location: 'Pune, Maharashtra',
        category: 'Finance',
        salary: '4-6 LPA',
      },
      'accountant',
    );
    await job(
      'seniorAccountant',
      {
        title: 'Senior Accountant',
        skills: ['Tally', 'Excel', 'Auditing'],
        location: 'Pune, Maharashtra',
        category: 'Finance',
        salary: '6-9 LPA',
        requirements: ['4+ years in accounts'],
      },
      'accountant',
    );
    await job(
      'gst',
      {
        title: 'GST Executive',
        skills: ['GST', 'Excel'],
        location: 'Pune',
        category: 'Finance',
        salary: '3.5-5 LPA',
      },
      'accountant',
    );
    await job(
      'staffNurse',
      {
        title: 'Staff Nurse',
        skills: ['Patient Care', 'ICU'],
        location: 'Chennai, Tamil Nadu',
        category: 'Healthcare',
        salary: '3-4.5 LPA',
      },
      'nurse',
    );
    await job(
      'icuNurse',
      {
        title: 'ICU Nurse',
        skills: ['ICU', 'patient care', 'Ventilator Care'],
        location: 'Madras',
        category: 'Healthcare',
        salary: '4-5 LPA',
      },
      'nurse',
    );
    await job(
      'phlebotomist',
      {
        title: 'Phlebotomist',
        skills: ['Phlebotomy'],
        location: 'Chennai, Tamil Nadu',
        category: 'Healthcare',
        salary: '2.5-3.5 LPA',
      },
      'nurse',
    );

    // Distractors, newer than every relevant job.
    const others: [string, Partial<Job>][] = [
      ['java', { title: 'Java Developer', skills: ['Java', 'Spring'], location: 'Pune, Maharashtra' }],
      [
        'sales',
        { title: 'Sales Executive', skills: ['Negotiation'], location: 'Chennai', category: 'Sales' },
      ],
      [
        'teacher',
        { title: 'Maths Teacher', skills: ['Teaching'], location: 'Chennai', category: 'Education' },
      ],
      [
        'hr',
        {
          title: 'HR Generalist',
          skills: ['Payroll', 'Excel'],
          location: 'Pune',
          category: 'Human Resources',
        },
      ],
      [
        'analyst',
        { title: 'Data Analyst', skills: ['Excel', 'SQL'], location: 'Bangalore', category: 'Technology' },
      ],
      [
        'nurseMumbai',
        { title: 'Nurse', skills: ['Patient Care'], location: 'Mumbai', category: 'Healthcare' },
      ],
      [
        'designer',
        { title: 'Graphic Designer', skills: ['Figma'], location: 'Delhi', category: 'Design & Creative' },
      ],
      [
        'support',
        { title: 'Support Agent', skills: ['Zendesk'], location: 'Kolkata', category: 'Customer Service' },
      ],
      ['devops', { title: 'DevOps Engineer', skills: ['AWS', 'Docker'], location: 'Hyderabad' }],
      [
        'chef',
        {
          title: 'Chef',
          skills: ['Cooking'],
          location: 'Goa',
          category: 'Hospitality',
          jobType: 'Part-time',
        },
      ],
      [
        'driver',
        { title: 'Delivery Driver', skills: ['Driving'], location: 'Jaipur', category: 'Operations' },
      ],
      [
        'closedReact',
        { title: 'React Lead', skills: ['React', 'TypeScript', 'Redux'], location: 'Bengaluru' },
      ],
    ];
    for (const [key, o] of others) await job(key, { category: 'Technology', salary: '5-8 LPA', ...o });
    await ds.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [ids.closedReact]);

    // The seekers: profile and survey, profile only, survey only, neither.
    react = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Arjun' });
    accountant = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Priya' });
    nurse = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Lakshmi' });
    blank = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Nikhil' });
    await ok(
      UPDATE_PROFILE,
      {
        input: {
          firstName: 'Arjun',
          lastName: 'Rao',
          skills: ['React', 'TypeScript', 'JavaScript', 'Redux', 'CSS'],
          experiences: [
            { company: 'Flipkart', jobTitle: 'Engineer', duration: '2019 - 2021', description: '' },
          ],
        },
      },
      react,
    );
    await ok(
      SAVE_SURVEY,
      {
        i: {
          jobTitle: 'Frontend Developer',
          skills: ['React'],
          jobType: 'Full-time',
          category: 'Technology',
          location: 'Bangalore',
          salary: '₹10–15 LPA',
          shift: 'Day Shift',
        },
      },
      react,
    );
    await ok(
      UPDATE_PROFILE,
      {
        input: {
          firstName: 'Priya',
          lastName: 'Kulkarni',
          skills: ['Tally', 'GST', 'Excel', 'Auditing'],
          experiences: [{ company: 'KPMG', jobTitle: 'Accountant', duration: '5 years', description: '' }],
        },
      },
      accountant,
    );
    await ok(
      SAVE_SURVEY,
      {
        i: {
          jobTitle: 'Accountant',
          skills: ['Tally'],
          jobType: 'Full-time',
          category: 'Finance',
          location: 'Pune',
          salary: '₹3–6 LPA',
          shift: 'Day Shift',
        },
      },
      accountant,
    );
    await ok(
      SAVE_SURVEY,
      {
        i: {
          jobTitle: 'Staff Nurse',
          skills: ['Patient Care', 'ICU', 'Phlebotomy'],
          jobType: 'Full-time',
          category: 'Healthcare',
          location: 'Chennai',
          salary: '₹3–6 LPA',
          shift: 'Night Shift',
        },
      },
      nurse,
    );
  }, 120_000);

  afterAll(() => t.close());

  it.each(['react', 'accountant', 'nurse'] as const)(
    "puts the %s's hand-labelled jobs in the top 5 of BEST_MATCH and of the recommendations",
    async (who) => {
      const session = { react, accountant, nurse }[who];
      const search = await bestMatch(session);
      expect(top5(search.items)).toEqual(expect.arrayContaining(relevant[who]));
      const scores = search.items.map((i) => i.match!.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const recs = await recommended(session);
      expect(top5(recs)).toEqual(expect.arrayContaining(relevant[who]));
      // The same job has the same score in both.
      for (const r of recs) expect(r.match).toEqual(search.items.find((i) => i.id === r.id)!.match);
      // Closed jobs are never recommended.
      expect(recs.map((r) => r.id)).not.toContain(ids.closedReact);
    },
  );

  it('explains a score with structured reasons: skills compared across spellings, city names and salary', async () => {
    const items = (await bestMatch(react)).items;
    const ui = items.find((i) => i.id === ids.ui)!;
    // React.js, CSS and JavaScript are all the seeker's (React, CSS, JavaScript).
    expect(ui.match!.reasons).toContainEqual({ kind: 'SKILLS', matched: 3, of: 3, value: null });
    const frontend = items.find((i) => i.id === ids.frontend)!;
    expect(frontend.match!.reasons).toEqual([
      { kind: 'SKILLS', matched: 3, of: 3, value: null },
      { kind: 'TITLE', matched: null, of: null, value: 'Frontend Developer' },
      { kind: 'CATEGORY', matched: null, of: null, value: 'Technology' },
      // Bengaluru is Bangalore, as the seeker wrote it.
      { kind: 'LOCATION', matched: null, of: null, value: 'Bengaluru' },
      { kind: 'SALARY', matched: null, of: null, value: '1800000' },
      { kind: 'JOB_TYPE', matched: null, of: null, value: 'Full-time' },
    ]);
    // Everything the seeker gave matches but experience (2 years of the 3 asked): 95 of 100 points.
    expect(frontend.match!.score).toBe(95);
    // A job matching nothing scores 0 with no reasons.
    const chef = items.find((i) => i.id === ids.chef)!;
    expect(chef.match).toEqual({ score: 0, reasons: [] });
  });

  it('leaves out jobs the seeker applied to from the recommendations, not from the search', async () => {
    const apply = await t.gql(
      `mutation($id: ID!) { applyToJob(jobId: $id) { id } }`,
      { id: ids.gst },
      accountant.token,
    );
    expect(apply.errors).toBeUndefined();
    const recs = await recommended(accountant, MAX_RECOMMENDED_JOBS);
    expect(recs.map((r) => r.id)).not.toContain(ids.gst);
    expect(recs.map((r) => r.id)).toEqual(expect.arrayContaining([ids.accountant, ids.seniorAccountant]));
    const search = await bestMatch(accountant);
    expect(search.items.find((i) => i.id === ids.gst)).toMatchObject({ viewerHasApplied: true });
  });

  it('keeps the filters and the keyword of a search, ordering its matches by score', async () => {
    const page = await bestMatch(nurse, { keyword: 'nurse' });
    expect(page.items.map((i) => i.id).sort()).toEqual(
      [ids.staffNurse, ids.icuNurse, ids.nurseMumbai].sort(),
    );
    expect(
      page.items
        .map((i) => i.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([ids.staffNurse, ids.icuNurse].sort());
    const finance = await bestMatch(react, { categories: ['Finance'] });
    expect(finance.total).toBe(3);
  });

  it('pages Best match without repeats: each page continues the one before, every match once', async () => {
    const all = await bestMatch(react);
    expect(all.items.length).toBe(all.total);
    const paged: string[] = [];
    for (let page = 1; (page - 1) * 7 < all.total; page++) {
      const p = await bestMatch(react, { page, pageSize: 7 });
      expect(p.total).toBe(all.total);
      paged.push(...p.items.map((i) => i.id));
    }
    expect(paged).toEqual(all.items.map((i) => i.id));
    expect(new Set(paged).size).toBe(all.total);
  });

  it('changes nothing for a visitor, a recruiter or a seeker with nothing to match: the default order, no match', async () => {
    const plain = (await ok<{ jobs: { items: Item[] } }>(SEARCH, {})).jobs.items;
    expect(plain.every((i) => i.match === null)).toBe(true);
    // The default order (newest first) shows none of the hand-labelled jobs on top.
    expect(top5(plain)).not.toEqual(expect.arrayContaining([relevant.react[0]]));
    const recruiter = await sessionAs(t, Role.RECRUITER);
    for (const who of [undefined, recruiter, blank]) {
      const page = await bestMatch(who);
      expect(page.items.map((i) => i.id)).toEqual(plain.map((i) => i.id));
      expect(page.items.every((i) => i.match === null)).toBe(true);
    }
    const keyword = (await ok<{ jobs: { items: Item[] } }>(SEARCH, { keyword: 'developer' })).jobs.items;
    expect((await bestMatch(undefined, { keyword: 'developer' })).items.map((i) => i.id)).toEqual(
      keyword.map((i) => i.id),
    );
    expect(await recommended(blank)).toEqual([]);
  });

  it("is never changed by another user's profile or survey", async () => {
    const before = await bestMatch(react);
    const recsBefore = await recommended(react);
    const other = await sessionAs(t, Role.JOB_SEEKER, { firstName: 'Kabir' });
    await ok(
      UPDATE_PROFILE,
      { input: { firstName: 'Kabir', lastName: 'Das', skills: ['Cooking', 'Driving', 'Figma'] } },
      other,
    );
    await ok(
      SAVE_SURVEY,
      {
        i: {
          jobTitle: 'Chef',
          skills: ['Cooking'],
          jobType: 'Part-time',
          category: 'Customer Service',
          location: 'Goa',
          salary: 'Above ₹25 LPA',
          shift: 'Night Shift',
        },
      },
      other,
    );
    expect(await bestMatch(react)).toEqual(before);
    expect(await recommended(react)).toEqual(recsBefore);
    expect(top5((await bestMatch(other)).items)).toContain(ids.chef);
  });

  it('refuses a limit out of range and anyone but a job seeker', async () => {
    for (const limit of [0, MAX_RECOMMENDED_JOBS + 1]) {
      const res = await t.gql(RECOMMENDED, { limit }, react.token);
      expect(res.errors?.[0].message).toBe(MATCH_MESSAGES.recommendedLimit);
    }
    expect(errorCode(await t.gql(RECOMMENDED, {}))).toBe('UNAUTHENTICATED');
    const recruiter = await sessionAs(t, Role.RECRUITER);
    expect(errorCode(await t.gql(RECOMMENDED, {}, recruiter.token))).toBe('FORBIDDEN');
  });

  it('answers a page of recommendations, with reasons, in one statement', async () => {
    let recs: Item[] = [];
    const statements = await captureQueries(t.dataSource, async () => {
      recs = await recommended(react, 10);
    });
    expect(recs.length).toBeGreaterThan(3);
    const reads = statements.filter((q) => /\bjobs\b/.test(q.sql) && /^\s*(?:SELECT|WITH)/i.test(q.sql));
    expect(reads).toHaveLength(1);
  });
});
