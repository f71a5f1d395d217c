import {
  SEEKER_MESSAGES,
  SURVEY_JOB_TITLES,
  SURVEY_LOCATIONS,
  splitSkills,
  validateSurvey,
} from '@hireloop/schema';

/** The choice that opens a free-text field (job title and location). */
export const OTHER = 'Other';

export type SurveyStepKey = 'jobTitle' | 'skills' | 'jobType' | 'category' | 'location' | 'salary' | 'shift';

export interface SurveyStep {
  key: SurveyStepKey;
  /** Progress and summary label, e.g. 'Job Title'. */
  title: string;
  question: string;
}

/** The seven steps, in order. */
export const SURVEY_STEPS: readonly SurveyStep[] = [
  { key: 'jobTitle', title: 'Job Title', question: 'What job title are you looking for?' },
  { key: 'skills', title: 'Skills', question: 'Which skills do you bring?' },
  { key: 'jobType', title: 'Job Type', question: 'What type of job do you prefer?' },
  { key: 'category', title: 'Category', question: 'Which category interests you most?' },
  { key: 'location', title: 'Location', question: 'Where would you like to work?' },
  { key: 'salary', title: 'Salary', question: 'What salary range do you expect?' },
  { key: 'shift', title: 'Shift', question: 'Which shift suits you?' },
];

/** The answers as saved (the PreferenceSurveyInput of the API). */
export interface SurveyAnswers {
  jobTitle: string;
  skills: string[];
  jobType: string;
  category: string;
  location: string;
  salary: string;
  shift: string;
}

/** The survey while it is being answered. */
export interface SurveyDraft {
  /** A listed title, or OTHER with `customJobTitle`. */
  jobTitle: string;
  customJobTitle: string;
  skills: string[];
  jobType: string;
  category: string;
  /** A listed location, or OTHER with `customLocation`. */
  location: string;
  customLocation: string;
  salary: string;
  shift: string;
}

export const EMPTY_DRAFT: SurveyDraft = {
  jobTitle: '',
  customJobTitle: '',
  skills: [],
  jobType: '',
  category: '',
  location: '',
  customLocation: '',
  salary: '',
  shift: '',
};

function listed(options: readonly string[], value: string): boolean {
  return value !== OTHER && options.includes(value);
}

/** The draft of saved answers: a title or location not in the lists becomes OTHER with that text. */
export function draftFromAnswers(saved: SurveyAnswers): SurveyDraft {
  const titleListed = listed(SURVEY_JOB_TITLES, saved.jobTitle);
  const locationListed = listed(SURVEY_LOCATIONS, saved.location);
  return {
    jobTitle: titleListed ? saved.jobTitle : saved.jobTitle ? OTHER : '',
    customJobTitle: titleListed ? '' : saved.jobTitle,
    skills: splitSkills(saved.skills),
    jobType: saved.jobType,
    category: saved.category,
    location: locationListed ? saved.location : saved.location ? OTHER : '',
    customLocation: locationListed ? '' : saved.location,
    salary: saved.salary,
    shift: saved.shift,
  };
}

/** The answers to send: OTHER resolved to the typed text, skills trimmed and de-duplicated. */
export function surveyAnswers(draft: SurveyDraft): SurveyAnswers {
  return {
    jobTitle: (draft.jobTitle === OTHER ? draft.customJobTitle : draft.jobTitle).trim(),
    skills: splitSkills(draft.skills),
    jobType: draft.jobType.trim(),
    category: draft.category.trim(),
    location: (draft.location === OTHER ? draft.customLocation : draft.location).trim(),
    salary: draft.salary.trim(),
    shift: draft.shift.trim(),
  };
}

/** The message of a step that does not validate yet (the spec's per-step texts), else null. */
export function surveyStepError(step: number, draft: SurveyDraft): string | null {
  const answers = surveyAnswers(draft);
  const key = SURVEY_STEPS[step]?.key;
  switch (key) {
    case 'jobTitle':
      return answers.jobTitle ? null : SEEKER_MESSAGES.surveyJobTitle;
    case 'skills':
      return answers.skills.length ? null : SEEKER_MESSAGES.surveySkills;
    case 'jobType':
      return answers.jobType ? null : SEEKER_MESSAGES.surveyJobType;
    case 'category':
      return answers.category ? null : SEEKER_MESSAGES.surveyCategory;
    case 'location':
      return answers.location ? null : SEEKER_MESSAGES.surveyLocation;
    case 'salary':
      return answers.salary ? null : SEEKER_MESSAGES.surveySalary;
    case 'shift':
      return answers.shift ? null : SEEKER_MESSAGES.surveyShift;
    case undefined:
      return null;
    default: {
      const unknown: never = key;
      throw new Error(`Unknown survey step ${String(unknown)}`);
    }
  }
}

/** The first message of the whole survey (all steps in order), else null: checked before submitting. */
export function surveyError(draft: SurveyDraft): string | null {
  return validateSurvey(surveyAnswers(draft));
}

/** 'Step n of 7' and the percent complete (n of 7, rounded). */
export function surveyProgress(step: number): { label: string; percent: number } {
  const total = SURVEY_STEPS.length;
  const n = Math.min(Math.max(step, 0), total - 1) + 1;
  return { label: `Step ${n} of ${total}`, percent: Math.round((n / total) * 100) };
}

/** Adds or removes a skill. */
export function toggleSkill(draft: SurveyDraft, skill: string): SurveyDraft {
  const has = draft.skills.some((s) => s.toLowerCase() === skill.toLowerCase());
  return {
    ...draft,
    skills: has
      ? draft.skills.filter((s) => s.toLowerCase() !== skill.toLowerCase())
      : [...draft.skills, skill],
  };
}

/** Adds comma-separated custom skills: split, trimmed, de-duplicated (with those already chosen). */
export function addCustomSkills(draft: SurveyDraft, text: string): SurveyDraft {
  return { ...draft, skills: splitSkills([...draft.skills, ...splitSkills(text)]) };
}

/** The answers given before `step`, for 'Your Preferences So Far'. */
export function answersSoFar(step: number, draft: SurveyDraft): { title: string; value: string }[] {
  const answers = surveyAnswers(draft);
  return SURVEY_STEPS.slice(0, step)
    .map(({ key, title }) => {
      const value = answers[key];
      return { title, value: Array.isArray(value) ? value.join(', ') : String(value ?? '') };
    })
    .filter((item) => item.value);
}
