import { AlertFrequency } from '@hireloop/schema';
import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Job } from '../jobs/job.entity';
import type { User } from '../users/user.entity';

registerEnumType(AlertFrequency, {
  name: 'AlertFrequency',
  description: 'How often a job alert mails its new matching jobs.',
  valuesMap: {
    INSTANT: { description: 'A mail for each new matching job, as it is posted.' },
    DAILY: { description: 'One mail a day at 08:00 India time, when something new matched.' },
    WEEKLY: { description: 'One mail on Mondays at 08:00 India time, when something new matched.' },
  },
});

/**
 * A saved job search mailed to its owner: a seeker, or a visitor's e-mail once confirmed (double opt-in).
 */
@ObjectType({ description: 'A saved job search that mails new matching jobs.' })
@Entity('job_alerts')
export class JobAlert {
  @Field(() => ID, { description: 'Unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The seeker owning the alert; null for a visitor's (then `email` is set). */
  @Column('uuid', { nullable: true })
  userId!: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  /** A visitor's address; null for a seeker's alert (mails go to the account's e-mail). */
  @Column('text', { nullable: true })
  email!: string | null;

  @Field({ description: 'Words to look for (empty: any job).' })
  @Column('text', { default: '' })
  keyword!: string;

  /** The keyword as the job search's tsquery text (every word, the last as a prefix); null without words. */
  @Column('text', { nullable: true })
  keywordQuery!: string | null;

  @Field(() => [String], { description: 'Only these job types (empty: any).' })
  @Column('text', { array: true, default: () => "'{}'" })
  jobTypes!: string[];

  @Field(() => [String], { description: 'Only these locations (empty: any).' })
  @Column('text', { array: true, default: () => "'{}'" })
  locations!: string[];

  @Field(() => [String], { description: 'Only these categories (empty: any).' })
  @Column('text', { array: true, default: () => "'{}'" })
  categories!: string[];

  @Field(() => Int, {
    nullable: true,
    description:
      'Only jobs paying at least this much a year, in rupees (their salary read as a range); null: any.',
  })
  @Column('integer', { nullable: true })
  salaryMinInr!: number | null;

  @Field({ description: 'Only remote jobs.' })
  @Column('boolean', { default: false })
  remote!: boolean;

  @Field(() => AlertFrequency, { description: 'How often it mails.' })
  @Column('text')
  frequency!: AlertFrequency;

  @Field({ description: 'Whether mails are paused.' })
  @Column('boolean', { default: false })
  paused!: boolean;

  /** When the owner confirmed it (at creation for a seeker); nothing is mailed before. */
  @Column('timestamptz', { nullable: true })
  confirmedAt!: Date | null;

  /** When the next digest is due (daily and weekly alerts). */
  @Column('timestamptz', { nullable: true })
  nextDigestAt!: Date | null;

  /** Digests list jobs that became active after this (the last digest's reading, or the alert's creation). */
  @Column('timestamptz', { default: () => 'now()' })
  matchedSince!: Date;

  @Field({ description: 'When the alert was saved.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

/** A job an alert has mailed: never mailed to that alert again. */
@Entity('job_alert_sent')
export class JobAlertSent {
  @PrimaryColumn('uuid')
  alertId!: string;

  @ManyToOne(() => JobAlert, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'alert_id' })
  alert?: JobAlert;

  @PrimaryColumn('uuid')
  jobId!: string;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Job;

  @Column('timestamptz', { default: () => 'now()' })
  sentAt!: Date;
}
