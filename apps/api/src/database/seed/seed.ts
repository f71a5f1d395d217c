import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ApplicationStatus,
  CITIES,
  CITY_STATES,
  JobStatus,
  logoColor,
  logoInitials,
  RecruiterPlan,
  Role,
  yearlySalary,
} from '@hireloop/schema';
import { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../modules/auth/password-hashing';
import {
  CATEGORIES,
  COLLEGES,
  COMPANY_SIZES_SEEDED,
  companyName,
  DEGREES,
  DEMO_ACCOUNTS,
  DEMO_OTHER_PASSWORD,
  FIRST_NAMES,
  INDUSTRIES,
  JOB_TYPE_WEIGHTS,
  LAST_NAMES,
  SHIFT_WEIGHTS,
} from './demo-data';
import { resumePdf } from './pdf';

export interface SeedOptions {
  jobs: number;
  companies?: number;
  seekers?: number;
  applications?: number;
  bookmarks?: number;
  /** PRNG seed: the same seed gives the same data set (apart from ids and passwords' salts). */
  seed?: number;
  /**
   * Give every account a random password nobody knows instead of the published demo passwords (always
   * so when NODE_ENV=production).
   */
  randomPasswords?: boolean;
  /** argon2 memory of the accounts' password hashes in KiB (hashPassword's default unless given). */
  passwordHashMemoryKib?: number;
  /**
   * Rows generated, then written in one statement, at a time (20,000 unless given): memory stays bounded
   * however many jobs are seeded.
   */
  batchSize?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  users: number;
  companies: number;
  jobs: number;
  applications: number;
  bookmarks: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(n)));
const DAY_MS = 86_400_000;

/** mulberry32: a small, fast, seedable PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const weighted = <T>(items: readonly [T, number][]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  };
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const count = min + int(max - min + 1);
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(int(pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, weighted, some };
}

const inr = new Intl.NumberFormat('en-IN');

/** Salary in rupees per annum, e.g. '₹6,00,000 - ₹9,00,000 per annum'; some are not disclosed. */
function salaryFor(r: ReturnType<typeof prng>, jobType: string): string {
  // As recruiters write a salary they do not show (a job needs some salary text to be posted or edited).
  if (r.next() < 0.08) return 'Not disclosed';
  if (jobType === 'Internship') return `₹${inr.format((10 + r.int(30)) * 1000)} per month`;
  const low = (3 + r.int(25)) * 100_000;
  const high = low + (1 + r.int(8)) * 100_000;
  return `₹${inr.format(low)} - ₹${inr.format(high)} per annum`;
}

/** A cell as text PostgreSQL casts to its column's type (arrays as array literals, bytes as hex). */
function cellText(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (Array.isArray(value))
    return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
  return value;
}

/** Each table's column types, as `format_type` names them (for the casts of insertRows). */
const columnTypes = new WeakMap<EntityManager, Map<string, Map<string, string>>>();

async function typesOf(m: EntityManager, table: string): Promise<Map<string, string>> {
  let tables = columnTypes.get(m);
  if (!tables) columnTypes.set(m, (tables = new Map<string, Map<string, string>>()));
  let types = tables.get(table);
  if (!types) {
    const rows: { name: string; type: string }[] = await m.query(
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
      [table],
    );
    types = new Map(rows.map((r) => [r.name, r.type]));
    tables.set(table, types);
  }
  return types;
}

/**
 * Inserts rows in bulk: one statement per call, each column sent as one text array and unnested, then
 * cast to the column's type. The tables' triggers run for every row as they do for the app's inserts.
 */
async function insertRows(
  m: EntityManager,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  if (!rows.length) return;
  const types = await typesOf(m, table);
  const arrays = columns.map((_, c) => rows.map((row) => cellText(row[c])));
  const casts = columns.map((column, c) => `c${c}::${types.get(column) ?? 'text'}`);
  await m.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${casts.join(', ')} FROM unnest(${columns.map((_, c) => `$${c + 1}::text[]`).join(', ')})
            AS t(${columns.map((_, c) => `c${c}`).join(', ')})
     ON CONFLICT DO NOTHING`,
    arrays,
  );
}

/**
 * How many companies, seekers, applications and bookmarks a seed of `jobs` jobs creates, unless given: up
 * to 100,000 jobs a tenth as many companies (at most 2,000), a fifth as many seekers (at most 20,000) and
 * half as many applications (at most 200,000); past 100,000 jobs the bench's ratios, a company per 50 jobs,
 * a seeker per 5 and two applications per job.
 */
export function seedCounts(
  options: Pick<SeedOptions, 'jobs' | 'companies' | 'seekers' | 'applications' | 'bookmarks'>,
): { companies: number; seekers: number; applications: number; bookmarks: number } {
  const jobs = Math.max(0, Math.round(options.jobs));
  const large = jobs > 100_000;
  return {
    companies: options.companies ?? (large ? Math.round(jobs / 50) : clamp(jobs / 10, 30, 2000)),
    seekers: options.seekers ?? (large ? Math.round(jobs / 5) : clamp(jobs / 5, 40, 20_000)),
    applications: options.applications ?? (large ? jobs * 2 : clamp(jobs / 2, 150, 200_000)),
    bookmarks: options.bookmarks ?? clamp(jobs / 4, 80, 50_000),
  };
}

/**
 * Creates the demo data set: one account per role (DEMO_ACCOUNTS), recruiters with
 * companies, jobs across categories and cities, seekers with profiles, applications with their status
 * history, and bookmarks. Sizes follow `jobs` unless given (seedCounts). Rows are generated and written
 * `batchSize` at a time, in bulk.
 */
export async function seedDemoData(dataSource: DataSource, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const r = prng(options.seed ?? 20261122);
  const jobCount = Math.max(0, Math.round(options.jobs));
  const {
    companies: companyCount,
    seekers: seekerCount,
    applications: applicationCount,
    bookmarks: bookmarkCount,
  } = seedCounts(options);
  const batchSize = Math.max(1, options.batchSize ?? 20_000);
  const now = Date.now();

  const [adminHash, recruiterHash, seekerHash, otherHash] = await Promise.all(
    [
      DEMO_ACCOUNTS.admin.password,
      DEMO_ACCOUNTS.recruiter.password,
      DEMO_ACCOUNTS.seeker.password,
      DEMO_OTHER_PASSWORD,
    ].map((p) =>
      hashPassword(
        options.randomPasswords ? randomBytes(24).toString('base64url') : p,
        options.passwordHashMemoryKib,
      ),
    ),
  );

  const userCols = [
    'id',
    'email',
    'password_hash',
    'first_name',
    'last_name',
    'contact_no',
    'role',
    'plan',
    'created_at',
    'updated_at',
  ];
  const users: unknown[][] = [];
  const phone = () => `+91-${9 - r.int(3)}${String(r.int(1e9)).padStart(9, '0')}`;
  const past = (maxDays: number) => new Date(now - r.next() * maxDays * DAY_MS);
  const addUser = (
    email: string,
    passwordHash: string,
    firstName: string,
    lastName: string,
    role: Role,
    plan: RecruiterPlan = RecruiterPlan.BASIC,
  ) => {
    const id = randomUUID();
    const created = past(120);
    users.push([id, email, passwordHash, firstName, lastName, phone(), role, plan, created, created]);
    return id;
  };

  const a = DEMO_ACCOUNTS;
  addUser(a.admin.email, adminHash, a.admin.firstName, a.admin.lastName, Role.ADMIN);
  const demoRecruiterId = addUser(
    a.recruiter.email,
    recruiterHash,
    a.recruiter.firstName,
    a.recruiter.lastName,
    Role.RECRUITER,
  );
  const demoSeekerId = addUser(
    a.seeker.email,
    seekerHash,
    a.seeker.firstName,
    a.seeker.lastName,
    Role.JOB_SEEKER,
  );

  // Companies: the demo recruiter's first, then three per other recruiter (premium plan: many postings).
  const companyCols = [
    'id',
    'owner_id',
    'name',
    'description',
    'industry',
    'location',
    'size',
    'website',
    'contact_no',
    'contact_email',
    'recruiter_portal_link',
    'logo_color',
    'logo_text',
    'created_at',
    'updated_at',
  ];
  const companies: unknown[][] = [];
  const companyIds: string[] = [];
  const companyOwner: string[] = [];
  let recruiterId = demoRecruiterId;
  for (let i = 0; i < companyCount; i++) {
    const name = i === 0 ? a.recruiter.company : companyName(i);
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.in`;
    if (i > 0 && (i - 1) % 3 === 0) {
      recruiterId = addUser(
        `${r.pick(FIRST_NAMES).toLowerCase()}.${i}@${domain}`,
        otherHash,
        r.pick(FIRST_NAMES),
        r.pick(LAST_NAMES),
        Role.RECRUITER,
        RecruiterPlan.PREMIUM,
      );
    }
    const city = r.pick(CITIES);
    const industry = i === 0 ? 'Information Technology' : r.pick(INDUSTRIES);
    const created = past(200);
    const id = randomUUID();
    companyIds.push(id);
    companyOwner.push(recruiterId);
    companies.push([
      id,
      recruiterId,
      name,
      `${name} is a ${industry.toLowerCase()} company headquartered in ${city}, building products used by millions of customers across India.`,
      industry,
      `${city}, ${CITY_STATES[city]}`,
      r.pick(COMPANY_SIZES_SEEDED),
      `https://www.${domain}`,
      phone(),
      `careers@${domain}`,
      r.next() < 0.3 ? `https://careers.${domain}/apply` : null,
      logoColor(name),
      logoInitials(name),
      created,
      created,
    ]);
  }

  // Seekers, the demo seeker first.
  const seekerIds: string[] = [demoSeekerId];
  for (let i = 1; i < seekerCount; i++) {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    seekerIds.push(
      addUser(`${first}.${last}.${i}@example.in`.toLowerCase(), otherHash, first, last, Role.JOB_SEEKER),
    );
  }

  const seekerNames = new Map(users.map((u) => [u[0] as string, `${u[3]} ${u[4]}`]));

  // Each bulk statement commits on its own: one transaction over a million rows would hold a lock per
  // company slug (the slug trigger's advisory lock) past the server's lock table. A seed stopped partway
  // leaves what it wrote; seed a fresh database again.
  const m = dataSource.manager;
  log(`users: ${users.length}`);
  for (let i = 0; i < users.length; i += batchSize)
    await insertRows(m, 'users', userCols, users.slice(i, i + batchSize));
  log(`companies: ${companies.length}`);
  const companyBatch = Math.min(batchSize, 1_000);
  for (let i = 0; i < companies.length; i += companyBatch)
    await insertRows(m, 'companies', companyCols, companies.slice(i, i + companyBatch));

  // Jobs: the demo recruiter has two (so My Jobs shows 2 of 3 used); the rest spread over the other
  // companies. What applications and bookmarks need of each job is kept: id, status, company, creation.
  const jobCols = [
    'id',
    'company_id',
    'posted_by_id',
    'title',
    'description',
    'requirements',
    'skills',
    'salary',
    'salary_min_inr',
    'salary_max_inr',
    'location',
    'job_type',
    'category',
    'positions',
    'shift',
    'status',
    'created_at',
    'updated_at',
  ];
  const jobIds: string[] = [];
  const jobActive = new Uint8Array(jobCount);
  const jobCompany = new Int32Array(jobCount);
  const jobCreated = new Float64Array(jobCount);
  let jobs: unknown[][] = [];
  const categoryWeights = CATEGORIES.map((c) => [c, c.weight] as [(typeof CATEGORIES)[number], number]);
  for (let j = 0; j < jobCount; j++) {
    const companyIndex = j < 2 || companyCount === 1 ? 0 : 1 + (j % (companyCount - 1));
    const category = j < 2 ? CATEGORIES[0] : r.weighted(categoryWeights);
    const title = r.pick(category.titles);
    const skills = r.some(category.skills, 3, 6);
    const jobType = r.weighted(JOB_TYPE_WEIGHTS);
    const city = r.next() < 0.07 ? null : r.pick(CITIES);
    const location = city ? `${city}, ${CITY_STATES[city]}` : 'Remote';
    const years = 1 + r.int(6);
    const status =
      j < 2 || r.next() > 0.06
        ? JobStatus.ACTIVE
        : r.pick([JobStatus.CLOSED, JobStatus.PAUSED, JobStatus.DRAFT]);
    // Rows are inserted oldest first, as a live table grows (the physical order searches by recency rely
    // on): each job at a random moment of its own slice of the last 60 days. The first six, posted in the
    // last hours, come first.
    const created = new Date(
      now - (j < 6 ? j * 3_600_000 : ((jobCount - 1 - j + r.next()) / (jobCount - 5)) * 60 * DAY_MS),
    );
    const company = companies[companyIndex];
    const id = randomUUID();
    const salary = salaryFor(r, jobType);
    const yearly = yearlySalary(salary);
    jobIds.push(id);
    jobActive[j] = status === JobStatus.ACTIVE ? 1 : 0;
    jobCompany[j] = companyIndex;
    jobCreated[j] = created.getTime();
    jobs.push([
      id,
      companyIds[companyIndex],
      companyOwner[companyIndex],
      title,
      `${company[2]} is hiring a ${title} to join our ${city ?? 'remote'} team. You will work with ${skills
        .slice(0, 3)
        .join(
          ', ',
        )} on products used across India, own your work end to end and grow with a supportive team.`,
      [
        `${years}+ years of experience as a ${title} or in a similar role`,
        `Hands-on with ${skills.slice(0, 2).join(' and ')}`,
        'Clear written and spoken communication in English',
        r.next() < 0.5 ? "Bachelor's degree in a relevant field" : 'Willingness to learn and take ownership',
      ],
      skills,
      salary,
      yearly?.min ?? null,
      yearly?.max ?? null,
      location,
      jobType,
      category.name,
      1 + (r.next() < 0.7 ? 0 : r.int(9)),
      r.weighted(SHIFT_WEIGHTS),
      status,
      created,
      created,
    ]);
    if (jobs.length >= batchSize || j === jobCount - 1) {
      await insertRows(m, 'jobs', jobCols, jobs);
      jobs = [];
      if (jobCount > batchSize) log(`jobs: ${j + 1} of ${jobCount}`);
    }
  }
  log(`jobs: ${jobCount}`);

  // Profiles for most seekers (the demo seeker's is complete).
  const profileCols = [
    'id',
    'user_id',
    'bio',
    'skills',
    'school_name',
    'school_grade',
    'school_percentage',
    'school_year',
    'credit_points',
    'resume_file_id',
    'updated_at',
  ];
  // The generated resumes are a few KiB: each is one chunk of the database storage.
  const fileCols = [
    'id',
    'owner_id',
    'kind',
    'original_name',
    'mime_type',
    'size_bytes',
    'sha256',
    'storage',
    'complete',
  ];
  const chunkCols = ['file_id', 'seq', 'data'];
  const expCols = ['profile_id', 'sort_order', 'company', 'job_title', 'duration', 'description'];
  const collegeCols = ['profile_id', 'sort_order', 'college_name', 'degree', 'year', 'cgpa'];
  let files: unknown[][] = [];
  let chunks: unknown[][] = [];
  let profiles: unknown[][] = [];
  let experiences: unknown[][] = [];
  let colleges: unknown[][] = [];
  let profileCount = 0;
  let resumeCount = 0;
  // Written in the order of their references: files, their chunks, profiles, then what profiles hold.
  const flushProfiles = async () => {
    await insertRows(m, 'files', fileCols, files);
    await insertRows(m, 'file_chunks', chunkCols, chunks);
    await insertRows(m, 'profiles', profileCols, profiles);
    await insertRows(m, 'profile_experiences', expCols, experiences);
    await insertRows(m, 'profile_colleges', collegeCols, colleges);
    [files, chunks, profiles, experiences, colleges] = [[], [], [], [], []];
  };
  for (let i = 0; i < seekerIds.length; i++) {
    const userId = seekerIds[i];
    if (i > 0 && r.next() < 0.25) continue;
    const category = i === 0 ? CATEGORIES[0] : r.weighted(categoryWeights);
    const title = r.pick(category.titles);
    const profileId = randomUUID();
    // Most seekers have a resume (a small generated PDF), so recruiters find candidates.
    let resumeId: string | null = null;
    if (i === 0 || r.next() < 0.6) {
      resumeId = randomUUID();
      const pdf = resumePdf(
        seekerNames.get(userId) ?? 'Candidate',
        title,
        i === 0 ? category.skills.slice(0, 4) : r.some(category.skills, 2, 4),
      );
      files.push([
        resumeId,
        userId,
        'resume',
        `${(seekerNames.get(userId) ?? 'resume').replace(/\s+/g, '-')}-resume.pdf`,
        'application/pdf',
        pdf.length,
        createHash('sha256').update(pdf).digest('hex'),
        'db',
        true,
      ]);
      chunks.push([resumeId, 0, pdf]);
      resumeCount++;
    }
    profiles.push([
      profileId,
      userId,
      `${title} with a passion for building great products. Looking for roles in ${category.name.toLowerCase()}.`,
      r.some(category.skills, 3, 6),
      'Kendriya Vidyalaya',
      'XII',
      `${70 + r.int(29)}%`,
      String(2010 + r.int(10)),
      r.int(200),
      resumeId,
      past(60),
    ]);
    profileCount++;
    const expCount = i === 0 ? 2 : r.int(3);
    for (let e = 0; e < expCount; e++) {
      experiences.push([
        profileId,
        e,
        companyName(r.int(600)),
        r.pick(category.titles),
        `${1 + r.int(4)} years`,
        'Delivered features end to end and worked closely with product and design.',
      ]);
    }
    colleges.push([
      profileId,
      0,
      r.pick(COLLEGES),
      r.pick(DEGREES),
      String(2014 + r.int(10)),
      (6 + r.next() * 4).toFixed(1),
    ]);
    if (profiles.length >= batchSize) await flushProfiles();
  }
  await flushProfiles();
  log(`profiles: ${profileCount} (${resumeCount} with a resume)`);

  // Applications (unique per job and seeker) with their history; the demo seeker has a few in every
  // state. A pair is known by jobIndex × seekers + seekerIndex.
  const appCols = ['id', 'job_id', 'applicant_id', 'status', 'created_at', 'updated_at'];
  const eventCols = ['application_id', 'from_status', 'to_status', 'actor_id', 'created_at'];
  let applications: unknown[][] = [];
  let events: unknown[][] = [];
  let applicationsWritten = 0;
  const flushApplications = async () => {
    await insertRows(m, 'applications', appCols, applications);
    await insertRows(m, 'application_events', eventCols, events);
    [applications, events] = [[], []];
  };
  const seekers = seekerIds.length;
  const taken = new Set<number>();
  const statusWeights: [ApplicationStatus, number][] = [
    [ApplicationStatus.PENDING, 50],
    [ApplicationStatus.SEEN, 20],
    [ApplicationStatus.ACCEPT, 10],
    [ApplicationStatus.REJECT, 12],
    [ApplicationStatus.RECRUITED, 8],
  ];
  const demoStatuses = [
    ApplicationStatus.PENDING,
    ApplicationStatus.SEEN,
    ApplicationStatus.ACCEPT,
    ApplicationStatus.REJECT,
  ];
  // The demo recruiter's two jobs get a few pending applicants of their own.
  for (let k = 1; k <= Math.min(3, seekers - 1) && jobIds.length >= 2; k++) {
    const jobIndex = k % 2;
    const id = randomUUID();
    const created = new Date(now - k * 3_600_000);
    taken.add(jobIndex * seekers + k);
    applications.push([id, jobIds[jobIndex], seekerIds[k], ApplicationStatus.PENDING, created, created]);
    events.push([id, null, ApplicationStatus.PENDING, seekerIds[k], created]);
    applicationsWritten++;
  }
  const activeJobs: number[] = [];
  for (let j = 0; j < jobCount; j++) if (jobActive[j]) activeJobs.push(j);
  const maxPairs = jobIds.length * seekers;
  const target = Math.min(applicationCount, Math.floor(maxPairs * 0.5));
  for (let n = 0, guard = 0; applicationsWritten < target && guard < target * 20; guard++) {
    const demo = n < demoStatuses.length && activeJobs.length > 10;
    const jobIndex = demo ? activeJobs[6 + n] : r.int(jobIds.length);
    const seekerIndex = demo ? 0 : r.int(seekers);
    const key = jobIndex * seekers + seekerIndex;
    if (taken.has(key) || !jobActive[jobIndex]) continue;
    taken.add(key);
    const seekerId = seekerIds[seekerIndex];
    const status = demo ? demoStatuses[n++] : r.weighted(statusWeights);
    const jobCreatedAt = jobCreated[jobIndex];
    const created = new Date(jobCreatedAt + r.next() * Math.max(0, now - jobCreatedAt));
    const id = randomUUID();
    applications.push([id, jobIds[jobIndex], seekerId, status, created, created]);
    events.push([id, null, ApplicationStatus.PENDING, seekerId, created]);
    if (status !== ApplicationStatus.PENDING) {
      const changed = new Date(created.getTime() + r.next() * Math.max(0, now - created.getTime()));
      events.push([id, ApplicationStatus.PENDING, status, companyOwner[jobCompany[jobIndex]], changed]);
    }
    applicationsWritten++;
    if (applications.length >= batchSize) await flushApplications();
  }
  await flushApplications();
  taken.clear();
  log(`applications: ${applicationsWritten}`);

  const bookmarkCols = ['user_id', 'job_id', 'created_at'];
  let bookmarks: unknown[][] = [];
  let bookmarksWritten = 0;
  const marked = new Set<number>();
  const bookmarkTarget = Math.min(bookmarkCount, Math.floor(maxPairs * 0.5));
  for (let guard = 0; bookmarksWritten < bookmarkTarget && guard < bookmarkTarget * 20; guard++) {
    const seekerIndex = bookmarksWritten < 3 ? 0 : r.int(seekers);
    const jobIndex = r.int(jobIds.length);
    const key = jobIndex * seekers + seekerIndex;
    if (marked.has(key) || !jobActive[jobIndex]) continue;
    marked.add(key);
    bookmarks.push([seekerIds[seekerIndex], jobIds[jobIndex], past(30)]);
    bookmarksWritten++;
    if (bookmarks.length >= batchSize) {
      await insertRows(m, 'bookmarks', bookmarkCols, bookmarks);
      bookmarks = [];
    }
  }
  await insertRows(m, 'bookmarks', bookmarkCols, bookmarks);
  log(`bookmarks: ${bookmarksWritten}`);
  // Statistics of what was just written, so plans fit the data at once rather than after autovacuum
  // (which may be off, or a minute away): a page of jobs otherwise sorts every job of a fresh seed.
  await m.query(`ANALYZE users, companies, jobs, profiles, applications, application_events, bookmarks`);

  return {
    users: users.length,
    companies: companies.length,
    jobs: jobCount,
    applications: applicationsWritten,
    bookmarks: bookmarksWritten,
  };
}
