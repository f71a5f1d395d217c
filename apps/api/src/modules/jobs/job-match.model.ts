import { MATCH_REASON_KINDS, MATCH_WEIGHTS, type MatchReasonKind } from '@hireloop/schema';
import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

/** The kinds of reason of a match, as a GraphQL enum (the values of MATCH_REASON_KINDS). */
export const MatchReasonKindEnum = Object.fromEntries(MATCH_REASON_KINDS.map((k) => [k, k])) as {
  [K in MatchReasonKind]: K;
};

registerEnumType(MatchReasonKindEnum, {
  name: 'MatchReasonKind',
  description: 'What of the seeker a job meets.',
  valuesMap: {
    SKILLS: {
      description: `Skills the job asks for that the seeker has (up to ${MATCH_WEIGHTS.SKILLS} points).`,
    },
    TITLE: { description: `The preferred title's words are in the job's title (${MATCH_WEIGHTS.TITLE}).` },
    CATEGORY: { description: `The preferred category (${MATCH_WEIGHTS.CATEGORY}).` },
    LOCATION: {
      description: `The preferred city, or a remote job for a seeker preferring remote (${MATCH_WEIGHTS.LOCATION}).`,
    },
    SALARY: { description: `Pays at least the expected salary (${MATCH_WEIGHTS.SALARY}).` },
    JOB_TYPE: { description: `The preferred job type (${MATCH_WEIGHTS.JOB_TYPE}).` },
    EXPERIENCE: {
      description: `The seeker has the years of experience the job asks for (${MATCH_WEIGHTS.EXPERIENCE}).`,
    },
  },
});

@ObjectType({ description: 'One reason a job matches the seeker.' })
export class MatchReasonModel {
  @Field(() => MatchReasonKindEnum, { description: 'What matches.' })
  kind!: MatchReasonKind;

  @Field(() => Int, {
    nullable: true,
    description: "SKILLS: the job's skills the seeker has; EXPERIENCE: the seeker's years of work.",
  })
  matched?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'SKILLS: the skills the job asks for; EXPERIENCE: the years the job asks for.',
  })
  of?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "TITLE, CATEGORY, JOB_TYPE: the job's value; LOCATION: the job's city; SALARY: the job's highest yearly pay in rupees.",
  })
  value?: string | null;
}

@ObjectType({ description: 'How well a job fits the signed-in job seeker, and why.' })
export class JobMatchModel {
  @Field(() => Int, { description: 'From 0 to 100.' })
  score!: number;

  @Field(() => [MatchReasonModel], { description: 'What the job meets, most points first.' })
  reasons!: MatchReasonModel[];
}
