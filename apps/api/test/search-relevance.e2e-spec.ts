import { seedDemoData } from '../src/database/seed/seed';
import { createTestApp, TestApp } from './support/test-app';

interface Hit {
  id: string;
  title: string;
  skills: string[];
}

/** A job the query should rank near the top: by its title, or its skills. */
type Expected = (job: Hit) => boolean;

const title =
  (pattern: RegExp): Expected =>
  (job) =>
    pattern.test(job.title);
const skill =
  (name: string): Expected =>
  (job) =>
    job.skills.includes(name);

/**
 * The relevance test set: 20 searches over the demo data (`seedDemoData`, its fixed seed), each with the
 * jobs expected at the top. For each, the first `top` results (fewer when fewer jobs are expected) must
 * all be expected ones: a change to ranking, stemming, the syntax or the typo fallback that pushes a
 * better match down fails here.
 */
const CASES: { query: string; top: number; expected: Expected; matchedBy?: string }[] = [
  { query: 'data engineer', top: 3, expected: title(/data engineer/i) },
  { query: '"machine learning"', top: 3, expected: title(/machine learning/i) },
  { query: 'react', top: 1, expected: title(/react/i) },
  { query: 'devops', top: 3, expected: title(/devops/i) },
  { query: 'nurse', top: 3, expected: title(/nurse/i) },
  { query: 'pharmacist', top: 3, expected: title(/pharmacist/i) },
  { query: 'area sales manager', top: 3, expected: title(/area sales manager/i) },
  { query: 'chartered accountant', top: 3, expected: title(/chartered accountant/i) },
  { query: 'seo', top: 3, expected: title(/seo/i) },
  { query: 'figma', top: 5, expected: skill('Figma') },
  { query: 'kubernetes', top: 5, expected: skill('Kubernetes') },
  {
    query: 'designer -graphic',
    top: 5,
    expected: (j) => /designer/i.test(j.title) && !/graphic/i.test(j.title),
  },
  { query: 'teacher OR tutor', top: 5, expected: title(/teacher|tutor/i) },
  { query: 'payroll', top: 3, expected: title(/payroll/i) },
  { query: 'technical support', top: 3, expected: title(/technical support/i) },
  { query: '"supply chain"', top: 3, expected: title(/supply chain/i) },
  { query: 'warehouse', top: 3, expected: title(/warehouse/i) },
  { query: 'python', top: 5, expected: skill('Python') },
  { query: 'full stack developer', top: 3, expected: title(/full stack developer/i) },
  { query: 'pharmacst', top: 3, expected: title(/pharmacist/i), matchedBy: 'fuzzy' },
];

describe('search relevance over the demo data', () => {
  let t: TestApp;
  let active: Hit[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource, { jobs: 400, passwordHashMemoryKib: t.config.passwordHashMemoryKib });
    active = await t.dataSource.query(`SELECT id, title, skills FROM jobs WHERE status = 'active'`);
  });

  afterAll(() => t.close());

  it('has 20 searches', () => {
    expect(CASES).toHaveLength(20);
  });

  it.each(CASES)('$query: the expected jobs come first', async ({ query, top, expected, matchedBy }) => {
    const res = await t.gql<{ jobs: { matchedBy: string; items: Hit[] } }>(
      `query ($q: String) { jobs(keyword: $q, pageSize: 10) { matchedBy items { id title skills } } }`,
      { q: query },
    );
    expect(res.errors).toBeUndefined();
    const { items } = res.data!.jobs;
    const wanted = active.filter(expected).length;
    // The demo data has such jobs, so the case tests something.
    expect(wanted).toBeGreaterThan(0);
    const n = Math.min(top, wanted);
    const head = items.slice(0, n);
    expect(head).toHaveLength(n);
    expect(head.filter((job) => !expected(job)).map((job) => job.title)).toEqual([]);
    expect(res.data!.jobs.matchedBy).toBe(matchedBy ?? 'fulltext');
  });
});
