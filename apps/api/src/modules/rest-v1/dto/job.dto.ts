import { JobStatus, splitSkills } from '@hireloop/schema';
import { validated } from '../../../common/validated';
import { JobInput } from '../../jobs/dto/job.input';
import { Fields, text, textList } from './fields';

/** A whole number written in digits (a JSON number or a string of digits); anything else fails validation. */
/** A closing date as ISO text (or a JSON number of milliseconds); anything else fails validation. */
function dateOf(v: unknown): Date | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'string' || typeof v === 'number') return new Date(v);
  return new Date(Number.NaN);
}

function wholeNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  return typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
}

/**
 * The legacy job form (`job_title`, `job_desc`, `job_status` or `status`, requirements as a list or one per
 * line, skills as a list or comma-separated, `valid_through` as ISO text) as JobInput, with the form's
 * defaults.
 */
export function legacyJobInput(body: Fields): Promise<JobInput> {
  const requirements = Array.isArray(body.requirements)
    ? textList(body.requirements)
    : text(body.requirements)
        .split('\n')
        .map((s) => s.trim());
  const skills = Array.isArray(body.skills) ? textList(body.skills) : text(body.skills);
  const status = text(body.job_status ?? body.status).trim();
  return validated(JobInput, {
    title: text(body.job_title),
    description: text(body.job_desc),
    requirements,
    skills: splitSkills(skills),
    salary: text(body.salary),
    location: text(body.location),
    jobType: text(body.job_type) || 'Full-time',
    category: text(body.category) || 'Other',
    positions: body.positions === undefined || body.positions === '' ? 1 : wholeNumber(body.positions),
    shift: text(body.shift) || 'Day',
    status: (status as JobStatus) || null,
    validThrough: dateOf(body.valid_through),
  });
}
