import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { StoredFile } from '../files/stored-file.entity';
import type { User } from '../users/user.entity';

@Entity('platform_settings')
export class PlatformSettings {
  @PrimaryColumn('smallint', { default: 1 })
  id!: number;

  @Column('text', { default: 'Hireloop' })
  platformName!: string;

  @Column('text', { default: 'support@hireloop.in' })
  contactEmail!: string;

  @Column('text', { default: '+91-80-4000-1234' })
  supportPhone!: string;

  /** Token lifetime; null: the configured JWT_EXPIRES_IN. */
  @Column('integer', { nullable: true })
  sessionTimeoutMinutes!: number | null;

  @Column('integer', { default: 10 })
  loginAttemptLimit!: number;

  @Column('boolean', { default: false })
  twoFactorRequired!: boolean;

  @Column('boolean', { default: true })
  notifyNewUsers!: boolean;

  @Column('boolean', { default: true })
  notifyNewJobs!: boolean;

  @Column('boolean', { default: true })
  notifyApplications!: boolean;

  @Column('uuid', { nullable: true })
  logoFileId!: string | null;

  @ManyToOne('StoredFile', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'logo_file_id' })
  logoFile?: StoredFile | null;

  @Column('uuid', { nullable: true })
  updatedById!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'updated_by_id' })
  updatedBy?: User | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
