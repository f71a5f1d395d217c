import { ApplicationStatus } from '@hireloop/schema';
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
