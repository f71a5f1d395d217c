import type { SeekerProfile } from '../dto/profile.types';

/** A position as the resume shows it. */
export interface ResumeExperience {
  jobTitle: string;
  company: string;
  duration: string;
  /** Empty when the entry is summarised (its title line only). */
  description: string;
}

/** A school, college or university as the resume shows it. */
export interface ResumeEducation {
  /** The degree or school name line. */
  title: string;
  /** Where and when, and the grade: "IIT Bombay · 2019 · CGPA 8.4". */
  detail: string;
}

/** What the resume says, section by section; an empty section is left out of the PDF. */
export interface ResumeContent {
  name: string;
  /** The most recent position's title ("Backend Engineer at TechNova"), or empty. */
  headline: string;
  /** E-mail and phone, as the profile has them. */
  contact: string[];
  summary: string;
  skills: string[];
  experiences: ResumeExperience[];
  /** How many older positions were left out for length. */
  omittedExperiences: number;
  education: ResumeEducation[];
}

/**
 * How much of each part a resume keeps at one level of shortening. Level 0 keeps nearly everything;
 * each next level keeps less, and the last one always fits on two A4 pages.
 */
export interface ShorteningLevel {
  /** Characters of the summary. */
  summary: number;
  /** Characters of each position's description. */
  description: number;
  /** Positions shown with their description (the most recent first); older ones keep their title line. */
  detailed: number;
  /** Positions shown at all; older ones are counted in `omittedExperiences`. */
  listed: number;
  /** Skills shown, and characters of each. */
  skills: number;
  skillLength: number;
  /** Education entries shown. */
  education: number;
  /** Characters of a title, company, duration or education line. */
  line: number;
}

export const SHORTENING_LEVELS: readonly ShorteningLevel[] = [
  {
    summary: 1500,
    description: 700,
    detailed: 20,
    listed: 20,
    skills: 50,
    skillLength: 60,
    education: 21,
    line: 160,
  },
  {
    summary: 1000,
    description: 400,
    detailed: 5,
    listed: 10,
    skills: 50,
    skillLength: 60,
    education: 10,
    line: 120,
  },
  {
    summary: 600,
    description: 250,
    detailed: 3,
    listed: 6,
    skills: 40,
    skillLength: 40,
    education: 6,
    line: 100,
  },
  {
    summary: 300,
    description: 150,
    detailed: 2,
    listed: 4,
    skills: 30,
    skillLength: 30,
    education: 4,
    line: 80,
  },
];

/**
 * The text with its white space collapsed, cut to at most `max` characters: at the last word boundary
 * within the final 20 characters when there is one, ending with an ellipsis.
 */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  let end = space >= cut.length - 20 && space > 0 ? space : cut.length;
  while (end > 0 && ' ,;:.-–—'.includes(cut[end - 1])) end--;
  return `${cut.slice(0, end)}…`;
}

/** The parts joined by " · ", blank ones left out. */
function joined(...parts: string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' · ');
}

/** What the seeker's profile puts on a resume, in full (every position, most recent first as listed). */
export function resumeContent(profile: SeekerProfile): ResumeContent {
  const name = [profile.firstName, profile.middleName, profile.lastName].filter((p) => p?.trim()).join(' ');
  const positions = profile.experiences.filter((e) => e.company.trim() || e.jobTitle.trim());
  const latest = positions[0];
  const headline = latest ? [latest.jobTitle.trim(), latest.company.trim()].filter(Boolean).join(' at ') : '';
  const colleges = profile.colleges
    .filter((c) => c.collegeName.trim() || c.degree.trim())
    .map((c) => ({
      title: c.degree.trim() || c.collegeName.trim(),
      detail: joined(
        c.degree.trim() ? c.collegeName : '',
        c.year,
        c.cgpa.trim() ? `CGPA ${c.cgpa.trim()}` : '',
      ),
    }));
  const { schoolName, grade, percentage, year } = profile.school;
  const school = schoolName.trim()
    ? [
        {
          title: schoolName.trim(),
          detail: joined(grade, year, percentage.trim() ? `${percentage.trim().replace(/%$/, '')}%` : ''),
        },
      ]
    : [];
  return {
    name,
    headline,
    contact: [profile.email, profile.contactNo ?? ''].filter((c) => c.trim()),
    summary: profile.bio,
    skills: profile.skills.filter((s) => s.trim()),
    experiences: positions.map(({ jobTitle, company, duration, description }) => ({
      jobTitle,
      company,
      duration,
      description,
    })),
    omittedExperiences: 0,
    education: [...colleges, ...school],
  };
}

/**
 * The content shortened to a level: long text clipped with an ellipsis, the older positions (beyond
 * `detailed`) without their description, those beyond `listed` left out and counted.
 */
export function shorten(content: ResumeContent, level: ShorteningLevel): ResumeContent {
  const line = (t: string) => clip(t, level.line);
  return {
    name: line(content.name),
    headline: line(content.headline),
    contact: content.contact.map(line),
    summary: clip(content.summary, level.summary),
    skills: content.skills.slice(0, level.skills).map((s) => clip(s, level.skillLength)),
    experiences: content.experiences.slice(0, level.listed).map((e, i) => ({
      jobTitle: line(e.jobTitle),
      company: line(e.company),
      duration: line(e.duration),
      description: i < level.detailed ? clip(e.description, level.description) : '',
    })),
    omittedExperiences: content.omittedExperiences + Math.max(0, content.experiences.length - level.listed),
    education: content.education
      .slice(0, level.education)
      .map((e) => ({ title: line(e.title), detail: line(e.detail) })),
  };
}

/**
 * The generated resume's file name: the name's words joined by hyphens, then "-resume.pdf". Control and
 * format characters (line breaks, right-to-left overrides that would show "…exe.pdf" as "…fdp.exe") and
 * quotes and slashes are left out.
 */
export function resumeFileName(name: string): string {
  const words = name
    .replace(/["\\/\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return `${words.join('-') || 'my'}-resume.pdf`;
}

/**
 * At least how many lines of body text the content takes: each text at more characters per line than a
 * page's width holds, each title or detail line as one, no gaps. A level whose content takes more than
 * the pages can hold even so cannot fit, and is not drawn.
 */
export function fewestLines(c: ResumeContent): number {
  const lines = (text: string) => Math.ceil(text.length / 120);
  return (
    3 +
    lines(c.summary) +
    lines(c.skills.join('  ·  ')) +
    c.experiences.reduce((n, e) => n + 1 + (e.duration ? 1 : 0) + lines(e.description), 0) +
    c.education.reduce((n, e) => n + 1 + (e.detail ? 1 : 0), 0)
  );
}

/** More lines of body text than an A4 page holds (10 pt text with its line gap fits about 49). */
export const LINES_PER_PAGE_BOUND = 56;

/** The index of the first shortening level worth drawing: those before it cannot fit on `maxPages`. */
export function firstLevelToTry(content: ResumeContent, maxPages: number): number {
  const last = SHORTENING_LEVELS.length - 1;
  const fits = SHORTENING_LEVELS.findIndex(
    (level) => fewestLines(shorten(content, level)) <= maxPages * LINES_PER_PAGE_BOUND,
  );
  return fits === -1 ? last : fits;
}
