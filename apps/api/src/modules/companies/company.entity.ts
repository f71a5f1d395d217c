import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { StoredFile } from '../files/stored-file.entity';
import type { User } from '../users/user.entity';

@ObjectType({ description: 'A company profile run by a recruiter.' })
@Entity('companies')
export class Company {
  @Field(() => ID, { description: 'Unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  ownerId!: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  @Field({ description: "The company's name." })
  @Column('text')
  name!: string;

  /**
   * The address of its public page, `/companies/{slug}`: set by the database from the name (unique; a
   * rename keeps the old slug as a redirect), never written by the application.
   */
  @Field({ description: "The company's public page is /companies/{slug}, e.g. 'technova-solutions'." })
  @Column({ type: 'text', insert: false, update: false })
  slug!: string;

  @Field({ description: 'About the company.' })
  @Column('text', { default: '' })
  description!: string;

  @Field({ description: 'Industry.' })
  @Column('text', { default: '' })
  industry!: string;

  @Field({ description: 'Where the company is.' })
  @Column('text', { default: '' })
  location!: string;

  @Field({ description: "One of the spec's company sizes, e.g. '51-100'." })
  @Column('text', { default: '' })
  size!: string;

  @Field({ description: 'Website.' })
  @Column('text', { default: '' })
  website!: string;

  /** The company's phone; GraphQL shows it to the owner and administrators only. */
  @Column('text', { default: '' })
  contactNo!: string;

  /** The recruiter account's e-mail; GraphQL shows it to the owner and administrators only. */
  @Column('text', { default: '' })
  contactEmail!: string;

  @Field(() => String, {
    description: "Link to the company's own careers portal, when given.",
    nullable: true,
  })
  @Column('text', { nullable: true })
  recruiterPortalLink!: string | null;

  @Field({ description: 'Background colour of the generated logo.' })
  @Column('text')
  logoColor!: string;

  @Field({ description: 'Letters of the generated logo.' })
  @Column('text')
  logoText!: string;

  @Column('uuid', { nullable: true })
  logoFileId!: string | null;

  @ManyToOne('StoredFile', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'logo_file_id' })
  logoFile?: StoredFile | null;

  @Field({ description: 'When it was created.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
