/**
 * The limits and messages of screening questions, apart from their checks: what a page shows needs no
 * more than these.
 */
export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_QUESTION_MIN_LENGTH = 5;
export const SCREENING_QUESTION_MAX_LENGTH = 300;
export const SCREENING_OPTIONS_MIN = 2;
export const SCREENING_OPTIONS_MAX = 10;
export const SCREENING_OPTION_MAX_LENGTH = 100;
export const SCREENING_TEXT_ANSWER_MAX_LENGTH = 300;
/** The largest magnitude of a number answer or bound. */
export const SCREENING_NUMBER_LIMIT = 1_000_000_000;
/** How long after an automatic knock-out rejection its applicant is told. */
export const SCREENING_REJECTION_DELAY_MS = 24 * 60 * 60 * 1000;

export const SCREENING_MESSAGES = {
  tooMany: `A job may ask at most ${SCREENING_QUESTIONS_MAX} screening questions`,
  textLength: `A screening question must be ${SCREENING_QUESTION_MIN_LENGTH} to ${SCREENING_QUESTION_MAX_LENGTH} characters long`,
  kindUnknown: 'Choose the kind of each screening question',
  optionsCount: `A single-choice question needs ${SCREENING_OPTIONS_MIN} to ${SCREENING_OPTIONS_MAX} options`,
  optionBlank: `Each option must be 1 to ${SCREENING_OPTION_MAX_LENGTH} characters long`,
  optionsDuplicate: 'The options of a question must differ',
  optionsOnlyForChoice: 'Only single-choice questions have options',
  acceptedUnknown: 'Accepted options must be among the question’s options',
  acceptedEmpty: 'Accept at least one option, or none to have no knock-out rule',
  acceptedAll: 'Accepting every option is no knock-out rule; leave the accepted options empty',
  minAboveMax: 'The minimum must not be above the maximum',
  numberInvalid: `Numbers must be between -${SCREENING_NUMBER_LIMIT} and ${SCREENING_NUMBER_LIMIT}`,
  ruleNotForKind: 'This kind of question cannot have that knock-out rule',
  duplicateId: 'Two screening questions have the same id',
  answerRequired: 'Please answer every required screening question',
  answerUnknownQuestion: 'An answer names a question the job does not ask',
  answerDuplicate: 'Answer each screening question once',
  answerYesNo: 'Answer yes or no',
  answerNumber: 'Answer with a number',
  answerChoice: 'Choose one of the options',
  answerTextLength: `Answers may be at most ${SCREENING_TEXT_ANSWER_MAX_LENGTH} characters`,
  legacyApply: 'This job asks screening questions. Please apply on the website.',
  hiddenCharacters:
    'Screening questions, options and answers may not hold invisible or text-direction characters',
} as const;

/** Hours between an automatic knock-out rejection and its notice, as pages word it. */
export const SCREENING_REJECTION_DELAY_HOURS = Math.round(SCREENING_REJECTION_DELAY_MS / (60 * 60 * 1000));

/** The kinds of screening question. */
export enum ScreeningQuestionKind {
  YES_NO = 'YES_NO',
  NUMBER = 'NUMBER',
  SINGLE_CHOICE = 'SINGLE_CHOICE',
  SHORT_TEXT = 'SHORT_TEXT',
}

/** What happens to an application that fails a knock-out rule. */
export enum KnockoutAction {
  /** The application is flagged for the recruiter and stays pending. */
  FLAG = 'FLAG',
  /** The application is rejected at once; its applicant is told after SCREENING_REJECTION_DELAY_MS. */
  REJECT = 'REJECT',
}

/** The name of each kind of screening question (the job form's choices, the recruiter's job page). */
export const SCREENING_KIND_LABELS = {
  YES_NO: 'Yes / No',
  NUMBER: 'Number',
  SINGLE_CHOICE: 'Single choice',
  SHORT_TEXT: 'Short text',
} as const satisfies Record<ScreeningQuestionKind, string>;

/** The words of the job form's screening section that the recruiter's job page repeats. */
export const SCREENING_LABELS = {
  section: 'Screening questions',
  required: 'Required',
  optional: 'Optional',
  knockoutAction: 'Applicants who fail a knock-out question',
} as const;

/** What the job does to applicants who fail a knock-out rule. */
export const KNOCKOUT_ACTION_LABELS = {
  FLAG: 'Only flag them',
  REJECT: `Reject them automatically (they are told ${SCREENING_REJECTION_DELAY_HOURS} hours later)`,
} as const satisfies Record<KnockoutAction, string>;
