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
  if (r.next() < 0.08) return '';
  if (jobType === 'Internship') return `₹${inr.format((10 + r.int(30)) * 1000)} per month`;
  const low = (3 + r.int(25)) * 100_000;
  const high = low + (1 + r.int(8)) * 100_000;
  return `₹${inr.format(low)} - ₹${inr.format(high)} per annum`;
}

/** Inserts rows in multi-row statements, staying under PostgreSQL's 65,535 parameters. */
async function insertRows(
  m: EntityManager,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  const chunk = Math.max(1, Math.floor(60_000 / columns.length));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const values = part
      .map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    await m.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING`,
      part.flat(),
    );
  }
}

/**
 * Creates the demo data set in one transaction: one account per role (DEMO_ACCOUNTS), recruiters with
 * companies, jobs across categories and cities, seekers with profiles, applications with their status
 * history, and bookmarks. Sizes follow `jobs` unless given.
 */
export async function seedDemoData(dataSource: DataSource, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const r = prng(options.seed ?? 20261122);
  const jobCount = Math.max(0, Math.round(options.jobs));
  const companyCount = options.companies ?? clamp(jobCount / 10, 30, 2000);
  const seekerCount = options.seekers ?? clamp(jobCount / 5, 40, 20_000);
  const applicationCount = options.applications ?? clamp(jobCount / 2, 150, 200_000);
  const bookmarkCount = options.bookmarks ?? clamp(jobCount / 4, 80, 50_000);
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

  // Jobs: the demo recruiter has two (so My Jobs shows 2 of 3 used); the rest spread over the other companies.
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
  const STATUS = jobCols.indexOf('status');
  const CREATED = jobCols.indexOf('created_at');
  const jobs: unknown[][] = [];
  const jobIds: string[] = [];
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
    const created = new Date(now - (j < 6 ? j * 3_600_000 : r.next() * 60 * DAY_MS));
    const company = companies[companyIndex];
    const id = randomUUID();
    const salary = salaryFor(r, jobType);
    const yearly = yearlySalary(salary);
    jobIds.push(id);
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
  }

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
  const files: unknown[][] = [];
  const chunkCols = ['file_id', 'seq', 'data'];
  const chunks: unknown[][] = [];
  const seekerNames = new Map(users.map((u) => [u[0] as string, `${u[3]} ${u[4]}`]));
  const expCols = ['profile_id', 'sort_order', 'company', 'job_title', 'duration', 'description'];
  const collegeCols = ['profile_id', 'sort_order', 'college_name', 'degree', 'year', 'cgpa'];
  const profiles: unknown[][] = [];
  const experiences: unknown[][] = [];
  const colleges: unknown[][] = [];
  seekerIds.forEach((userId, i) => {
    if (i > 0 && r.next() < 0.25) return;
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
  });

  // Applications (unique per job and seeker) with their history; the demo seeker has a few in every state.
  const appCols = ['id', 'job_id', 'applicant_id', 'status', 'created_at', 'updated_at'];
  const eventCols = ['application_id', 'from_status', 'to_status', 'actor_id', 'created_at'];
  const applications: unknown[][] = [];
  const events: unknown[][] = [];
  const taken = new Set<string>();
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
  for (let k = 1; k <= Math.min(3, seekerIds.length - 1) && jobIds.length >= 2; k++) {
    const jobIndex = k % 2;
    const id = randomUUID();
    const created = new Date(now - k * 3_600_000);
    taken.add(`${jobIndex}:${seekerIds[k]}`);
    applications.push([id, jobIds[jobIndex], seekerIds[k], ApplicationStatus.PENDING, created, created]);
    events.push([id, null, ApplicationStatus.PENDING, seekerIds[k], created]);
  }
  const activeJobs = jobs.flatMap((job, i) => (job[STATUS] === JobStatus.ACTIVE ? [i] : []));
  const maxPairs = jobIds.length * seekerIds.length;
  const target = Math.min(applicationCount, Math.floor(maxPairs * 0.5));
  for (let n = 0, guard = 0; applications.length < target && guard < target * 20; guard++) {
    const demo = n < demoStatuses.length && activeJobs.length > 10;
    const jobIndex = demo ? activeJobs[6 + n] : r.int(jobIds.length);
    const seekerId = demo ? demoSeekerId : r.pick(seekerIds);
    const key = `${jobIndex}:${seekerId}`;
    if (taken.has(key) || jobs[jobIndex][STATUS] !== JobStatus.ACTIVE) continue;
    taken.add(key);
    const status = demo ? demoStatuses[n++] : r.weighted(statusWeights);
    const jobCreated = (jobs[jobIndex][CREATED] as Date).getTime();
    const created = new Date(jobCreated + r.next() * Math.max(0, now - jobCreated));
    const id = randomUUID();
    applications.push([id, jobIds[jobIndex], seekerId, status, created, created]);
    events.push([id, null, ApplicationStatus.PENDING, seekerId, created]);
    if (status !== ApplicationStatus.PENDING) {
      const changed = new Date(created.getTime() + r.next() * Math.max(0, now - created.getTime()));
      events.push([id, ApplicationStatus.PENDING, status, jobs[jobIndex][2], changed]);
    }
  }

  const bookmarkCols = ['user_id', 'job_id', 'created_at'];
  const bookmarks: unknown[][] = [];
  const marked = new Set<string>();
  const bookmarkTarget = Math.min(bookmarkCount, Math.floor(maxPairs * 0.5));
  for (let guard = 0; bookmarks.length < bookmarkTarget && guard < bookmarkTarget * 20; guard++) {
    const userId = bookmarks.length < 3 ? demoSeekerId : r.pick(seekerIds);
    const jobIndex = r.int(jobIds.length);
    const key = `${jobIndex}:${userId}`;
    if (marked.has(key) || jobs[jobIndex][STATUS] !== JobStatus.ACTIVE) continue;
    marked.add(key);
    bookmarks.push([userId, jobIds[jobIndex], past(30)]);
  }

  await dataSource.transaction(async (m) => {
    log(`users: ${users.length}`);
    await insertRows(m, 'users', userCols, users);
    log(`companies: ${companies.length}`);
    await insertRows(m, 'companies', companyCols, companies);
    log(`jobs: ${jobs.length}`);
    await insertRows(m, 'jobs', jobCols, jobs);
    log(`profiles: ${profiles.length} (${files.length} with a resume)`);
    await insertRows(m, 'files', fileCols, files);
    await insertRows(m, 'file_chunks', chunkCols, chunks);
    await insertRows(m, 'profiles', profileCols, profiles);
    await insertRows(m, 'profile_experiences', expCols, experiences);
    await insertRows(m, 'profile_colleges', collegeCols, colleges);
    log(`applications: ${applications.length}`);
    await insertRows(m, 'applications', appCols, applications);
    await insertRows(m, 'application_events', eventCols, events);
    log(`bookmarks: ${bookmarks.length}`);
    await insertRows(m, 'bookmarks', bookmarkCols, bookmarks);
  });

  return {
    users: users.length,
    companies: companies.length,
    jobs: jobs.length,
    applications: applications.length,
    bookmarks: bookmarks.length,
  };
}
