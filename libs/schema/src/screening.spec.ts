import { SCREENING_MESSAGES } from './screening-messages';
import {
  knockoutRuleText,
  passesKnockout,
  screeningAnswerProblem,
  screeningAnswersProblem,
  screeningQuestionProblem,
  ScreeningQuestionKind,
  screeningQuestionsProblem,
} from './screening';

const years = { id: 'q1', kind: ScreeningQuestionKind.NUMBER, text: 'Years of Go?', required: true, min: 3 };
const notice = {
  id: 'q2',
  kind: ScreeningQuestionKind.SINGLE_CHOICE,
  text: 'Notice period?',
  options: ['Immediate', '30 days', '90 days'],
  acceptedOptions: ['Immediate'],
};

describe('screening question rules (shared by the job form and the API)', () => {
  it('accepts a valid list and names the first problem of a bad one', () => {
    expect(screeningQuestionsProblem([years, notice])).toBeNull();
    expect(screeningQuestionsProblem([{ ...years, text: 'Go?' }])).toBe(SCREENING_MESSAGES.textLength);
    expect(screeningQuestionsProblem([{ ...years, max: 1 }])).toBe(SCREENING_MESSAGES.minAboveMax);
    expect(screeningQuestionsProblem([{ ...notice, options: ['A'] }])).toBe(SCREENING_MESSAGES.optionsCount);
    expect(screeningQuestionsProblem([{ ...notice, acceptedOptions: notice.options }])).toBe(
      SCREENING_MESSAGES.acceptedAll,
    );
    expect(screeningQuestionsProblem(Array.from({ length: 11 }, () => ({ ...years, id: null })))).toBe(
      SCREENING_MESSAGES.tooMany,
    );
  });

  it('checks answers by kind and requires the required ones', () => {
    expect(screeningAnswersProblem([years, notice], [{ questionId: 'q1', value: '4' }])).toBeNull();
    expect(screeningAnswersProblem([years], [])).toBe(SCREENING_MESSAGES.answerRequired);
    expect(screeningAnswersProblem([years], [{ questionId: 'q1', value: '4 years' }])).toBe(
      SCREENING_MESSAGES.answerNumber,
    );
    expect(
      screeningAnswersProblem(
        [years, notice],
        [
          { questionId: 'q1', value: '4' },
          { questionId: 'q2', value: 'Soon' },
        ],
      ),
    ).toBe(SCREENING_MESSAGES.answerChoice);
  });

  it('refuses invisible and text-direction characters in questions, options and text answers', () => {
    const text = { id: 'q', kind: ScreeningQuestionKind.SHORT_TEXT, text: 'Why this role?', required: true };
    expect(screeningQuestionProblem({ ...text, text: 'Why this \u202Erole?' })).toBe(
      SCREENING_MESSAGES.hiddenCharacters,
    );
    const choice = {
      id: 'c',
      kind: ScreeningQuestionKind.SINGLE_CHOICE,
      text: 'Where do you want to work?',
      required: true,
      options: ['Onsite', 'Remote\u202Etisno'],
    };
    expect(screeningQuestionProblem(choice)).toBe(SCREENING_MESSAGES.hiddenCharacters);
    expect(screeningAnswerProblem(text, 'fine\u202Eenif')).toBe(SCREENING_MESSAGES.hiddenCharacters);
    expect(screeningAnswerProblem(text, 'a\u200Bb')).toBe(SCREENING_MESSAGES.hiddenCharacters);
    expect(screeningAnswerProblem(text, 'a\u0007b')).toBe(SCREENING_MESSAGES.hiddenCharacters);
    // Line breaks and Indian scripts' joiners are text.
    expect(screeningAnswerProblem(text, 'first line\nsecond line')).toBeNull();
    expect(screeningAnswerProblem(text, 'क्\u200Dष')).toBeNull();
  });

  it('evaluates knock-out rules', () => {
    expect(passesKnockout(years, '3')).toBe(true);
    expect(passesKnockout(years, '2.5')).toBe(false);
    expect(passesKnockout(notice, '30 days')).toBe(false);
    expect(passesKnockout(notice, 'Immediate')).toBe(true);
  });

  it('words knock-out rules by the answers that fail', () => {
    expect(knockoutRuleText(years)).toBe('Knock-out: fewer than 3');
    expect(knockoutRuleText({ ...years, min: null, max: 40 })).toBe('Knock-out: more than 40');
    expect(knockoutRuleText({ ...years, min: 2.5, max: 40 })).toBe(
      'Knock-out: fewer than 2.5 or more than 40',
    );
    expect(knockoutRuleText(notice)).toBe('Knock-out: answering “30 days” or “90 days”');
    expect(knockoutRuleText({ ...notice, acceptedOptions: ['Immediate', '30 days'] })).toBe(
      'Knock-out: answering “90 days”',
    );
    const yesNo = { id: 'q3', kind: ScreeningQuestionKind.YES_NO, text: 'Can you work from Pune?' };
    expect(knockoutRuleText({ ...yesNo, requiredAnswer: true })).toBe('Knock-out: answering No');
    expect(knockoutRuleText({ ...yesNo, requiredAnswer: false })).toBe('Knock-out: answering Yes');
    expect(knockoutRuleText(yesNo)).toBeNull();
    expect(knockoutRuleText({ ...years, min: null })).toBeNull();
    expect(knockoutRuleText({ ...notice, acceptedOptions: [] })).toBeNull();
  });
});
