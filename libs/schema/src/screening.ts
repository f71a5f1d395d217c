/** Screening questions a job asks its applicants, their knock-out rules and the checks both sides run. */
import { hasHiddenCharacters } from './validators';
import { hasHiddenCharactersInText } from './withdrawal';
import {
  SCREENING_QUESTIONS_MAX,
  SCREENING_QUESTION_MIN_LENGTH,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_OPTIONS_MIN,
  SCREENING_OPTIONS_MAX,
  SCREENING_OPTION_MAX_LENGTH,
  SCREENING_TEXT_ANSWER_MAX_LENGTH,
  SCREENING_NUMBER_LIMIT,
  SCREENING_MESSAGES,
  ScreeningQuestionKind,
  KnockoutAction,
} from './screening-messages';

export { ScreeningQuestionKind, KnockoutAction };

/** The outcome of the knock-out rules for one application. */
export enum ScreeningResult {
  /** The job asked no question with a knock-out rule. */
  NONE = 'NONE',
  PASSED = 'PASSED',
  FAILED = 'FAILED',
}

export const SCREENING_REJECTION_NOTE = 'Automatically rejected: knock-out screening question';

/** A question as the recruiter writes it (and as the job keeps it, with its id). */
export interface ScreeningQuestionShape {
  id?: string | null;
  kind: ScreeningQuestionKind | string;
  text: string;
  required?: boolean | null;
  /** SINGLE_CHOICE only. */
  options?: string[] | null;
  /** YES_NO: the answer that passes; null: no knock-out. */
  requiredAnswer?: boolean | null;
  /** NUMBER: the lowest passing answer. */
  min?: number | null;
  /** NUMBER: the highest passing answer. */
  max?: number | null;
  /** SINGLE_CHOICE: the options that pass; empty or null: no knock-out. */
  acceptedOptions?: string[] | null;
}

/** One answer as the seeker sends it: `value` is 'yes'/'no', a number, an option or text. */
export interface ScreeningAnswerShape {
  questionId: string;
  value: string;
}

const isFiniteNumber = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= SCREENING_NUMBER_LIMIT;

/** Whether a question has a knock-out rule. */
export function hasKnockout(q: ScreeningQuestionShape): boolean {
  switch (q.kind) {
    case ScreeningQuestionKind.YES_NO:
      return q.requiredAnswer === true || q.requiredAnswer === false;
    case ScreeningQuestionKind.NUMBER:
      return q.min != null || q.max != null;
    case ScreeningQuestionKind.SINGLE_CHOICE:
      return !!q.acceptedOptions?.length;
    default:
      return false;
  }
}

/** Options joined for a sentence, each in quotes: “A”, “B” or “C”. */
function quotedList(items: readonly string[]): string {
  const quoted = items.map((item) => `“${item}”`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`
    : quoted.join('');
}

/**
 * A question's knock-out rule in plain words, naming the answers that fail ("Knock-out: fewer than 3"), or
 * null when it has none.
 */
export function knockoutRuleText(q: ScreeningQuestionShape): string | null {
  if (!hasKnockout(q)) return null;
  switch (q.kind) {
    case ScreeningQuestionKind.YES_NO:
      return `Knock-out: answering ${q.requiredAnswer ? 'No' : 'Yes'}`;
    case ScreeningQuestionKind.NUMBER: {
      const fails = [
        ...(q.min != null ? [`fewer than ${q.min}`] : []),
        ...(q.max != null ? [`more than ${q.max}`] : []),
      ];
      return `Knock-out: ${fails.join(' or ')}`;
    }
    case ScreeningQuestionKind.SINGLE_CHOICE: {
      const accepted = q.acceptedOptions ?? [];
      return `Knock-out: answering ${quotedList((q.options ?? []).filter((o) => !accepted.includes(o)))}`;
    }
    default:
      return null;
  }
}

/** The first problem of one question, or null when it is fine. */
export function screeningQuestionProblem(q: ScreeningQuestionShape): string | null {
  if (!Object.values(ScreeningQuestionKind).includes(q.kind as ScreeningQuestionKind)) {
    return SCREENING_MESSAGES.kindUnknown;
  }
  const text = typeof q.text === 'string' ? q.text.trim() : '';
  if (text.length < SCREENING_QUESTION_MIN_LENGTH || text.length > SCREENING_QUESTION_MAX_LENGTH) {
    return SCREENING_MESSAGES.textLength;
  }
  if (hasHiddenCharactersInText(text)) return SCREENING_MESSAGES.hiddenCharacters;
  const isChoice = q.kind === ScreeningQuestionKind.SINGLE_CHOICE;
  if (!isChoice && (q.options?.length || q.acceptedOptions?.length)) {
    return q.options?.length ? SCREENING_MESSAGES.optionsOnlyForChoice : SCREENING_MESSAGES.ruleNotForKind;
  }
  if (q.kind !== ScreeningQuestionKind.YES_NO && q.requiredAnswer != null) {
    return SCREENING_MESSAGES.ruleNotForKind;
  }
  if (q.kind !== ScreeningQuestionKind.NUMBER && (q.min != null || q.max != null)) {
    return SCREENING_MESSAGES.ruleNotForKind;
  }
  if (q.kind === ScreeningQuestionKind.NUMBER) {
    if ((q.min != null && !isFiniteNumber(q.min)) || (q.max != null && !isFiniteNumber(q.max))) {
      return SCREENING_MESSAGES.numberInvalid;
    }
    if (q.min != null && q.max != null && q.min > q.max) return SCREENING_MESSAGES.minAboveMax;
  }
  if (isChoice) {
    const options = (q.options ?? []).map((o) => (typeof o === 'string' ? o.trim() : ''));
    if (options.length < SCREENING_OPTIONS_MIN || options.length > SCREENING_OPTIONS_MAX) {
      return SCREENING_MESSAGES.optionsCount;
    }
    if (options.some((o) => !o || o.length > SCREENING_OPTION_MAX_LENGTH))
      return SCREENING_MESSAGES.optionBlank;
    if (options.some((o) => hasHiddenCharacters(o))) return SCREENING_MESSAGES.hiddenCharacters;
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      return SCREENING_MESSAGES.optionsDuplicate;
    }
    const accepted = (q.acceptedOptions ?? []).map((o) => (typeof o === 'string' ? o.trim() : ''));
    if (accepted.some((a) => !options.includes(a))) return SCREENING_MESSAGES.acceptedUnknown;
    if (accepted.length && new Set(accepted).size >= options.length) return SCREENING_MESSAGES.acceptedAll;
  }
  return null;
}

/** The first problem of a job's question list, or null when it is fine. */
export function screeningQuestionsProblem(questions: readonly ScreeningQuestionShape[]): string | null {
  if (questions.length > SCREENING_QUESTIONS_MAX) return SCREENING_MESSAGES.tooMany;
  const ids = questions.map((q) => q.id).filter((id): id is string => !!id);
  if (new Set(ids).size !== ids.length) return SCREENING_MESSAGES.duplicateId;
  for (const q of questions) {
    const problem = screeningQuestionProblem(q);
    if (problem) return problem;
  }
  return null;
}

/** The problem of one answer's value for its question, or null when it is fine (blank is checked apart). */
export function screeningAnswerProblem(q: ScreeningQuestionShape, value: string): string | null {
  const v = value.trim();
  switch (q.kind) {
    case ScreeningQuestionKind.YES_NO:
      return v === 'yes' || v === 'no' ? null : SCREENING_MESSAGES.answerYesNo;
    case ScreeningQuestionKind.NUMBER:
      return /^-?\d+(?:\.\d+)?$/.test(v) && isFiniteNumber(Number(v))
        ? null
        : SCREENING_MESSAGES.answerNumber;
    case ScreeningQuestionKind.SINGLE_CHOICE:
      return (q.options ?? []).includes(v) ? null : SCREENING_MESSAGES.answerChoice;
    default:
      if (hasHiddenCharactersInText(v)) return SCREENING_MESSAGES.hiddenCharacters;
      return v.length <= SCREENING_TEXT_ANSWER_MAX_LENGTH ? null : SCREENING_MESSAGES.answerTextLength;
  }
}

/** The first problem of a seeker's answers to a job's questions, or null when they are fine. */
export function screeningAnswersProblem(
  questions: readonly ScreeningQuestionShape[],
  answers: readonly ScreeningAnswerShape[],
): string | null {
  const seen = new Set<string>();
  for (const a of answers) {
    if (seen.has(a.questionId)) return SCREENING_MESSAGES.answerDuplicate;
    seen.add(a.questionId);
    if (!questions.some((q) => q.id === a.questionId)) return SCREENING_MESSAGES.answerUnknownQuestion;
  }
  for (const q of questions) {
    const value = answers.find((a) => a.questionId === q.id)?.value?.trim() ?? '';
    if (!value) {
      if (q.required) return SCREENING_MESSAGES.answerRequired;
      continue;
    }
    const problem = screeningAnswerProblem(q, value);
    if (problem) return problem;
  }
  return null;
}

/** Whether a (valid, not blank) answer passes its question's knock-out rule; a blank answer to an optional question passes. */
export function passesKnockout(q: ScreeningQuestionShape, value: string): boolean {
  const v = value.trim();
  if (!v || !hasKnockout(q)) return true;
  switch (q.kind) {
    case ScreeningQuestionKind.YES_NO:
      return (v === 'yes') === q.requiredAnswer;
    case ScreeningQuestionKind.NUMBER: {
      const n = Number(v);
      return (q.min == null || n >= q.min) && (q.max == null || n <= q.max);
    }
    case ScreeningQuestionKind.SINGLE_CHOICE:
      return (q.acceptedOptions ?? []).includes(v);
    default:
      return true;
  }
}
