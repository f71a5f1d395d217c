import { JobStatus } from '@hireloop/schema';
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

registerEnumType(JobStatus, { name: 'JobStatus' });

@ObjectType({ description: 'A job posted by a recruiter for one of their companies.' })
@Entity('jobs')
export class Job {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  companyId!: string;

  @Field(() => Company)
  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company!: Company;

  @Column('uuid', { nullable: true })
  postedById!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'posted_by_id' })
  postedBy?: User | null;

  @Field()
  @Column('text')
  title!: string;

  @Field()
  @Column('text')
  description!: string;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  requirements!: string[];

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  skills!: string[];

  @Field({
    description: "Free text in rupees, e.g. '₹8,00,000 - ₹12,00,000 per annum'; empty when not disclosed.",
  })
  @Column('text', { default: '' })
  salary!: string;

  @Field()
  @Column('text')
  location!: string;

  @Field()
  @Column('text', { default: 'Full-time' })
  jobType!: string;

  @Field()
  @Column('text', { default: 'Other' })
  category!: string;

  @Field(() => Int)
  @Column('integer', { default: 1 })
  positions!: number;

  @Field()
  @Column('text', { default: 'Day' })
  shift!: string;

  @Field(() => JobStatus)
  @Column('text', { default: JobStatus.ACTIVE })
  status!: JobStatus;

  @Column('text', { nullable: true })
  logoColor!: string | null;

  @Column('text', { nullable: true })
  logoText!: string | null;

  /** Maintained by a trigger; never written by the application. */
  @Column({ type: 'tsvector', select: false, insert: false, update: false, default: () => "''" })
  searchVector?: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
