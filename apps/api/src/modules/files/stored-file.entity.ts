import { FileKind } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';

/** An uploaded document or image, kept in PostgreSQL (bytea). */
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

  @Column('bytea', { select: false })
  data!: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
