import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { User } from '../users/user.entity';
import type { Application } from './application.entity';

/**
 * A private note on an applicant by the recruiter who owns the job (or an administrator): only they read
 * it, only its author changes or deletes it. The author becomes null when their account is deleted.
 */
@Entity('applicant_notes')
export class ApplicantNote {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  applicationId!: string;

  @ManyToOne('Application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Application;

  @Column('uuid', { nullable: true })
  authorId!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id' })
  author?: User | null;

  /** Plain text, 1 to 2000 characters, line breaks kept. */
  @Column('text')
  body!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** The one rating (1 to 5) of an application, shared by its owning side: who set it last and when. */
@Entity('applicant_ratings')
export class ApplicantRating {
  @PrimaryColumn('uuid')
  applicationId!: string;

  @ManyToOne('Application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Application;

  @Column('smallint')
  rating!: number;

  @Column('uuid', { nullable: true })
  ratedById!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'rated_by_id' })
  ratedBy?: User | null;

  @Column('timestamptz', { default: () => 'now()' })
  ratedAt!: Date;
}
