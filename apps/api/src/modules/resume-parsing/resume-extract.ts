import { SKILLS_DICTIONARY } from './skills-dictionary';

/** A position found in a resume, in the profile's experience fields (each within their length limits). */
export interface FoundExperience {
  company: string;
  jobTitle: string;
  duration: string;
  description: string;
}

/** A degree found in a resume, in the profile's college fields. */
export interface FoundCollege {
  collegeName: string;
  degree: string;
  year: string;
  cgpa: string;
}

/** A school certificate (10th, 12th) found in a resume, in the profile's school fields. */
export interface FoundSchool {
  schoolName: string;
  grade: string;
  percentage: string;
  year: string;
}

export type FoundItem =
  | { kind: 'skill'; skill: string }
  | { kind: 'experience'; experience: FoundExperience }
  | { kind: 'education'; college?: FoundCollege; school?: FoundSchool };

/** At most this many characters of a resume's text are read. */
export const RESUME_TEXT_MAX_CHARS = 100_000;
/** A line of a resume is cut to this many characters. */
const MAX_LINE_CHARS = 400;
/** At most this many proposals of each kind come from one resume. */
export const MAX_FOUND = { skill: 40, experience: 15, education: 10 } as const;

/** The longest value each field takes (the profile's own limits). */
const LIMIT = {
  company: 200,
  jobTitle: 200,
  duration: 100,
  description: 2000,
  collegeName: 200,
  degree: 100,
  year: 20,
  cgpa: 20,
  schoolName: 200,
  grade: 50,
  percentage: 20,
} as const;

const cut = (value: string, max: number): string => {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : clean.slice(0, max).trimEnd();
};

// ---------------------------------------------------------------------------------------------- skills

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A skill's name as compared: lower case, one space between words. */
const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const CANONICAL = new Map<string, string>();
for (const [name, ...aliases] of SKILLS_DICTIONARY) {
  for (const alias of [name, ...aliases]) CANONICAL.set(key(alias), name);
}
/**
 * Every name and alias as one alternation, longest first (so "React Native" wins over "React" where both
 * start), each a whole word: not inside a longer word, number, or name such as "Node.js" or "C++".
 */
const SKILL_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}+#.])(?:${[...CANONICAL.keys()]
    .sort((a, b) => b.length - a.length)
    .map((alias) => escape(alias).replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}+#]|\\.[\\p{L}\\p{N}])`,
  'giu',
);

/** The dictionary's name for a skill as written on a profile (itself when the dictionary lacks it). */
export function canonicalSkill(skill: string): string {
  return CANONICAL.get(key(skill)) ?? skill.trim();
}

/** The dictionary's skills the text names, in order of first mention, leaving out those in `known`. */
export function findSkills(text: string, known: readonly string[] = []): string[] {
  const have = new Set(known.map((s) => key(canonicalSkill(s))));
  const found: string[] = [];
  for (const match of text.slice(0, RESUME_TEXT_MAX_CHARS).matchAll(SKILL_PATTERN)) {
    const name = CANONICAL.get(key(match[0]));
    if (!name || have.has(key(name))) continue;
    have.add(key(name));
    found.push(name);
    if (found.length >= MAX_FOUND.skill) break;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------- sections

type Section = 'experience' | 'education' | 'other';

const HEADINGS: Record<string, Section> = {};
for (const h of [
  'experience',
  'work experience',
  'professional experience',
  'work history',
  'employment history',
  'employment',
  'career history',
  'experience summary',
  'relevant experience',
  'internships',
  'internship',
  'internship experience',
])
  HEADINGS[h] = 'experience';
for (const h of [
  'education',
  'educational qualifications',
  'educational qualification',
  'academic qualifications',
  'academic qualification',
  'academic details',
  'academics',
  'qualifications',
  'education and training',
  'academic background',
  'educational background',
])
  HEADINGS[h] = 'education';
for (const h of [
  'skills',
  'key skills',
  'technical skills',
  'core skills',
  'core competencies',
  'competencies',
  'projects',
  'academic projects',
  'personal projects',
  'certifications',
  'certificates',
  'courses',
  'summary',
  'professional summary',
  'profile',
  'profile summary',
  'career objective',
  'objective',
  'about me',
  'achievements',
  'awards',
  'awards and achievements',
  'languages',
  'languages known',
  'hobbies',
  'interests',
  'hobbies and interests',
  'personal details',
  'personal information',
  'personal profile',
  'declaration',
  'references',
  'contact',
  'contact details',
  'strengths',
  'extracurricular activities',
  'activities',
  'publications',
  'volunteering',
])
  HEADINGS[h] = 'other';

/** The section a line opens, when it is a heading ("EXPERIENCE", "Work History:", "Education & Training"). */
function headingOf(line: string): Section | undefined {
  if (line.length > 40) return undefined;
  const words = line
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return HEADINGS[words];
}

/** The text's non-empty lines, each with the section it is in (`other` before any heading). */
function linesBySection(text: string): { line: string; section: Section; heading: boolean }[] {
  let section: Section = 'other';
  const out: { line: string; section: Section; heading: boolean }[] = [];
  for (const raw of text.slice(0, RESUME_TEXT_MAX_CHARS).split(/\r?\n/)) {
    // One space between words, and no line longer than a resume's line is: every pattern below is linear in it.
    const line = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_LINE_CHARS);
    if (!line) continue;
    const heading = headingOf(line);
    if (heading) section = heading;
    out.push({ line, section, heading: !!heading });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- dates

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const POINT = `(?:${MONTH},? )?(?:\\d{1,2}[/.-])?(?:19|20)\\d{2}`;
const END = `(?:${POINT}|present|current|currently|now|till (?:date|now)|to date|date|ongoing)`;
/** A range of dates: "Jan 2020 – Present", "2018-2021", "06/2019 to 08/2021", "March, 2017 - Dec 2019". */
const DATE_RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}])${POINT}(?: ?[-–—] ?| to | till )${END}(?![\\p{L}\\p{N}])`,
  'iu',
);
const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;

/** The latest year a text names, or ''. */
function latestYear(text: string): string {
  const years = [...text.matchAll(YEAR)].map((m) => Number(m[0]));
  return years.length ? String(Math.max(...years)) : '';
}

// ---------------------------------------------------------------------------------------------- experience

const BULLET = /^(?:[•·▪●◦‣∙■□➢➤►▶✓✔*>]|[-–—](?=\s))\s*/u;
const isBullet = (line: string) => BULLET.test(line);

const COMPANY_WORDS =
  /\b(?:ltd|limited|pvt|private|inc|llp|llc|corp|corporation|co|company|technologies|technology|tech|solutions|services|systems|software|labs|group|industries|enterprises|consultancy|consulting|hospital|hospitals|clinic|bank|finance|foundation|school|college|university|institute|agency|associates|traders|motors|pharma|pharmaceuticals|infotech|infosys|tcs|wipro|accenture|cognizant|hcl|capgemini|deloitte|amazon|flipkart|google|microsoft)\b\.?/i;
const TITLE_WORDS =
  /\b(?:engineer|developer|programmer|manager|analyst|accountant|nurse|executive|intern|trainee|associate|consultant|designer|teacher|lecturer|professor|officer|assistant|lead|head|specialist|clerk|administrator|technician|representative|supervisor|architect|coordinator|director|scientist|tester|operator|agent|advisor|counsellor|counselor|cashier|receptionist|pharmacist|therapist|writer|editor|marketer|recruiter|staff|fellow|volunteer|tutor|driver|electrician|mechanic|chef|cook)s?\b/i;

/** `text` without spaces and separators (`(),:;-`, or those of `chars`) at either end. */
function trimPunctuation(text: string, chars = ' (),:;-'): string {
  const skip = (c: string | undefined) => c !== undefined && chars.includes(c);
  let start = 0;
  let end = text.length;
  while (start < end && skip(text[start])) start++;
  while (end > start && skip(text[end - 1])) end--;
  return text.slice(start, end);
}

/** Splits "Title | Company", "Title, Company", "Title at Company", "Company - Title" into its parts. */
function headerParts(text: string): string[] {
  return text
    .split(/ (?:at|@) | ?[|•·] ?| [-–—] |, /i)
    .map((p) => trimPunctuation(p))
    .filter((p) => p.length > 1 && !/^(?:19|20)\d{2}$/.test(p));
}

/** Which part is the title and which the employer, by the words they use (else title first). */
function titleAndCompany(parts: string[], atSplit: boolean): { jobTitle: string; company: string } {
  let jobTitle = '';
  let company = '';
  const rest: string[] = [];
  for (const part of parts) {
    if (!company && COMPANY_WORDS.test(part) && !TITLE_WORDS.test(part)) company = part;
    else if (!jobTitle && TITLE_WORDS.test(part)) jobTitle = part;
    else rest.push(part);
  }
  if (atSplit && !jobTitle && !company && parts.length >= 2) return { jobTitle: parts[0], company: parts[1] };
  if (!jobTitle && rest.length) jobTitle = rest.shift()!;
  if (!company && rest.length) company = rest.shift()!;
  return { jobTitle, company };
}

/**
 * Positions in the resume's experience section: each is anchored on a line with a date range; its title
 * and employer come from that line and the plain (non-bullet) lines just above it, its description from
 * the lines below it up to the next position.
 */
export function findExperiences(text: string): FoundExperience[] {
  const lines = linesBySection(text)
    .filter((l) => l.section === 'experience' && !l.heading)
    .map((l) => l.line);
  const anchors = lines.map((line, i) => (DATE_RANGE.test(line) ? i : -1)).filter((i) => i >= 0);
  // The header lines of each position: plain lines right above its date line, after the previous one's bullets.
  const headers = anchors.map((anchor, k) => {
    const from = k === 0 ? 0 : anchors[k - 1] + 1;
    const above: number[] = [];
    for (let i = anchor - 1; i >= from && above.length < 2; i--) {
      if (isBullet(lines[i])) break;
      above.unshift(i);
    }
    return above;
  });
  const found: FoundExperience[] = [];
  anchors.forEach((anchor, k) => {
    const dateLine = lines[anchor];
    const range = DATE_RANGE.exec(dateLine)!;
    const rest = (dateLine.slice(0, range.index) + ' | ' + dateLine.slice(range.index + range[0].length))
      .replace(/[()[\]]/g, ' ')
      .trim();
    const headerText = [...headers[k].map((i) => lines[i]), rest].filter((t) => t.trim());
    const parts = headerText.flatMap(headerParts);
    const { jobTitle, company } = titleAndCompany(
      parts,
      headerText.some((t) => /\s(?:at|@)\s/i.test(t)),
    );
    if (!jobTitle && !company) return;
    const end = k + 1 < anchors.length ? (headers[k + 1][0] ?? anchors[k + 1]) : lines.length;
    const description = lines
      .slice(anchor + 1, end)
      .map((l) => l.replace(BULLET, '').trim())
      .filter(Boolean)
      .join('\n');
    found.push({
      jobTitle: cut(jobTitle, LIMIT.jobTitle),
      company: cut(company, LIMIT.company),
      duration: cut(range[0], LIMIT.duration),
      description: description.slice(0, LIMIT.description).trim(),
    });
  });
  return found.slice(0, MAX_FOUND.experience);
}

// ---------------------------------------------------------------------------------------------- education

/** Degree words and how the profile writes them. */
const DEGREES: [RegExp, string][] = [
  [/\bB\.?\s?Tech\b\.?/i, 'B.Tech'],
  [/\bM\.?\s?Tech\b\.?/i, 'M.Tech'],
  [/\bB\.E\.?(?=[\s,(]|$)/, 'B.E.'],
  [/\bM\.E\.?(?=[\s,(]|$)/, 'M.E.'],
  [/\bB\.?\s?C\.?\s?A\b\.?/, 'BCA'],
  [/\bM\.?\s?C\.?\s?A\b\.?/, 'MCA'],
  [/\bB\.?\s?B\.?\s?A\b\.?/, 'BBA'],
  [/\bM\.?\s?B\.?\s?A\b\.?/, 'MBA'],
  [/\bPGDM\b/i, 'PGDM'],
  [/\bB\.?\s?Com\b\.?/i, 'B.Com'],
  [/\bM\.?\s?Com\b\.?/i, 'M.Com'],
  [/\bB\.?\s?Sc\b\.?/i, 'B.Sc'],
  [/\bM\.?\s?Sc\b\.?/i, 'M.Sc'],
  [/\bB\.A\b\.?/, 'B.A.'],
  [/\bM\.A\b\.?/, 'M.A.'],
  [/\bB\.?\s?Pharm\b\.?/i, 'B.Pharm'],
  [/\bM\.?\s?Pharm\b\.?/i, 'M.Pharm'],
  [/\bD\.?\s?Pharm\b\.?/i, 'D.Pharm'],
  [/\bB\.?\s?Ed\b\.?/, 'B.Ed'],
  [/\bM\.?\s?Ed\b\.?/, 'M.Ed'],
  [/\bMBBS\b/i, 'MBBS'],
  [/\bBDS\b/, 'BDS'],
  [/\bLL\.?\s?B\b\.?/i, 'LLB'],
  [/\bLL\.?\s?M\b\.?/i, 'LLM'],
  [/\bPh\.?\s?D\b\.?/i, 'Ph.D'],
  [/\bGNM\b/, 'GNM'],
  [/\bANM\b/, 'ANM'],
  [/\bITI\b/, 'ITI'],
  [/\bChartered Accountant\b/i, 'Chartered Accountant'],
  [/\bPost[\s-]?Graduate Diploma\b/i, 'Post Graduate Diploma'],
  [/\bDiploma\b/i, 'Diploma'],
  [/\bBachelor(?:'s)?(?: of [A-Z]\p{L}*(?: [A-Z]\p{L}*)*)?/u, 'Bachelor'],
  [/\bMaster(?:'s)?(?: of [A-Z]\p{L}*(?: [A-Z]\p{L}*)*)?/u, 'Master'],
];

/** School certificates: the grade the profile's school entry takes. */
const SCHOOL: [RegExp, string][] = [
  [
    /\b(?:12th|XIIth|XII|HSC|H\.S\.C\.?|Higher Secondary(?! School)|Senior Secondary(?! School)|Intermediate|PUC|Class 12)\b/i,
    '12th',
  ],
  [/\b(?:10th|Xth|SSC|S\.S\.C\.?|Matriculation|Secondary School Certificate|Class 10)\b/i, '10th'],
];

const INSTITUTION =
  /\b(?:college|university|univ|institute|institution|iit|nit|iiit|iim|bits|school|vidyalaya|vidyapeeth|vidyapith|academy|polytechnic|campus|mahavidyalaya)\b/i;
const CGPA = /\b(?:CGPA|GPA|CPI|SGPA)(?: ?[:-] ?| )?(\d{1,2}(?:\.\d{1,2})?)(?: ?\/ ?(\d{1,2}))?/i;
const PERCENT = /(\d{2,3}(?:\.\d{1,2})?) ?%/;

function degreeOf(
  line: string,
): { degree: string; school: boolean; index: number; length: number } | undefined {
  for (const [pattern, name] of SCHOOL) {
    const m = pattern.exec(line);
    if (m) return { degree: name, school: true, index: m.index, length: m[0].length };
  }
  for (const [pattern] of DEGREES) {
    const m = pattern.exec(line);
    if (m) return { degree: m[0], school: false, index: m.index, length: m[0].length };
  }
  return undefined;
}

/** The degree as written, with what follows it up to a separator ("B.Tech in Computer Science"). */
function degreeText(line: string, at: { index: number; length: number }): string {
  const tail = line.slice(at.index + at.length);
  const stop = tail.search(
    /[|,;•]| [-–—] |\bfrom\b|\bat\b|\(?(?:19|20)\d{2}|\bCGPA|\bGPA|\bCPI|\d{1,3}(?:\.\d{1,2})? ?%/i,
  );
  const qualifier = stop < 0 ? tail : tail.slice(0, stop);
  return trimPunctuation(line.slice(at.index, at.index + at.length) + qualifier, ' (:-');
}

/** The part of a line that names the institution ("IIT Delhi" of "B.Tech, IIT Delhi, 2018"). */
function institutionIn(line: string): string {
  const part = headerParts(line.replace(/ from /gi, ' | ')).find((p) => INSTITUTION.test(p) && !degreeOf(p));
  if (!part) return '';
  const year = part.search(/\(?(?:19|20)\d{2}/);
  return (year < 0 ? part : part.slice(0, year)).trim();
}

/**
 * Degrees and school certificates in the resume's education section (or, without one, anywhere): each
 * is anchored on a line with a degree word; its institution is on that line, else on an unclaimed line
 * between it and the previous degree, else on the lines below it; its year is the latest year it gives.
 */
export function findEducation(
  text: string,
): ({ college: FoundCollege; school?: undefined } | { school: FoundSchool; college?: undefined })[] {
  const all = linesBySection(text);
  const inSection = all.filter((l) => l.section === 'education' && !l.heading);
  const lines = (inSection.length ? inSection : all.filter((l) => !l.heading)).map((l) => l.line);
  const anchors = lines.map((line, i) => (degreeOf(line) ? i : -1)).filter((i) => i >= 0);
  const claimed = new Set<number>(anchors);
  const found: ({ college: FoundCollege } | { school: FoundSchool })[] = [];
  anchors.forEach((anchor, k) => {
    const line = lines[anchor];
    const at = degreeOf(line)!;
    const next = k + 1 < anchors.length ? anchors[k + 1] : lines.length;
    const prev = k > 0 ? anchors[k - 1] : -1;
    const entry = [anchor];
    const degree = degreeText(line, at);
    let institution = institutionIn(line.slice(0, at.index) + ' | ' + line.slice(at.index + degree.length));
    if (!institution) {
      const candidates = [
        ...Array.from({ length: anchor - prev - 1 }, (_, i) => anchor - 1 - i),
        ...Array.from({ length: next - anchor - 1 }, (_, i) => anchor + 1 + i),
      ];
      for (const i of candidates) {
        if (claimed.has(i) || !INSTITUTION.test(lines[i])) continue;
        institution = institutionIn(lines[i]) || lines[i];
        claimed.add(i);
        entry.push(i);
        break;
      }
    }
    // Lines below the degree (dates, grades) up to the next degree or the next degree's institution.
    for (let i = anchor + 1; i < next; i++) {
      if (claimed.has(i) && !entry.includes(i)) break;
      if (INSTITUTION.test(lines[i]) && !entry.includes(i)) break;
      entry.push(i);
    }
    const entryText = entry.map((i) => lines[i]).join('\n');
    const year = latestYear(entryText);
    const cgpa = CGPA.exec(entryText);
    const percent = PERCENT.exec(entryText);
    const score = cgpa ? (cgpa[2] ? `${cgpa[1]}/${cgpa[2]}` : cgpa[1]) : percent ? `${percent[1]}%` : '';
    if (at.school) {
      found.push({
        school: {
          schoolName: cut(institution, LIMIT.schoolName),
          grade: at.degree,
          percentage: cut(percent ? `${percent[1]}%` : score, LIMIT.percentage),
          year: cut(year, LIMIT.year),
        },
      });
    } else {
      found.push({
        college: {
          collegeName: cut(institution, LIMIT.collegeName),
          degree: cut(degree, LIMIT.degree),
          year: cut(year, LIMIT.year),
          cgpa: cut(score, LIMIT.cgpa),
        },
      });
    }
  });
  return found.slice(0, MAX_FOUND.education);
}

/** Everything the resume's text proposes: skills not in `knownSkills`, positions, degrees and schools. */
export function findInResume(text: string, knownSkills: readonly string[] = []): FoundItem[] {
  return [
    ...findSkills(text, knownSkills).map((skill) => ({ kind: 'skill' as const, skill })),
    ...findExperiences(text).map((experience) => ({ kind: 'experience' as const, experience })),
    ...findEducation(text).map((e) => ({ kind: 'education' as const, ...e })),
  ];
}
