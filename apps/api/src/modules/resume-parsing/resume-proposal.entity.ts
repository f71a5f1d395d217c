import type { ResumeProposalKind, ResumeProposalStatus } from '@hireloop/schema';
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
import type { StoredFile } from '../files/stored-file.entity';
import type { Profile } from '../profiles/profile.entity';

/** The reading of a profile's resume file: one per profile, gone with the file it read. */
@Entity('resume_parses')
export class ResumeParse {
  @PrimaryColumn('uuid')
  profileId!: string;

  @ManyToOne('Profile', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column('uuid')
  fileId!: string;

  @ManyToOne('StoredFile', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id' })
  file?: StoredFile;

  /** pending (queued), done, no_text or failed. */
  @Column('text')
  status!: string;

  /** Pages of the file (only the first ones are read). */
  @Column('integer', { default: 0 })
  pages!: number;

  @Column('timestamptz', { default: () => 'now()' })
  parsedAt!: Date;
}

/** Something found in a resume file, for the seeker to accept or dismiss; gone with the file. */
@Entity('resume_proposals')
export class ResumeProposalRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  profileId!: string;

  @ManyToOne('Profile', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column('uuid')
  sourceFileId!: string;

  @ManyToOne('StoredFile', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_file_id' })
  sourceFile?: StoredFile;

  @Column('text')
  kind!: ResumeProposalKind;

  /** The skill, position, college or school as the profile's fields take it. */
  @Column('jsonb')
  payload!: object;

  @Column('text', { default: 'pending' })
  status!: ResumeProposalStatus;

  @Column('integer', { default: 0 })
  sortOrder!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
