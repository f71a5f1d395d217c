import { RecruiterPlan, Role } from '@hireloop/schema';
import {
  Column,
  CreateDateColumn,
  Entity,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Profile } from '../profiles/profile.entity';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  email!: string;

  @Column('text', { nullable: true, select: false })
  passwordHash!: string | null;

  @Column('text', { nullable: true })
  googleSubject!: string | null;

  @Column('text', { default: '' })
  firstName!: string;

  @Column('text', { nullable: true })
  middleName!: string | null;

  @Column('text', { default: '' })
  lastName!: string;

  @Column('text', { nullable: true })
  contactNo!: string | null;

  @Column('text')
  role!: Role;

  @Column('text', { default: RecruiterPlan.BASIC })
  plan!: RecruiterPlan;

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  @Column('timestamptz', { nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @OneToOne('Profile', (profile: Profile) => profile.user)
  profile?: Profile | null;
}
