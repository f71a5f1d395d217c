import { RecruiterPlan, Role } from '@hireloop/schema';
import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

registerEnumType(Role, {
  valuesMap: {
    ADMIN: { description: 'Administrator.' },
    JOB_SEEKER: { description: 'Job seeker (legacy: finder).' },
    RECRUITER: { description: 'Recruiter.' },
  },
  name: 'Role',
  description: 'job_seeker (legacy: finder), recruiter or admin.',
});
registerEnumType(RecruiterPlan, {
  description: "A recruiter's plan: how many jobs they may post.",
  valuesMap: {
    BASIC: { description: 'Free: up to 3 jobs.' },
    PREMIUM: { description: 'Paid: no posting limit.' },
    STANDARD: { description: 'Paid: more jobs than basic.' },
  },
  name: 'RecruiterPlan',
});

@ObjectType({ description: 'A person with an account.' })
@Entity('users')
export class User {
  @Field(() => ID, { description: 'Unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field({ description: 'E-mail address.' })
  @Column('text')
  email!: string;

  @Column('text', { nullable: true, select: false })
  passwordHash!: string | null;

  @Column('text', { nullable: true })
  googleSubject!: string | null;

  @Field({ description: 'First name.' })
  @Column('text', { default: '' })
  firstName!: string;

  @Field(() => String, { description: 'Middle name, when given.', nullable: true })
  @Column('text', { nullable: true })
  middleName!: string | null;

  @Field({ description: 'Last name.' })
  @Column('text', { default: '' })
  lastName!: string;

  @Field(() => String, { description: 'Contact number, when given.', nullable: true })
  @Column('text', { nullable: true })
  contactNo!: string | null;

  @Field(() => Role, { description: 'Role.' })
  @Column('text')
  role!: Role;

  @Field(() => RecruiterPlan, { description: 'Posting plan (recruiters).' })
  @Column('text', { default: RecruiterPlan.BASIC })
  plan!: RecruiterPlan;

  @Field(() => String, {
    description: 'The company name a recruiter gave at sign-up; prefills their first company.',
    nullable: true,
  })
  @Column('text', { nullable: true })
  signupCompanyName!: string | null;

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

  @Column('timestamptz', { nullable: true })
  lastLoginAt!: Date | null;

  /** Carried by every session token; a token of an older version is refused. */
  @Column('integer', { default: 0 })
  tokenVersion!: number;

  /** When an administrator deactivated the account; null while it is active. */
  @Column('timestamptz', { nullable: true })
  deactivatedAt!: Date | null;

  @Field({ description: 'When the account was created.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
