// Notes, ratings and the CSV downloads of the recruiter and admin tables.

/** Characters of one private note on an applicant. */
export const APPLICANT_NOTE_MAX_LENGTH = 2000;

/** Notes one applicant may have. */
export const APPLICANT_NOTES_MAX = 100;

/** The lowest and highest rating a recruiter gives an applicant (whole stars). */
export const APPLICANT_RATING_MIN = 1;
export const APPLICANT_RATING_MAX = 5;

/** Notes and ratings on applicants: the confirmations and refusals. */
export const APPLICANT_NOTE_MESSAGES = {
  noteAdded: 'Note added',
  noteUpdated: 'Note updated',
  noteDeleted: 'Note deleted',
  rated: 'Rating saved',
  ratingCleared: 'Rating cleared',
  noteEmpty: 'Write something in the note',
  noteTooLong: `A note may be at most ${APPLICANT_NOTE_MAX_LENGTH} characters`,
  noteHidden: 'A note may not contain control, invisible or text-direction characters',
  noteNotFound: 'Note not found',
  tooManyNotes: `An applicant can have at most ${APPLICANT_NOTES_MAX} notes`,
  notAuthor: 'Only the author of a note can change or delete it',
  ratingRange: `A rating is a whole number from ${APPLICANT_RATING_MIN} to ${APPLICANT_RATING_MAX}`,
} as const;

/** The admin tables that download as CSV. */
export const ADMIN_EXPORT_TABLES = ['jobs', 'companies', 'seekers', 'applications'] as const;
export type AdminExportTable = (typeof ADMIN_EXPORT_TABLES)[number];

/** Query text of an export's filters, leaving out the empty ones ('' when none). */
function exportQuery(filters: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The CSV download of a job's applicants. */
export function applicantsCsvPath(jobId: string): string {
  return `/api/v1/recruiter/jobs/${encodeURIComponent(jobId)}/applicants.csv`;
}

/** The CSV download of the candidates search (keyword, availability as the search takes them). */
export function candidatesCsvPath(filters: {
  keyword?: string | null;
  availability?: string | null;
}): string {
  return `/api/v1/recruiter/candidates.csv${exportQuery(filters)}`;
}

/** The CSV download of an admin table, searched and sorted as shown. */
export function adminCsvPath(
  table: AdminExportTable,
  filters: { search?: string | null; sortBy?: string | null; sortDir?: string | null },
): string {
  return `/api/v1/admin/${table}.csv${exportQuery(filters)}`;
}
