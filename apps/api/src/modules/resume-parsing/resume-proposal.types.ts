import { ResumeProposalKind, ResumeProposalStatus, ResumeReadingStatus } from '@hireloop/schema';
import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CollegeEntry, ExperienceEntry, SchoolEntry } from '../profiles/dto/profile.types';

registerEnumType(ResumeReadingStatus, {
  name: 'ResumeReadingStatus',
  description: "Where reading the profile's current resume stands.",
  valuesMap: {
    NONE: { description: 'The profile has no resume.' },
    PENDING: { description: 'The resume is queued to be read.' },
    DONE: { description: 'Read; what it proposes is listed.' },
    NO_TEXT: { description: 'The file has no text (it may be a scan): nothing is proposed.' },
    FAILED: { description: 'The file could not be read: nothing is proposed.' },
  },
});
registerEnumType(ResumeProposalKind, {
  name: 'ResumeProposalKind',
  description: 'What a resume proposal adds to the profile.',
  valuesMap: {
    SKILL: { description: 'A skill from the skills dictionary.' },
    EXPERIENCE: { description: 'A position held.' },
    EDUCATION: { description: 'A degree or a school certificate.' },
  },
});
registerEnumType(ResumeProposalStatus, {
  name: 'ResumeProposalStatus',
  description: "The seeker's decision on a resume proposal.",
  valuesMap: {
    PENDING: { description: 'Not decided yet.' },
    ACCEPTED: { description: 'Added to the profile.' },
    DISMISSED: { description: 'Left out of the profile.' },
  },
});

@ObjectType({
  description:
    'Something found in the resume that the profile lacks: a skill, a position or an education entry. Nothing is added until the seeker accepts it.',
})
export class ResumeProposal {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => ResumeProposalKind, { description: 'What it adds.' })
  kind!: ResumeProposalKind;

  @Field(() => ResumeProposalStatus, { description: 'Pending until accepted or dismissed.' })
  status!: ResumeProposalStatus;

  @Field(() => String, { nullable: true, description: 'The skill (kind SKILL).' })
  skill!: string | null;

  @Field(() => ExperienceEntry, { nullable: true, description: 'The position (kind EXPERIENCE).' })
  experience!: ExperienceEntry | null;

  @Field(() => CollegeEntry, {
    nullable: true,
    description: 'A degree (kind EDUCATION): accepting adds it to the colleges.',
  })
  college!: CollegeEntry | null;

  @Field(() => SchoolEntry, {
    nullable: true,
    description: "A school certificate (kind EDUCATION): accepting sets it as the profile's school.",
  })
  school!: SchoolEntry | null;
}

@ObjectType({ description: "What was read from the signed-in seeker's current resume." })
export class ResumeReading {
  @Field(() => ResumeReadingStatus, { description: 'Where reading the resume stands.' })
  status!: ResumeReadingStatus;

  @Field(() => ID, { nullable: true, description: 'The resume file read (null without a resume).' })
  resumeId!: string | null;

  @Field(() => [ResumeProposal], {
    description: 'What the resume proposes, in the order found (accepted and dismissed ones included).',
  })
  proposals!: ResumeProposal[];
}
