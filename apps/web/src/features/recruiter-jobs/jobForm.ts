import {
  JOB_DEFAULTS,
  JOB_FIELD_LABELS,
  RECRUITER_MESSAGES,
  splitSkills,
  validateJob,
} from '@hireloop/schema';

import type { JobInput, JobStatus, RecruiterJobQuery } from '../../gql/graphql';

/** One requirement row; the key keeps its input when rows above it are removed. */
export interface RequirementRow {
  key: string;
  text: string;
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
  status: JobStatus;
}

export type JobField = Exclude<keyof JobFormValues, 'status'>;

/** The rupee sign the salary field starts with. */
export const SALARY_PREFIX = '₹';

let nextRow = 0;

/** A new requirement row. */
export function requirementRow(text = ''): RequirementRow {
  nextRow += 1;
  return { key: `requirement-${nextRow}`, text };
}

/** A blank Post New Job form with the spec's defaults (Full-time, Day, active, 1 position, '₹'). */
export function emptyJobForm(companyId = ''): JobFormValues {
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
    status: 'ACTIVE',
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
    status: job.status,
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
}

/**
 * The form's checks in the spec's order before anything is sent: '{Field} is required' (job_title,
 * job_desc, salary, location, job_type, and company_id when posting), one non-blank requirement,
 * positions from 1 to 1000.
 */
export function checkJobForm(values: JobFormValues, posting: boolean): JobFormProblem | null {
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
  if (!message) return null;
  if (message === RECRUITER_MESSAGES.requirementNeeded) return { message, field: 'requirements' };
  if (message === RECRUITER_MESSAGES.positionsMin || message === RECRUITER_MESSAGES.positionsMax)
    return { message, field: 'positions' };
  const field = FIELD_OF[message.replace(/ is required$/, '')] ?? 'title';
  return { message, field };
}

/** What is sent: trimmed text, blank requirements dropped, skills split, 'Other' when no category. */
export function toJobInput(values: JobFormValues, posting: boolean): JobInput {
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
  };
  if (!posting) input.status = values.status;
  return input;
}
