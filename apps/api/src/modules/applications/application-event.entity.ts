import { ApplicationStatus } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';
import type { Application } from './application.entity';

/** One step of an application's status history: who changed it from what to what, and when. */
@Entity('application_events')
export class ApplicationEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  applicationId!: string;

  @ManyToOne('Application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Application;

  @Column('text', { nullable: true })
  fromStatus!: ApplicationStatus | null;

  @Column('text')
  toStatus!: ApplicationStatus;

  @Column('uuid', { nullable: true })
  actorId!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  /** The applicant's reason, on the step in which they withdrew (at most 500 characters); null otherwise. */
  @Column('text', { nullable: true })
  note!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
