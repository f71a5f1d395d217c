import { DataExportStatus } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { StoredFile } from '../files/stored-file.entity';
import type { User } from '../users/user.entity';

/** A seeker's "download my data" request: built in the background, downloadable until it expires. */
@Entity('data_exports')
export class DataExport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  userId!: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text')
  status!: DataExportStatus;

  /** The zip, once built; null again once it expired and the housekeeping deleted it. */
  @Column('uuid', { nullable: true })
  fileId!: string | null;

  @ManyToOne('StoredFile', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'file_id' })
  file?: StoredFile | null;

  @Column('integer', { nullable: true })
  sizeBytes!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  readyAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  expiresAt!: Date | null;
}
