import { RecruiterPlan, Role } from '@hireloop/schema';
import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Profile } from '../profiles/profile.entity';

registerEnumType(Role, { name: 'Role', description: 'job_seeker (legacy: finder), recruiter or admin.' });
registerEnumType(RecruiterPlan, { name: 'RecruiterPlan' });

@ObjectType({ description: 'A person with an account.' })
@Entity('users')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field()
  @Column('text')
  email!: string;

  @Column('text', { nullable: true, select: false })
  passwordHash!: string | null;

  @Column('text', { nullable: true })
  googleSubject!: string | null;

  @Field()
  @Column('text', { default: '' })
  firstName!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  middleName!: string | null;

  @Field()
  @Column('text', { default: '' })
  lastName!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  contactNo!: string | null;

  @Field(() => Role)
  @Column('text')
  role!: Role;

  @Field(() => RecruiterPlan, { description: 'Posting plan (recruiters).' })
  @Column('text', { default: RecruiterPlan.BASIC })
  plan!: RecruiterPlan;

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  @Column('timestamptz', { nullable: true })
  lastLoginAt!: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @OneToOne('Profile', (profile: Profile) => profile.user)
  profile?: Profile | null;
}
