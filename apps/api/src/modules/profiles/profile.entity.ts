import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { StoredFile } from '../files/stored-file.entity';
import type { User } from '../users/user.entity';

@Entity('profiles')
export class Profile {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  userId!: string;

  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text', { nullable: true })
  bio!: string | null;

  @Column('text', { array: true, default: () => "'{}'" })
  skills!: string[];

  @Column('uuid', { nullable: true })
  resumeFileId!: string | null;

  @ManyToOne('StoredFile', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'resume_file_id' })
  resumeFile?: StoredFile | null;

  @Column('uuid', { nullable: true })
  coverLetterFileId!: string | null;

  @ManyToOne('StoredFile', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'cover_letter_file_id' })
  coverLetterFile?: StoredFile | null;

  @Column('uuid', { nullable: true })
  profileImageFileId!: string | null;

  @ManyToOne('StoredFile', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'profile_image_file_id' })
  profileImageFile?: StoredFile | null;

  @Column('text', { nullable: true })
  schoolName!: string | null;

  @Column('text', { nullable: true })
  schoolGrade!: string | null;

  @Column('text', { nullable: true })
  schoolPercentage!: string | null;

  @Column('text', { nullable: true })
  schoolYear!: string | null;

  @Column('integer', { default: 0 })
  creditPoints!: number;

  @OneToMany('ProfileExperience', (e: ProfileExperience) => e.profile)
  experiences?: ProfileExperience[];

  @OneToMany('ProfileCollege', (c: ProfileCollege) => c.profile)
  colleges?: ProfileCollege[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

@Entity('profile_experiences')
export class ProfileExperience {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  profileId!: string;

  @ManyToOne('Profile', (p: Profile) => p.experiences, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column('integer', { default: 0 })
  sortOrder!: number;

  @Column('text', { default: '' })
  company!: string;

  @Column('text', { default: '' })
  jobTitle!: string;

  @Column('text', { default: '' })
  duration!: string;

  @Column('text', { default: '' })
  description!: string;
}

@Entity('profile_colleges')
export class ProfileCollege {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  profileId!: string;

  @ManyToOne('Profile', (p: Profile) => p.colleges, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column('integer', { default: 0 })
  sortOrder!: number;

  @Column('text', { default: '' })
  collegeName!: string;

  @Column('text', { default: '' })
  degree!: string;

  @Column('text', { default: '' })
  year!: string;

  @Column('text', { default: '' })
  cgpa!: string;
}
