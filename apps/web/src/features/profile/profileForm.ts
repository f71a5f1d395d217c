import { PDF_MAX_BYTES, SEEKER_MESSAGES, splitSkills, validateEmail } from '@hireloop/schema';

import type { ProfileDocumentFieldsFragment, ProfileFieldsFragment, ProfileInput } from '../../gql/graphql';

/** The profile form's e-mail check (the address comes from the account and is read-only). */
export const EMAIL_REQUIRED = 'Email address is required';

export interface ExperienceRow {
  /** Stable React key of the row. */
  key: string;
  company: string;
  jobTitle: string;
  duration: string;
  description: string;
}

export interface CollegeRow {
  key: string;
  collegeName: string;
  degree: string;
  year: string;
  cgpa: string;
}

export interface SchoolFields {
  schoolName: string;
  grade: string;
  percentage: string;
  year: string;
}

/** A document slot: the stored file, a newly chosen one, or a request to delete the stored one. */
export interface DocumentSlot {
  current: ProfileDocumentFieldsFragment | null;
  file: File | null;
  remove: boolean;
}

export type DocumentKind = 'resume' | 'coverLetter';

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  resume: 'Resume',
  coverLetter: 'Cover Letter',
};

export interface ProfileForm {
  firstName: string;
  middleName: string;
  lastName: string;
  contactNo: string;
  /** Read-only: the account's address. */
  email: string;
  bio: string;
  /** Comma-separated, as typed. */
  skills: string;
  resume: DocumentSlot;
  coverLetter: DocumentSlot;
  experiences: ExperienceRow[];
  school: SchoolFields;
  colleges: CollegeRow[];
}

let lastKey = 0;
function newKey(prefix: string): string {
  lastKey += 1;
  return `${prefix}-${lastKey}`;
}

export function emptyExperience(): ExperienceRow {
  return { key: newKey('experience'), company: '', jobTitle: '', duration: '', description: '' };
}

export function emptyCollege(): CollegeRow {
  return { key: newKey('college'), collegeName: '', degree: '', year: '', cgpa: '' };
}

/** The form filled from the saved profile; at least one experience and one college row. */
export function formFromProfile(profile: ProfileFieldsFragment): ProfileForm {
  const experiences = profile.experiences.map((e) => ({ ...emptyExperience(), ...pickExperience(e) }));
  const colleges = profile.colleges.map((c) => ({ ...emptyCollege(), ...pickCollege(c) }));
  return {
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    contactNo: profile.contactNo ?? '',
    email: profile.email,
    bio: profile.bio,
    skills: profile.skills.join(', '),
    resume: { current: profile.resume, file: null, remove: false },
    coverLetter: { current: profile.coverLetter, file: null, remove: false },
    experiences: experiences.length ? experiences : [emptyExperience()],
    school: {
      schoolName: profile.school.schoolName,
      grade: profile.school.grade,
      percentage: profile.school.percentage,
      year: profile.school.year,
    },
    colleges: colleges.length ? colleges : [emptyCollege()],
  };
}

function pickExperience(e: Omit<ExperienceRow, 'key'>): Omit<ExperienceRow, 'key'> {
  return { company: e.company, jobTitle: e.jobTitle, duration: e.duration, description: e.description };
}

function pickCollege(c: Omit<CollegeRow, 'key'>): Omit<CollegeRow, 'key'> {
  return { collegeName: c.collegeName, degree: c.degree, year: c.year, cgpa: c.cgpa };
}

/** The lists of rows the seeker extends, and their rows. */
export interface EntryLists {
  experiences: ExperienceRow;
  colleges: CollegeRow;
}

export type EntryList = keyof EntryLists;

const EMPTY_ENTRY: { [L in EntryList]: () => EntryLists[L] } = {
  experiences: emptyExperience,
  colleges: emptyCollege,
};

/** The rows of a list. */
export function entries<L extends EntryList>(form: ProfileForm, list: L): EntryLists[L][] {
  const lists: { [K in EntryList]: EntryLists[K][] } = form;
  return lists[list];
}

/** Adds an empty row to a list. */
export function addEntry(form: ProfileForm, list: EntryList): ProfileForm {
  return { ...form, [list]: [...entries(form, list), EMPTY_ENTRY[list]()] };
}

/** Removes a row of a list; the last remaining row stays. */
export function removeEntry(form: ProfileForm, list: EntryList, key: string): ProfileForm {
  const rows = entries(form, list);
  if (rows.length <= 1) return form;
  return { ...form, [list]: rows.filter((row) => row.key !== key) };
}

export function updateEntry<L extends EntryList>(
  form: ProfileForm,
  list: L,
  key: string,
  changes: Partial<Omit<EntryLists[L], 'key'>>,
): ProfileForm {
  return {
    ...form,
    [list]: entries(form, list).map((row) => (row.key === key ? { ...row, ...changes } : row)),
  };
}

/** True for a PDF by its type, or by its name when the browser gives no type. */
function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return file.type === 'application/pdf';
  return /\.pdf$/i.test(file.name);
}

/** The check of a chosen document before upload: PDF only, at most 10 MB. Null when it may be sent. */
export function checkPdf(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isPdf(file)) return SEEKER_MESSAGES.pdfOnly;
  if (file.size > PDF_MAX_BYTES) return SEEKER_MESSAGES.pdfTooLarge;
  return null;
}

/** Chooses a new file for a document slot (after `checkPdf` accepted it). */
export function chooseDocument(form: ProfileForm, kind: DocumentKind, file: File): ProfileForm {
  return { ...form, [kind]: { ...form[kind], file, remove: false } };
}

/** Drops a newly chosen file, or marks the stored one for deletion. */
export function removeDocument(form: ProfileForm, kind: DocumentKind): ProfileForm {
  const slot = form[kind];
  if (slot.file) return { ...form, [kind]: { ...slot, file: null } };
  return { ...form, [kind]: { ...slot, remove: slot.current !== null } };
}

/** The save checks in the spec's order: first and last name, then the e-mail. Null when valid. */
export function validateProfileForm(form: ProfileForm): string | null {
  if (!form.firstName.trim() || !form.lastName.trim()) return SEEKER_MESSAGES.profileNamesRequired;
  if (!form.email.trim()) return EMAIL_REQUIRED;
  return validateEmail(form.email);
}

const trim = (value: string) => value.trim();

/** The GraphQL input of the form (rows left entirely blank are dropped by the server). */
export function profileInput(form: ProfileForm): ProfileInput {
  return {
    firstName: trim(form.firstName),
    middleName: trim(form.middleName) || null,
    lastName: trim(form.lastName),
    contactNo: trim(form.contactNo) || null,
    bio: trim(form.bio),
    skills: splitSkills(form.skills),
    experiences: form.experiences.map((row) => ({
      company: trim(row.company),
      jobTitle: trim(row.jobTitle),
      duration: trim(row.duration),
      description: trim(row.description),
    })),
    school: {
      schoolName: trim(form.school.schoolName),
      grade: trim(form.school.grade),
      percentage: trim(form.school.percentage),
      year: trim(form.school.year),
    },
    colleges: form.colleges.map((row) => ({
      collegeName: trim(row.collegeName),
      degree: trim(row.degree),
      year: trim(row.year),
      cgpa: trim(row.cgpa),
    })),
    removeResume: form.resume.remove && !form.resume.file,
    removeCoverLetter: form.coverLetter.remove && !form.coverLetter.file,
  };
}

/** '245 KB' or '1.4 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
