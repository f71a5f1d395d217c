/** The most skills, positions and colleges a profile holds (the profile form's limits). */
export const PROFILE_MAX_SKILLS = 50;
export const PROFILE_MAX_EXPERIENCES = 20;
export const PROFILE_MAX_COLLEGES = 20;
/** The longest skill name a profile takes. */
export const PROFILE_SKILL_MAX_LENGTH = 60;

/** Reading an uploaded resume and proposing what it found: what the seeker is told. */
export const RESUME_PARSING_MESSAGES = {
  panelTitle: 'Found in your resume',
  pending: "We're reading your resume…",
  noText: "We couldn't find text in this resume (it may be a scan). Add your details by hand.",
  failed: "We couldn't read this resume. Add your details by hand, or upload it again as a PDF.",
  nothingFound: 'We read your resume but found nothing new to add.',
  accepted: 'Added to your profile',
  dismissed: 'Dismissed',
  notFound: 'This suggestion was not found',
  alreadyDecided: 'This suggestion was already accepted or dismissed',
  superseded: 'This suggestion came from an earlier resume',
  tooManySkills: `A profile may have at most ${PROFILE_MAX_SKILLS} skills`,
  tooManyExperiences: `A profile may have at most ${PROFILE_MAX_EXPERIENCES} positions`,
  tooManyColleges: `A profile may have at most ${PROFILE_MAX_COLLEGES} colleges`,
} as const;

/** Where reading the profile's current resume stands. */
export enum ResumeReadingStatus {
  /** The profile has no resume. */
  NONE = 'none',
  /** The resume is queued to be read. */
  PENDING = 'pending',
  /** Read; its proposals are listed. */
  DONE = 'done',
  /** The file has no text to read (a scan): nothing is proposed. */
  NO_TEXT = 'no_text',
  /** The file could not be read (malformed, too complex): nothing is proposed. */
  FAILED = 'failed',
}

export enum ResumeProposalKind {
  SKILL = 'skill',
  EXPERIENCE = 'experience',
  EDUCATION = 'education',
}

export enum ResumeProposalStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DISMISSED = 'dismissed',
}
