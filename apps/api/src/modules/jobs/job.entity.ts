import { JobStatus, KnockoutAction } from '@hireloop/schema';
import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { JobMatchModel } from './job-match.model';
import type { StoredScreeningQuestion } from './screening-question.model';

registerEnumType(JobStatus, {
  description: 'Whether a job takes applications.',
  valuesMap: {
    ACTIVE: { description: 'Listed and taking applications.' },
    CLOSED: { description: 'Closed by the recruiter.' },
    DRAFT: { description: 'Not published yet.' },
    EXPIRED: { description: 'Past its end date.' },
    INACTIVE: { description: 'Hidden by the recruiter.' },
    PAUSED: { description: 'Temporarily not taking applications.' },
  },
  name: 'JobStatus',
});

@ObjectType({ description: 'A job posted by a recruiter for one of their companies.' })
@Entity('jobs')
export class Job {
  @Field(() => ID, { description: 'Unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  companyId!: string;

  @Field(() => Company, { description: 'The company the job is at.' })
  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company!: Company;

  @Column('uuid', { nullable: true })
  postedById!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'posted_by_id' })
  postedBy?: User | null;

  @Field({ description: "The job's title." })
  @Column('text')
  title!: string;

  @Field({ description: 'What the job is.' })
  @Column('text')
  description!: string;

  @Field(() => [String], { description: 'Requirements, one per item.' })
  @Column('text', { array: true, default: () => "'{}'" })
  requirements!: string[];

  @Field(() => [String], { description: 'Skills asked for.' })
  @Column('text', { array: true, default: () => "'{}'" })
  skills!: string[];

  @Field({
    description: "Free text in rupees, e.g. '₹8,00,000 - ₹12,00,000 per annum'; empty when not disclosed.",
  })
  @Column('text', { default: '' })
  salary!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      'The lowest yearly pay in rupees read from `salary` (monthly figures times 12); null when not given.',
  })
  @Column('integer', { nullable: true })
  salaryMinInr!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The highest yearly pay in rupees read from `salary`; null when not given (the salary filter leaves such jobs out).',
  })
  @Column('integer', { nullable: true })
  salaryMaxInr!: number | null;

  @Field({ description: 'Where the job is.' })
  @Column('text')
  location!: string;

  @Field({ description: 'Job type, e.g. Full-time.' })
  @Column('text', { default: 'Full-time' })
  jobType!: string;

  @Field({ description: 'Category, e.g. Engineering.' })
  @Column('text', { default: 'Other' })
  category!: string;

  @Field(() => Int, { description: 'Open positions.' })
  @Column('integer', { default: 1 })
  positions!: number;

  @Field({ description: 'Shift, e.g. Day.' })
  @Column('text', { default: 'Day' })
  shift!: string;

  @Field(() => JobStatus, {
    description: 'Whether the job takes applications (only active jobs are listed publicly).',
  })
  @Column('text', { default: JobStatus.ACTIVE })
  status!: JobStatus;

  @Field({
    description:
      'When the job stops taking applications: a daily run marks it EXPIRED after this moment (its recruiter is mailed three days before).',
  })
  @Column({ type: 'timestamptz', default: () => "(now() + '30 days')" })
  validThrough!: Date;

  /** When the recruiter was mailed that the closing date is near; null: not yet for this closing date. */
  @Column({ type: 'timestamptz', nullable: true })
  expiryWarnedAt!: Date | null;

  /** How often the job was brought back after it expired; each counts against the plan like a new job. */
  @Column('integer', { default: 0 })
  renewals!: number;

  /** When the job last became active (posted active, published, reopened or extended after it expired). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  activatedAt!: Date;

  /** The screening questions applicants answer, in order, with their knock-out rules (GraphQL: JobsResolver). */
  @Column('jsonb', { default: () => "'[]'" })
  screeningQuestions!: StoredScreeningQuestion[];

  /** What a failed knock-out rule does to an application (GraphQL: JobsResolver, for its recruiter). */
  @Column('text', { default: KnockoutAction.FLAG })
  knockoutAction!: KnockoutAction;

  @Column('text', { nullable: true })
  logoColor!: string | null;

  @Column('text', { nullable: true })
  logoText!: string | null;

  /** The years of experience the requirements ask for (job_asked_years); maintained by a trigger. */
  @Column({ type: 'smallint', nullable: true, select: false, insert: false, update: false })
  experienceYears?: number | null;

  /** The skills as the match score compares them (match_skill_keys); maintained by a trigger. */
  @Column({ type: 'text', array: true, select: false, insert: false, update: false, default: () => "'{}'" })
  skillKeys?: string[];

  /** Maintained by a trigger; never written by the application. */
  @Column({ type: 'tsvector', select: false, insert: false, update: false, default: () => "''" })
  searchVector?: string;

  /** The signed-in seeker's match with the job, where a search or the recommendations computed it. */
  match?: JobMatchModel | null;

  @Field({ description: 'When the job was posted.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field({ description: 'When the job last changed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
