import { KnockoutAction, ScreeningQuestionKind, ScreeningResult } from '@hireloop/schema';
import { Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

registerEnumType(ScreeningQuestionKind, {
  name: 'ScreeningQuestionKind',
  description: 'How a screening question is answered.',
  valuesMap: {
    YES_NO: { description: 'Yes or no.' },
    NUMBER: { description: 'A number, e.g. years of experience.' },
    SINGLE_CHOICE: { description: 'One of 2 to 10 options.' },
    SHORT_TEXT: { description: 'Text of at most 300 characters (no knock-out rule).' },
  },
});

registerEnumType(KnockoutAction, {
  name: 'KnockoutAction',
  description: 'What happens to an application that fails a knock-out rule.',
  valuesMap: {
    FLAG: { description: 'It is flagged for the recruiter and stays in the pipeline.' },
    REJECT: {
      description:
        'It is rejected at once; the applicant is notified 24 hours later (not if the recruiter changes its status meanwhile).',
    },
  },
});

registerEnumType(ScreeningResult, {
  name: 'ScreeningResult',
  description: "The outcome of the job's knock-out rules when the application was sent.",
  valuesMap: {
    NONE: { description: 'The job asked no question with a knock-out rule.' },
    PASSED: { description: 'Every knock-out rule was met.' },
    FAILED: { description: 'At least one knock-out rule was not met.' },
  },
});

/** A question as a job keeps it (jobs.screening_questions). */
export interface StoredScreeningQuestion {
  id: string;
  kind: ScreeningQuestionKind;
  text: string;
  required: boolean;
  options: string[];
  requiredAnswer: boolean | null;
  min: number | null;
  max: number | null;
  acceptedOptions: string[];
}

@ObjectType('ScreeningQuestion', {
  description:
    "A question applicants answer. The knock-out fields are null for anyone but the job's recruiter and administrators.",
})
export class ScreeningQuestionModel {
  @Field(() => ID, { description: 'Stable id of the question (answers name it).' })
  id!: string;

  @Field(() => ScreeningQuestionKind, { description: 'How it is answered.' })
  kind!: ScreeningQuestionKind;

  @Field({ description: 'The question.' })
  text!: string;

  @Field({ description: 'Whether an answer is required to apply.' })
  required!: boolean;

  @Field(() => [String], { description: 'The options of a single-choice question; empty for other kinds.' })
  options!: string[];

  @Field(() => Boolean, {
    nullable: true,
    description: 'Yes/no knock-out: the answer that passes (true: yes); null: no rule.',
  })
  requiredAnswer!: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Number knock-out: the lowest passing answer.' })
  min!: number | null;

  @Field(() => Float, { nullable: true, description: 'Number knock-out: the highest passing answer.' })
  max!: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Single-choice knock-out: the options that pass (empty: no rule).',
  })
  acceptedOptions!: string[] | null;
}

@ObjectType('ScreeningAnswer', {
  description: 'An answer sent with an application, with the question as it was asked then.',
})
export class ScreeningAnswerModel {
  @Field(() => ID, { description: 'Id of the question answered.' })
  questionId!: string;

  @Field(() => ScreeningQuestionKind, { description: 'The kind of question.' })
  kind!: ScreeningQuestionKind;

  @Field({ description: 'The question text when the application was sent.' })
  question!: string;

  @Field({ description: "The answer: 'yes'/'no', a number, an option or text; empty when not answered." })
  value!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the answer met the knock-out rule; null when the question had none.',
  })
  passed!: boolean | null;
}

/**
 * The questions as a job keeps them: trimmed, rules only where their kind has them, ids kept for
 * questions the job already asks (so answers name them) and new ones for the rest.
 */
export function storedQuestions(
  input: readonly {
    id?: string | null;
    kind: ScreeningQuestionKind;
    text: string;
    required?: boolean | null;
    options?: string[] | null;
    requiredAnswer?: boolean | null;
    min?: number | null;
    max?: number | null;
    acceptedOptions?: string[] | null;
  }[],
  existing: readonly StoredScreeningQuestion[],
  newId: () => string,
): StoredScreeningQuestion[] {
  return input.map((q) => {
    const kept = q.id && existing.some((e) => e.id === q.id) ? q.id : null;
    const choice = q.kind === ScreeningQuestionKind.SINGLE_CHOICE;
    const number = q.kind === ScreeningQuestionKind.NUMBER;
    return {
      id: kept ?? newId(),
      kind: q.kind,
      text: q.text.trim(),
      required: !!q.required,
      options: choice ? (q.options ?? []).map((o) => o.trim()) : [],
      requiredAnswer: q.kind === ScreeningQuestionKind.YES_NO ? (q.requiredAnswer ?? null) : null,
      min: number ? (q.min ?? null) : null,
      max: number ? (q.max ?? null) : null,
      acceptedOptions: choice ? (q.acceptedOptions ?? []).map((o) => o.trim()) : [],
    };
  });
}
