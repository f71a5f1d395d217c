import {
  defaultValidThrough,
  JOB_DEFAULTS,
  JOB_EXPIRY_MESSAGES,
  JOB_FIELD_LABELS,
  JOB_VALIDITY_MAX_DAYS,
  hasKnockout,
  RECRUITER_MESSAGES,
  SCREENING_OPTIONS_MIN,
  screeningQuestionProblem,
  screeningQuestionsProblem,
  splitSkills,
  validateJob,
  validThroughProblem,
} from '@hireloop/schema';

import type {
  JobInput,
  JobStatus,
  KnockoutAction,
  RecruiterJobQuery,
  ScreeningQuestionKind,
} from '../../gql/graphql';

/** One requirement row; the key keeps its input when rows above it are removed. */
export interface RequirementRow {
  key: string;
  text: string;
}

/** One option of a single-choice question; the key keeps its input and its "passes" box when it is edited. */
export interface OptionRow {
  key: string;
  text: string;
}

/**
 * One screening question as the form edits it. Every kind's inputs are kept while the kind changes;
 * only those of the chosen kind are checked and sent.
 */
export interface ScreeningQuestionRow {
  key: string;
  /** The stored question's id (editing), sent back so that the job keeps it. */
  id: string | null;
  kind: ScreeningQuestionKind;
  text: string;
  required: boolean;
  /** SINGLE_CHOICE. */
  options: OptionRow[];
  /** SINGLE_CHOICE knock-out: the keys of the options that pass. */
  acceptedKeys: string[];
  /** YES_NO knock-out: the answer that passes, or '' for no rule. */
  requiredAnswer: '' | 'yes' | 'no';
  /** NUMBER knock-out bounds as typed; blank for none. */
  min: string;
  max: string;
}

/** The Post New Job and edit job form. */
export interface JobFormValues {
  companyId: string;
  title: string;
  description: string;
  requirements: RequirementRow[];
  /** Comma separated. */
  skills: string;
  salary: string;
  location: string;
  jobType: string;
  shift: string;
  category: string;
  /** As typed; a whole number of at least 1 is sent. */
  positions: string;
  /** The closing day, 'YYYY-MM-DD' in the browser's time zone. */
  validThrough: string;
  /** Editing: the stored closing moment (ISO), sent back as it is while its day is unchanged. */
  storedValidThrough: string | null;
  status: JobStatus;
  screeningQuestions: ScreeningQuestionRow[];
  /** What a failed knock-out rule does; sent only while some question has a rule. */
  knockoutAction: KnockoutAction;
}

export type JobField = Exclude<keyof JobFormValues, 'status' | 'storedValidThrough'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Kept off the latest allowed moment, so that a slightly slow or skewed clock does not exceed it. */
const LATEST_MARGIN_MS = 5 * 60 * 1000;

/** A moment's day, 'YYYY-MM-DD', in the browser's time zone. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last day a closing date may fall on (JOB_VALIDITY_MAX_DAYS from now). */
export function latestClosingDay(now: Date = new Date()): string {
  return dayOf(new Date(now.getTime() + JOB_VALIDITY_MAX_DAYS * DAY_MS));
}

/**
 * When a job picked to close on `day` stops taking applications: the end of that day in the browser's
 * time zone; on the last allowed day, the latest allowed moment instead. Null when `day` is no date.
 */
export function closingMoment(day: string, now: Date = new Date()): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!parts) return null;
  const end = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 23, 59, 59);
  if (Number.isNaN(end.getTime())) return null;
  const latest = now.getTime() + JOB_VALIDITY_MAX_DAYS * DAY_MS - LATEST_MARGIN_MS;
  return day === latestClosingDay(now) && end.getTime() > latest ? new Date(latest) : end;
}

/** Whether the form keeps the stored closing date (editing, its day unchanged). */
function keepsStoredDate(values: JobFormValues): boolean {
  return !!values.storedValidThrough && dayOf(new Date(values.storedValidThrough)) === values.validThrough;
}

/** The rupee sign the salary field starts with. */
export const SALARY_PREFIX = '₹';

let nextRow = 0;

/** A new requirement row. */
export function requirementRow(text = ''): RequirementRow {
  nextRow += 1;
  return { key: `requirement-${nextRow}`, text };
}

/** A new option row. */
export function optionRow(text = ''): OptionRow {
  nextRow += 1;
  return { key: `option-${nextRow}`, text };
}

/** A new screening question row of `kind` (a single-choice one starts with two blank options). */
export function screeningQuestionRow(kind: ScreeningQuestionKind = 'YES_NO'): ScreeningQuestionRow {
  nextRow += 1;
  return {
    key: `question-${nextRow}`,
    id: null,
    kind,
    text: '',
    required: false,
    options: Array.from({ length: SCREENING_OPTIONS_MIN }, () => optionRow()),
    acceptedKeys: [],
    requiredAnswer: '',
    min: '',
    max: '',
  };
}

type StoredQuestion = RecruiterJobQuery['job']['screeningQuestions'][number];

/** The form row of a stored question. */
function questionRowFrom(question: StoredQuestion): ScreeningQuestionRow {
  const options = question.options.map((text) => optionRow(text));
  const accepted = question.acceptedOptions ?? [];
  const bound = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    ...screeningQuestionRow(question.kind),
    id: question.id,
    text: question.text,
    required: question.required,
    ...(options.length ? { options } : {}),
    acceptedKeys: options.filter((o) => accepted.includes(o.text)).map((o) => o.key),
    requiredAnswer: question.requiredAnswer == null ? '' : question.requiredAnswer ? 'yes' : 'no',
    min: bound(question.min),
    max: bound(question.max),
  };
}

/** A question as sent: trimmed text and only the chosen kind's options and knock-out rule. */
export interface ScreeningQuestionSent {
  id?: string;
  kind: ScreeningQuestionKind;
  text: string;
  required: boolean;
  options?: string[];
  requiredAnswer?: boolean;
  min?: number;
  max?: number;
  acceptedOptions?: string[];
}

/** A blank bound is no bound; anything else not a number is sent to the checks as NaN. */
function boundNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed) : undefined;
}

/** What one question row sends (and what the shared checks look at). */
export function screeningQuestionInput(row: ScreeningQuestionRow): ScreeningQuestionSent {
  const sent: ScreeningQuestionSent = { kind: row.kind, text: row.text.trim(), required: row.required };
  if (row.id) sent.id = row.id;
  if (row.kind === 'YES_NO' && row.requiredAnswer) sent.requiredAnswer = row.requiredAnswer === 'yes';
  if (row.kind === 'NUMBER') {
    const min = boundNumber(row.min);
    const max = boundNumber(row.max);
    if (min !== undefined) sent.min = min;
    if (max !== undefined) sent.max = max;
  }
  if (row.kind === 'SINGLE_CHOICE') {
    sent.options = row.options.map((o) => o.text.trim());
    const accepted = row.options.filter((o) => row.acceptedKeys.includes(o.key)).map((o) => o.text.trim());
    if (accepted.length) sent.acceptedOptions = accepted;
  }
  return sent;
}

/** Whether some question of the form has a knock-out rule (then the knock-out action is asked). */
export function formHasKnockout(values: Pick<JobFormValues, 'screeningQuestions'>): boolean {
  return values.screeningQuestions.some((row) => hasKnockout(screeningQuestionInput(row)));
}

/** A blank Post New Job form with the spec's defaults (Full-time, Day, active, 1 position, '₹'). */
export function emptyJobForm(companyId = '', now: Date = new Date()): JobFormValues {
  return {
    companyId,
    title: '',
    description: '',
    requirements: [requirementRow()],
    skills: '',
    salary: SALARY_PREFIX,
    location: '',
    jobType: JOB_DEFAULTS.jobType,
    shift: JOB_DEFAULTS.shift,
    category: '',
    positions: String(JOB_DEFAULTS.positions),
    validThrough: dayOf(defaultValidThrough(now)),
    storedValidThrough: null,
    status: 'ACTIVE',
    screeningQuestions: [],
    knockoutAction: 'FLAG',
  };
}

/** The edit form filled from a stored job. */
export function jobFormFrom(job: RecruiterJobQuery['job']): JobFormValues {
  const requirements = job.requirements.length ? job.requirements : [''];
  return {
    companyId: job.company.id,
    title: job.title,
    description: job.description,
    requirements: requirements.map((text) => requirementRow(text)),
    skills: job.skills.join(', '),
    salary: job.salary || SALARY_PREFIX,
    location: job.location,
    jobType: job.jobType || JOB_DEFAULTS.jobType,
    shift: job.shift || JOB_DEFAULTS.shift,
    category: job.category,
    positions: String(job.positions),
    validThrough: dayOf(new Date(job.validThrough)),
    storedValidThrough: job.validThrough,
    status: job.status,
    screeningQuestions: job.screeningQuestions.map(questionRowFrom),
    knockoutAction: job.knockoutAction ?? 'FLAG',
  };
}

/** The salary as sent: blank when only the rupee sign is there. */
function salaryText(salary: string): string {
  const text = salary.trim();
  return text === SALARY_PREFIX ? '' : text;
}

function positionsNumber(positions: string): number {
  const text = positions.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The words of '{Field} is required', mapped to the form's inputs. */
const FIELD_OF: Record<string, JobField> = {
  [JOB_FIELD_LABELS.job_title]: 'title',
  [JOB_FIELD_LABELS.job_desc]: 'description',
  [JOB_FIELD_LABELS.salary]: 'salary',
  [JOB_FIELD_LABELS.location]: 'location',
  [JOB_FIELD_LABELS.job_type]: 'jobType',
  [JOB_FIELD_LABELS.company_id]: 'companyId',
};

export interface JobFormProblem {
  /** The message in words, e.g. 'Job title is required'. */
  message: string;
  /** The input to point at. */
  field: JobField;
  /** For a screening question's problem: the question's place in the list (from 0), when it is one question's. */
  question?: number;
}

/** The first problem of the screening questions, placed at the question it belongs to. */
function screeningProblem(values: JobFormValues): JobFormProblem | null {
  const sent = values.screeningQuestions.map(screeningQuestionInput);
  const message = screeningQuestionsProblem(sent);
  if (!message) return null;
  const index = sent.findIndex((q) => screeningQuestionProblem(q) === message);
  return index < 0
    ? { message, field: 'screeningQuestions' }
    : { message, field: 'screeningQuestions', question: index };
}

/**
 * The form's checks in the spec's order before anything is sent: '{Field} is required' (job_title,
 * job_desc, salary, location, job_type, and company_id when posting), one non-blank requirement,
 * positions from 1 to 1000; then the closing date: after now and at most 90 days away (a stored one kept
 * as it is passes); last the screening questions (the shared checks, the first failing question named).
 */
export function checkJobForm(
  values: JobFormValues,
  posting: boolean,
  now: Date = new Date(),
): JobFormProblem | null {
  const message = validateJob(
    {
      job_title: values.title,
      job_desc: values.description,
      salary: salaryText(values.salary),
      location: values.location,
      job_type: values.jobType,
      company_id: values.companyId,
      requirements: values.requirements.map((row) => row.text),
      positions: positionsNumber(values.positions),
    },
    posting,
  );
  if (!message) {
    if (!keepsStoredDate(values)) {
      const closing = closingMoment(values.validThrough, now);
      const problem = closing ? validThroughProblem(closing, now) : JOB_EXPIRY_MESSAGES.validThroughInvalid;
      if (problem) return { message: problem, field: 'validThrough' };
    }
    return screeningProblem(values);
  }
  if (message === RECRUITER_MESSAGES.requirementNeeded) return { message, field: 'requirements' };
  if (message === RECRUITER_MESSAGES.positionsMin || message === RECRUITER_MESSAGES.positionsMax)
    return { message, field: 'positions' };
  const field = FIELD_OF[message.replace(/ is required$/, '')] ?? 'title';
  return { message, field };
}

/**
 * What is sent: trimmed text, blank requirements dropped, skills split, 'Other' when no category, the
 * closing day's moment (or the stored one when its day is unchanged), the screening questions in order
 * (stored ones with their ids; none when posting without any) and, while some question has a knock-out rule, the knock-out action.
 */
export function toJobInput(values: JobFormValues, posting: boolean, now: Date = new Date()): JobInput {
  const input: JobInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    requirements: values.requirements.map((row) => row.text.trim()).filter(Boolean),
    skills: splitSkills(values.skills),
    salary: salaryText(values.salary),
    location: values.location.trim(),
    jobType: values.jobType,
    shift: values.shift,
    category: values.category.trim() || 'Other',
    positions: positionsNumber(values.positions),
    validThrough: keepsStoredDate(values)
      ? values.storedValidThrough
      : (closingMoment(values.validThrough, now)?.toISOString() ?? null),
  };
  // Editing always sends the list, so that removing every question removes them from the job.
  if (!posting || values.screeningQuestions.length)
    input.screeningQuestions = values.screeningQuestions.map(screeningQuestionInput);
  if (formHasKnockout(values)) input.knockoutAction = values.knockoutAction;
  if (!posting) input.status = values.status;
  return input;
}
