import { InterviewEventKind, InterviewStatus } from '@hireloop/schema';
import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

registerEnumType(InterviewStatus, {
  name: 'InterviewStatus',
  description: 'Where an interview stands.',
  valuesMap: {
    PROPOSED: { description: 'Slots proposed; the applicant has not picked one.' },
    SCHEDULED: { description: 'A time is set and in both calendars.' },
    RESCHEDULE_REQUESTED: { description: 'The applicant asked for other times.' },
    CANCELLED: { description: 'Cancelled by either side.' },
  },
});

registerEnumType(InterviewEventKind, {
  name: 'InterviewEventKind',
  description: 'One step of an interview.',
  valuesMap: {
    PROPOSED: { description: 'The recruiter proposed slots.' },
    SCHEDULED: { description: 'A slot was picked.' },
    RESCHEDULE_REQUESTED: { description: 'The applicant asked for other times.' },
    RESCHEDULED: { description: 'The recruiter proposed new slots or moved the time.' },
    CANCELLED: { description: 'Cancelled.' },
  },
});

@ObjectType('InterviewSlot', { description: 'A time offered for an interview.' })
export class InterviewSlotModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field({ description: 'When it starts.' })
  startsAt!: Date;

  @Field({ description: 'When it ends.' })
  endsAt!: Date;
}

@ObjectType('InterviewEvent', { description: 'One step of an interview, oldest first.' })
export class InterviewEventModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => InterviewEventKind, { description: 'What happened.' })
  kind!: InterviewEventKind;

  @Field({ description: 'Whether the applicant took this step.' })
  byApplicant!: boolean;

  @Field(() => Date, {
    description: 'The time set by this step (scheduled, moved); null otherwise.',
    nullable: true,
  })
  startsAt!: Date | null;

  @Field(() => String, {
    description: 'The reason given (asking for other times, cancelling).',
    nullable: true,
  })
  reason!: string | null;

  @Field({ description: 'When it happened.' })
  at!: Date;
}

@ObjectType('Interview', { description: 'An interview of an application.' })
export class InterviewModel {
  @Field(() => ID, { description: 'Unique id (also the calendar event’s UID).' })
  id!: string;

  @Field(() => ID, { description: 'The application.' })
  applicationId!: string;

  @Field(() => InterviewStatus, { description: 'Where it stands.' })
  status!: InterviewStatus;

  @Field(() => Int, { description: 'Length in minutes.' })
  durationMinutes!: number;

  @Field(() => String, { description: 'The online meeting link, or null for an address.', nullable: true })
  meetingUrl!: string | null;

  @Field(() => String, { description: 'The address, or null for an online meeting.', nullable: true })
  address!: string | null;

  @Field(() => String, { description: 'The recruiter’s message.', nullable: true })
  message!: string | null;

  @Field(() => Date, { description: 'The time set; null while slots wait to be picked.', nullable: true })
  startsAt!: Date | null;

  @Field(() => Int, { description: 'The calendar sequence of its latest invite (raised on every update).' })
  sequence!: number;

  @Field(() => [InterviewSlotModel], {
    description:
      'The slots that may be picked now (none once a time is set or it is cancelled), earliest first.',
  })
  slots!: InterviewSlotModel[];

  @Field(() => [InterviewEventModel], { description: 'Its history, oldest first.' })
  events!: InterviewEventModel[];

  @Field({ description: 'When it was first proposed.' })
  createdAt!: Date;

  @Field({ description: 'When it last changed.' })
  updatedAt!: Date;
}

@ObjectType('InterviewPickLink', { description: 'What a pick link in a mail would schedule.' })
export class InterviewPickLinkModel {
  @Field({ description: 'Whether the slot can still be picked with this link.' })
  valid!: boolean;

  @Field(() => String, { description: 'Why it cannot, when it cannot.', nullable: true })
  reason!: string | null;

  @Field(() => Date, { description: 'The slot’s start.', nullable: true })
  startsAt!: Date | null;

  @Field(() => Int, { description: 'Length in minutes.', nullable: true })
  durationMinutes!: number | null;

  @Field(() => String, { description: 'The job’s title.', nullable: true })
  jobTitle!: string | null;

  @Field(() => String, { description: 'The company’s name.', nullable: true })
  companyName!: string | null;
}
