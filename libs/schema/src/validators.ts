import { MESSAGES, RECRUITER_MESSAGES } from './messages';
import { SEEKER_MESSAGES } from './seeker-messages';
import { EMAIL_MAX_LENGTH, IMAGE_TYPES, OTP_LENGTH, PASSWORD_MIN_LENGTH, POSITIONS_MAX } from './constants';
import { SURVEY_CATEGORIES, SURVEY_JOB_TYPES, SURVEY_SALARY_BANDS, SURVEY_SHIFTS } from './vocabulary';

/**
 * The simple pattern for e-mail addresses: something without spaces or '@', an '@', and a domain with a
 * dot that is neither its first nor its last character. Written so that no two parts can trade
 * characters, it runs in linear time on any input.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Whether a (trimmed) address is at most EMAIL_MAX_LENGTH characters and has the simple pattern. */
export function isEmailAddress(email: string | null | undefined): boolean {
  const value = (email ?? '').trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * E-mail entry everywhere (sign-up, sign-in, forgot password, newsletter, waitlist, settings): required,
 * at most EMAIL_MAX_LENGTH characters (checked before any pattern), then the simple pattern.
 */
export function validateEmail(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  if (!value) return MESSAGES.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH) return MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return null;
}

/** Recruiter login: no 'gmail' (any case) and an '@'. */
export function validateRecruiterLoginEmail(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  if (value.length > EMAIL_MAX_LENGTH) return MESSAGES.emailTooLong;
  if (/gmail/i.test(value) || !value.includes('@')) return MESSAGES.recruiterLoginEmail;
  return null;
}

/** Initials of a company name: first letter of each word. */
export function companyInitials(companyName: string): string {
  return companyName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
    .toLowerCase();
}

/**
 * Recruiter sign-up step 1, checked in the spec's order: company name, organisation ID, no 'gmail', '@',
 * a domain part, and the domain's first label related to the company name (contains the name without
 * spaces, or its initials, or is contained in the name).
 */
export function validateOrganisationEmail(
  companyName: string | null | undefined,
  email: string | null | undefined,
): string | null {
  const company = (companyName ?? '').trim();
  const value = (email ?? '').trim();
  if (!company) return MESSAGES.companyNameRequired;
  if (!value) return MESSAGES.orgIdRequired;
  if (value.length > EMAIL_MAX_LENGTH) return MESSAGES.emailTooLong;
  if (/gmail/i.test(value)) return MESSAGES.orgIdGmail;
  if (!value.includes('@')) return MESSAGES.orgIdFormat;
  const domain = value.split('@')[1] ?? '';
  if (!domain || !domain.includes('.') || domain.startsWith('.')) return MESSAGES.orgIdDomain;
  const label = domain.split('.')[0].toLowerCase();
  const compact = company.toLowerCase().replace(/\s+/g, '');
  const initials = companyInitials(company);
  const related =
    label.includes(compact) ||
    (initials.length > 1 && label.includes(initials)) ||
    (label.length > 1 && compact.includes(label));
  return related ? null : MESSAGES.orgIdCompany;
}

export interface SignupDetails {
  companyName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
  contactNo?: string | null;
}

/** Sign-up completion in the spec's order (company name for recruiters only). */
export function validateSignupDetails(details: SignupDetails, recruiter: boolean): string | null {
  if (recruiter && !(details.companyName ?? '').trim()) return MESSAGES.companyNameRequired;
  if (!(details.firstName ?? '').trim()) return MESSAGES.firstNameRequired;
  if (!(details.lastName ?? '').trim()) return MESSAGES.lastNameRequired;
  if ((details.password ?? '').length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!(details.contactNo ?? '').trim()) return MESSAGES.contactRequired;
  return null;
}

/** A code is exactly six digits. */
export function isOtpCode(code: string | null | undefined): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code ?? '');
}

/** Reset password: new, confirmation, equal, minimum length. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password) return MESSAGES.newPasswordRequired;
  if (!confirm) return MESSAGES.confirmPasswordRequired;
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

/** Admin sign-in form. */
export function validateAdminLogin(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = MESSAGES.adminEmailRequired;
  else if (email.trim().length > EMAIL_MAX_LENGTH) errors.email = MESSAGES.emailTooLong;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = MESSAGES.adminEmailInvalid;
  if (!password) errors.password = MESSAGES.adminPasswordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.adminPasswordTooShort;
  return errors;
}

export interface SurveyAnswers {
  jobTitle?: string | null;
  skills?: string[] | null;
  jobType?: string | null;
  category?: string | null;
  location?: string | null;
  salary?: string | null;
  shift?: string | null;
}

/** The survey's per-step checks in step order; the first failing step's message, or null. */
export function validateSurvey(a: SurveyAnswers): string | null {
  if (!(a.jobTitle ?? '').trim()) return SEEKER_MESSAGES.surveyJobTitle;
  if (!(a.skills ?? []).some((s) => s.trim())) return SEEKER_MESSAGES.surveySkills;
  // The select steps take one of their options; title, location and skills may be typed in.
  const oneOf = (value: string | null | undefined, options: readonly string[]) =>
    options.includes((value ?? '').trim());
  if (!oneOf(a.jobType, SURVEY_JOB_TYPES)) return SEEKER_MESSAGES.surveyJobType;
  if (!oneOf(a.category, SURVEY_CATEGORIES)) return SEEKER_MESSAGES.surveyCategory;
  if (!(a.location ?? '').trim()) return SEEKER_MESSAGES.surveyLocation;
  if (!oneOf(a.salary, SURVEY_SALARY_BANDS)) return SEEKER_MESSAGES.surveySalary;
  if (!oneOf(a.shift, SURVEY_SHIFTS)) return SEEKER_MESSAGES.surveyShift;
  return null;
}

/** Comma-separated skills: split, trimmed, de-duplicated (case-insensitively), empty ones dropped. */
export function splitSkills(text: string | string[] | null | undefined): string[] {
  const parts = Array.isArray(text) ? text : (text ?? '').split(',');
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const skill = raw.trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      out.push(skill);
    }
  }
  return out;
}

export interface CompanyFields {
  name?: string | null;
  industry?: string | null;
  location?: string | null;
  website?: string | null;
  size?: string | null;
  contactNo?: string | null;
  description?: string | null;
}

/** Create company, in the spec's order; `editing` checks only the four required fields of the edit form. */
export function validateCompany(c: CompanyFields, editing = false): string | null {
  const blank = (v?: string | null) => !(v ?? '').trim();
  if (blank(c.name) || blank(c.industry) || blank(c.location) || blank(c.website)) {
    return RECRUITER_MESSAGES.companyRequiredFields;
  }
  if (editing) return null;
  if (blank(c.size)) return RECRUITER_MESSAGES.companySize;
  if (blank(c.contactNo)) return RECRUITER_MESSAGES.companyPhone;
  if (blank(c.description)) return RECRUITER_MESSAGES.companyDescription;
  return null;
}

export interface JobFields {
  job_title?: string | null;
  job_desc?: string | null;
  salary?: string | null;
  location?: string | null;
  job_type?: string | null;
  company_id?: string | null;
  requirements?: string[] | null;
  positions?: number | null;
}

/** The job form's required fields in words, as messages name them. */
export const JOB_FIELD_LABELS: Record<
  'job_title' | 'job_desc' | 'salary' | 'location' | 'job_type' | 'company_id',
  string
> = {
  job_title: 'Job title',
  job_desc: 'Job description',
  salary: 'Salary',
  location: 'Location',
  job_type: 'Job type',
  company_id: 'Company',
};

/** Post job (with company_id) and edit job (without): '{Field in words} is required', requirements, positions 1-1000. */
export function validateJob(j: JobFields, posting: boolean): string | null {
  const required: (keyof typeof JOB_FIELD_LABELS)[] = [
    'job_title',
    'job_desc',
    'salary',
    'location',
    'job_type',
  ];
  if (posting) required.push('company_id');
  for (const field of required) {
    if (!String(j[field] ?? '').trim()) return `${JOB_FIELD_LABELS[field]} is required`;
  }
  if (!(j.requirements ?? []).some((r) => r.trim())) return RECRUITER_MESSAGES.requirementNeeded;
  if (!Number.isInteger(j.positions) || (j.positions ?? 0) < 1) return RECRUITER_MESSAGES.positionsMin;
  if ((j.positions ?? 0) > POSITIONS_MAX) return RECRUITER_MESSAGES.positionsMax;
  return null;
}

/**
 * A picked image as the browser describes it: a PNG, JPEG or WebP of at most `maxBytes`, else the matching
 * message (the server checks the bytes again).
 */
export function validateImage(
  file: { type: string; size: number },
  maxBytes: number,
  messages: { notImage: string; tooLarge: string },
): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return messages.notImage;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}

/**
 * Characters a one-line name (a person's, a company's, a job's title, the platform's) may not hold: control
 * characters (including tabs and line breaks), every format character (Unicode's Cf: the text-direction
 * marks, embeddings, overrides and isolates that make a name display as other letters; zero-width space,
 * word joiner, byte-order mark, soft hyphen, invisible operators, tag characters), the line and paragraph
 * separators (U+2028, U+2029), and the characters that draw nothing though they are not spaces (Hangul
 * fillers, the combining grapheme joiner, Khmer's invisible vowels, Mongolian's variation selectors). The
 * zero-width joiner and non-joiner stay allowed: Indian scripts need them to spell words.
 */
const HIDDEN_IN_NAMES =
  // The combining marks listed draw nothing: each is matched on its own, not as part of a letter.
  // eslint-disable-next-line no-misleading-character-class
  /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFFA0]/u;

/** Whether a name holds a character that is invisible or changes how the text around it displays. */
export function hasHiddenCharacters(text: string | null | undefined): boolean {
  return HIDDEN_IN_NAMES.test(text ?? '');
}

/** The text without the characters `hasHiddenCharacters` finds (for names kept as sent, like a file's). */
export function withoutHiddenCharacters(text: string): string {
  // eslint-disable-next-line no-misleading-character-class -- HIDDEN_IN_NAMES again: marks matched alone
  return text.replace(new RegExp(HIDDEN_IN_NAMES.source, 'gu'), '');
}
