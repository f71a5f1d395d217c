import { InterviewEventKind, InterviewStatus } from '@hireloop/schema';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Application } from '../applications/application.entity';
import type { User } from '../users/user.entity';

/**
 * An interview of one application: the recruiter's proposal, the time picked, and the calendar
 * sequence its invites carry (raised on every change). At most one is under way per application.
 */
@Entity('interviews')
@Index('interviews_open_per_application', ['applicationId'], {
  unique: true,
  where: `status IN ('proposed', 'scheduled', 'reschedule_requested')`,
})
@Index('interviews_application_idx', ['applicationId', 'createdAt'])
export class Interview {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  applicationId!: string;

  @ManyToOne('Application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Application;

  /** Who proposed it (the calendar's organizer); null once their account is gone. */
  @Index('interviews_organizer_idx')
  @Column('uuid', { nullable: true })
  organizerId!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'organizer_id' })
  organizer?: User | null;

  @Column('text')
  status!: InterviewStatus;

  @Column('integer')
  durationMinutes!: number;

  @Column('text', { nullable: true })
  meetingUrl!: string | null;

  @Column('text', { nullable: true })
  address!: string | null;

  @Column('text', { nullable: true })
  message!: string | null;

  /** The proposal round whose slots may be picked. */
  @Column('integer', { default: 1 })
  round!: number;

  /** The time picked (or set by the recruiter); null while slots wait. */
  @Column('timestamptz', { nullable: true })
  startsAt!: Date | null;

  @Column('integer', { default: 0 })
  sequence!: number;

  /** The sequence whose reminder went out. */
  @Column('integer', { nullable: true })
  remindedSequence!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** A slot of one proposal round. */
@Entity('interview_slots')
@Index('interview_slots_interview_idx', ['interviewId', 'round', 'startsAt'])
export class InterviewSlot {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  interviewId!: string;

  @ManyToOne('Interview', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'interview_id' })
  interview?: Interview;

  @Column('integer')
  round!: number;

  @Column('timestamptz')
  startsAt!: Date;

  @Column('timestamptz', { nullable: true })
  pickedAt!: Date | null;
}

/** One step of an interview's history, as the applicant's timeline shows it. */
@Entity('interview_events')
@Index('interview_events_interview_idx', ['interviewId', 'createdAt'])
export class InterviewEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  interviewId!: string;

  @ManyToOne('Interview', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'interview_id' })
  interview?: Interview;

  @Column('text')
  kind!: InterviewEventKind;

  @Column('boolean')
  byApplicant!: boolean;

  /** The time scheduled by this step (scheduled, rescheduled to a time); null otherwise. */
  @Column('timestamptz', { nullable: true })
  startsAt!: Date | null;

  /** The reason given when asking for other times or cancelling. */
  @Column('text', { nullable: true })
  note!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
