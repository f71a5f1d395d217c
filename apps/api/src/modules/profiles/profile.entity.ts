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
import type { ProfileCollege } from './profile-college.entity';
import type { ProfileExperience } from './profile-experience.entity';

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
