import {
  ScreeningAnswerShape,
  screeningQuestionsProblem,
  ScreeningQuestionKind,
  ScreeningQuestionShape,
} from '@hireloop/schema';
import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { ValidateBy } from 'class-validator';

@InputType({ description: 'A screening question with its optional knock-out rule.' })
export class ScreeningQuestionInput implements ScreeningQuestionShape {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of a question the job already asks, to keep it; omit for a new question.',
  })
  id?: string | null;

  @Field(() => ScreeningQuestionKind, { description: 'How it is answered.' })
  kind!: ScreeningQuestionKind;

  @Field({ description: 'The question, 5 to 300 characters.' })
  text!: string;

  @Field({ defaultValue: false, description: 'Whether an answer is required to apply.' })
  required!: boolean;

  @Field(() => [String], { nullable: true, description: 'SINGLE_CHOICE: 2 to 10 distinct options.' })
  options?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'YES_NO knock-out: the answer that passes.' })
  requiredAnswer?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'NUMBER knock-out: the lowest passing answer.' })
  min?: number | null;

  @Field(() => Float, { nullable: true, description: 'NUMBER knock-out: the highest passing answer.' })
  max?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'SINGLE_CHOICE knock-out: the options that pass (some, not all); empty: no rule.',
  })
  acceptedOptions?: string[] | null;
}

@InputType({ description: 'An answer to one of the job’s screening questions.' })
export class ScreeningAnswerInput implements ScreeningAnswerShape {
  @Field(() => ID, { description: 'Id of the question.' })
  questionId!: string;

  @Field({ description: "'yes' or 'no', a number, one of the options, or text (at most 300 characters)." })
  value!: string;
}

/** A job's question list passes the shared rules (libs/schema screeningQuestionsProblem). */
export function IsScreeningQuestionList(): PropertyDecorator {
  let problem: string | null = null;
  return ValidateBy({
    name: 'isScreeningQuestionList',
    validator: {
      validate: (value: unknown) => {
        if (value == null) return true;
        problem = Array.isArray(value)
          ? screeningQuestionsProblem(value as ScreeningQuestionShape[])
          : 'Invalid';
        return !problem;
      },
      defaultMessage: () => problem ?? 'Invalid screening questions',
    },
  });
}
