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

  /** A smaller copy of a company logo names the logo it was made from; removed with it. */
  @Column('uuid', { nullable: true })
  variantOf!: string | null;

  @ManyToOne('StoredFile', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'variant_of' })
  original?: StoredFile | null;

  /** The copy's width and height in pixels (a square); null for an uploaded file. */
  @Column('integer', { nullable: true })
  variantSize!: number | null;

  @Column('text')
  storage!: StorageDriver;

  @Column('boolean')
  complete!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
