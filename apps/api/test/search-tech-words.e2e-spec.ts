import { searchText } from '../src/modules/jobs/job-search';
import { createCompany } from './factories/company.factory';
import { createJob } from './factories/job.factory';
import { createTestApp, TestApp } from './support/test-app';

const JOBS: { title: string; skills: string[] }[] = [
  { title: 'Node.js Developer', skills: ['Node.js', 'Express'] },
  { title: 'Senior NodeJS Engineer', skills: ['MongoDB'] },
  { title: 'UI/UX Designer', skills: ['Figma'] },
  { title: 'C++ Systems Engineer', skills: ['C++', 'Linux'] },
  { title: 'C# Developer', skills: ['C#', '.NET'] },
  { title: 'ASP.NET Core Engineer', skills: ['SQL Server'] },
  { title: 'F# Analyst', skills: ['Finance'] },
  { title: 'C Programmer', skills: ['C', 'Embedded'] },
  { title: 'Cloud Engineer', skills: ['AWS'] },
  { title: 'Full-stack Developer', skills: ['React'] },
  { title: 'CI/CD Engineer', skills: ['Jenkins'] },
  { title: 'Full Stack Engineer', skills: ['Vue.js'] },
  { title: 'Frontend Developer', skills: ['Angular'] },
];

/** Keywords as people type them, and the titles of the jobs each must find (all of them, no other). */
const CASES: [string, string[]][] = [
  // node.js is nodejs, as people write it either way.
  ['node.js', ['Node.js Developer', 'Senior NodeJS Engineer']],
  ['Node.JS developer', ['Node.js Developer']],
  ['node js', ['Node.js Developer']],
  ['nodejs', ['Node.js Developer', 'Senior NodeJS Engineer']],
  ['ui/ux', ['UI/UX Designer']],
  ['ui ux', ['UI/UX Designer']],
  ['uiux', ['UI/UX Designer']],
  ['ux', ['UI/UX Designer']],
  ['c++', ['C++ Systems Engineer']],
  ['C ++', ['C++ Systems Engineer']],
  ['cpp', ['C++ Systems Engineer']],
  ['ｃ＋＋', ['C++ Systems Engineer']],
  ['C#', ['C# Developer']],
  ['csharp', ['C# Developer']],
  ['f#', ['F# Analyst']],
  ['.net', ['ASP.NET Core Engineer', 'C# Developer']],
  ['dotnet', ['ASP.NET Core Engineer', 'C# Developer']],
  ['asp.net', ['ASP.NET Core Engineer']],
  ['vue.js', ['Full Stack Engineer']],
  ['fullstack', ['Full Stack Engineer', 'Full-stack Developer']],
  ['full stack', ['Full Stack Engineer', 'Full-stack Developer']],
  ['front end', ['Frontend Developer']],
  ['ci/cd', ['CI/CD Engineer']],
  ['cicd', ['CI/CD Engineer']],
  // The search syntax reads them the same way.
  ['"node.js developer"', ['Node.js Developer']],
  ['c++ OR c#', ['C# Developer', 'C++ Systems Engineer']],
  // A hyphenated word in a phrase or left out is its parts, written with a hyphen, a space or joined.
  ['"full-stack engineer"', ['Full Stack Engineer']],
  ['"full stack developer"', ['Full-stack Developer']],
  ['"front-end"', ['Frontend Developer']],
  ['developer -front-end', ['C# Developer', 'Full-stack Developer', 'Node.js Developer']],
  ['-"full-stack" developer', ['C# Developer', 'Frontend Developer', 'Node.js Developer']],
  ['developer -c#', ['Frontend Developer', 'Full-stack Developer', 'Node.js Developer']],
  [
    'engineer -.net -c++',
    ['CI/CD Engineer', 'Cloud Engineer', 'Full Stack Engineer', 'Senior NodeJS Engineer'],
  ],
  [
    'engineer -vue.js',
    [
      'ASP.NET Core Engineer',
      'C++ Systems Engineer',
      'CI/CD Engineer',
      'Cloud Engineer',
      'Senior NodeJS Engineer',
    ],
  ],
  [
    'designer OR engineer -ci/cd',
    [
      'ASP.NET Core Engineer',
      'C++ Systems Engineer',
      'Cloud Engineer',
      'Full Stack Engineer',
      'Senior NodeJS Engineer',
      'UI/UX Designer',
    ],
  ],
];

/**
 * Words written with `.`, `/`, `+` or `#` (Node.js, UI/UX, C++, C#, .NET, CI/CD) are found however the
 * keyword writes them, on GraphQL and the legacy REST search; `c++` is not the prefix `c`.
 */
describe('job search: words with dots, slashes, plus and hash signs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.dataSource, { name: 'Acme Labs' });
    for (const job of JOBS) {
      await createJob(t.dataSource, { ...job, companyId: company.id, description: 'Build things with us.' });
    }
  });

  afterAll(() => t.close());

  it.each(CASES)('%s finds exactly its jobs', async (keyword, expected) => {
    const res = await t.gql<{ jobs: { total: number; matchedBy: string; items: { title: string }[] } }>(
      `query ($k: String) { jobs(keyword: $k, pageSize: 50) { total matchedBy items { title } } }`,
      { k: keyword },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.jobs.matchedBy).toBe('fulltext');
    expect(res.data!.jobs.items.map((i) => i.title).sort()).toEqual(expected);
    expect(res.data!.jobs.total).toBe(expected.length);
  });

  it('GET /api/v1/jobs/query reads them the same way', async () => {
    const res = await t.http.get('/api/v1/jobs/query').query({ keyword: 'c++' }).expect(200);
    expect(res.body).toMatchObject({ success: true, total: 1 });
    expect(res.body.jobs.map((j: { job_title: string }) => j.job_title)).toEqual(['C++ Systems Engineer']);
  });

  it("the database's search_text reads text as the API's searchText does", async () => {
    // The rules read ASCII only; other letters pass through both alike (lower case is left to each side).
    const samples = [
      'Node.js, Vue.js & Next.js developer',
      'UI/UX; CI/CD; TCP/IP; B.Tech / M.Sc',
      'C++/C# and F#, .NET, ASP.NET, VB.NET, dot.network, -.net',
      'c++17, cpp, c #, C ++, abc++, x.c++, -c# "c++ engineer"',
      'designer -ui/ux -a/b/c "ui/ux -x/y"',
      'full-stack e-commerce 3.5 years 10+ years',
      'ｃ＋＋ ＰＹＴＨＯＮ ﬁnance',
      'विकासकर्ता node.js, développeur c++',
      '',
    ];
    const [{ db }] = await t.dataSource.query(
      `SELECT array_agg(search_text(s) ORDER BY n) AS db
                                               FROM unnest($1::text[]) WITH ORDINALITY AS x(s, n)`,
      [samples],
    );
    expect(db).toEqual(samples.map(searchText));
  });
});
