import { ApplicationStatus, ScreeningQuestionKind, ScreeningResult } from '@hireloop/schema';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { Job } from '../jobs/job.entity';
import type { User } from '../users/user.entity';

@Entity('applications')
@Unique('applications_job_applicant_key', ['jobId', 'applicantId'])
export class Application {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  jobId!: string;

  @ManyToOne('Job', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Job;

  /** Null once the applicant deleted their account (the application is then withdrawn). */
  @Column('uuid', { nullable: true })
  applicantId!: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'applicant_id' })
  applicant?: User;

  @Column('text', { default: ApplicationStatus.PENDING })
  status!: ApplicationStatus;

  /** The answers sent with it, each with the question's text and kind as they were then. */
  @Column('jsonb', { default: () => "'[]'" })
  screeningAnswers!: StoredScreeningAnswer[];

  /** The knock-out result when it was sent (kept when the job's questions change later). */
  @Column('text', { default: ScreeningResult.NONE })
  screeningResult!: ScreeningResult;

  /**
   * While a knock-out rejection is not yet told to its applicant: when it is due. Its applicant sees the
   * application as pending until then; any later status change clears it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  rejectionNoticeDueAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** One answer as an application keeps it. */
export interface StoredScreeningAnswer {
  questionId: string;
  kind: ScreeningQuestionKind;
  question: string;
  value: string;
  /** Whether it met the knock-out rule; null when the question had none. */
  passed: boolean | null;
}
