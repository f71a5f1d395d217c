import { formatRupeesShort } from './seo/salary';

/**
 * How well a job fits a signed-in job seeker (the match score): what of the seeker's profile and
 * preference survey the job meets. Each kind of reason carries a weight; a job's score is the weights it
 * earns out of the weights the seeker can earn at all (a kind counts only when the seeker gave it, and
 * experience only when the job asks for some), as a whole number from 0 to 100.
 */
export const MATCH_REASON_KINDS = [
  'SKILLS',
  'TITLE',
  'CATEGORY',
  'LOCATION',
  'SALARY',
  'JOB_TYPE',
  'EXPERIENCE',
] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

/**
 * The points of each kind (they add up to 100). SKILLS earns its share per skill of the job the seeker
 * has; TITLE earns half when only some words of the seeker's preferred title are in the job's title.
 */
export const MATCH_WEIGHTS: Readonly<Record<MatchReasonKind, number>> = {
  SKILLS: 35,
  TITLE: 15,
  CATEGORY: 15,
  LOCATION: 15,
  SALARY: 10,
  JOB_TYPE: 5,
  EXPERIENCE: 5,
};

/** Recommended jobs the home page shows, and the most one request may ask for. */
export const RECOMMENDED_JOBS_COUNT = 6;
export const MAX_RECOMMENDED_JOBS = 20;

/**
 * Different names of one city, as a search compares locations: each alias with the name jobs use. A
 * location is compared by its first part ("Pune" of "Pune, Maharashtra"), case-insensitively.
 */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  bengaluru: 'bangalore',
  bombay: 'mumbai',
  'new delhi': 'delhi',
  gurugram: 'gurgaon',
  madras: 'chennai',
  calcutta: 'kolkata',
  cochin: 'kochi',
};

/** One reason of a match, as the API answers it. */
export interface MatchReason {
  kind: MatchReasonKind;
  /** SKILLS: skills of the job the seeker has; EXPERIENCE: the seeker's years. */
  matched?: number | null;
  /** SKILLS: skills the job asks for; EXPERIENCE: the years the job asks for. */
  of?: number | null;
  /** TITLE, CATEGORY, LOCATION, JOB_TYPE: the job's value; SALARY: the job's highest yearly pay in rupees. */
  value?: string | null;
}

/** A reason as a short text for a job card: "3 of 4 skills", "in Pune". */
export function matchReasonText(reason: MatchReason): string {
  switch (reason.kind) {
    case 'SKILLS':
      return `${reason.matched ?? 0} of ${reason.of ?? 0} skills`;
    case 'TITLE':
      return 'Your preferred title';
    case 'CATEGORY':
      return reason.value ?? 'Your category';
    case 'LOCATION':
      return `in ${reason.value ?? ''}`;
    case 'SALARY': {
      const pay = Number(reason.value);
      return Number.isFinite(pay) && pay > 0 ? `Pays up to ${formatRupeesShort(pay)}` : 'Meets your pay';
    }
    case 'JOB_TYPE':
      return reason.value ?? 'Your job type';
    case 'EXPERIENCE':
      return `${reason.of ?? 0}+ years asked, you have ${reason.matched ?? 0}`;
  }
}

/** The score as a card shows it: "87% match". */
export function matchScoreText(score: number): string {
  return `${Math.round(score)}% match`;
}

export const MATCH_MESSAGES = {
  recommendedLimit: `Ask for 1 to ${MAX_RECOMMENDED_JOBS} recommended jobs.`,
} as const;
