import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { User } from '../users/user.entity';

/** A job seeker's answers to the 7-step preference survey (one per seeker, updated in place). */
@Entity('preference_surveys')
export class PreferenceSurvey {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  userId!: string;

  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text')
  jobTitle!: string;

  @Column('text', { array: true, default: () => "'{}'" })
  skills!: string[];

  @Column('text')
  jobType!: string;

  @Column('text')
  category!: string;

  @Column('text')
  location!: string;

  @Column('text')
  salary!: string;

  /** The lowest yearly pay in rupees read from `salary` (what the match score compares); null when none. */
  @Column('integer', { nullable: true })
  expectedSalaryInr!: number | null;

  @Column('text')
  shift!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
