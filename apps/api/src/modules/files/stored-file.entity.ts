import { FileKind } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';

/** Where a file's bytes are kept: PostgreSQL (`file_chunks`) or an S3 bucket. */
export type StorageDriver = 'db' | 's3';

/**
 * An uploaded document or image. Its bytes are kept by the storage it names (`storage`); `complete` turns
 * true only once they are written in full (and, for an upload, with the change that uses the file).
 */
@Entity('files')
export class StoredFile {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { nullable: true })
  ownerId!: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'owner_id' })
  owner?: User | null;

  @Column('text')
  kind!: FileKind;

  @Column('text')
  originalName!: string;

  @Column('text')
  mimeType!: string;

  @Column('integer')
  sizeBytes!: number;

  @Column('text')
  sha256!: string;

  @Column('text')
  storage!: StorageDriver;

  @Column('boolean')
  complete!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
