// A module of its own: only the recruiter's applicants page loads it.

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
