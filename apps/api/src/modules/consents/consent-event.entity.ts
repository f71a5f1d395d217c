import { ConsentPurpose, ConsentSource } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';

/**
 * One grant or withdrawal of consent to a purpose, under the notice version shown at the time, by an
 * account or by an e-mail address without one.
 */
@Entity('consent_events')
export class ConsentEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The account it belongs to; null for an address without one (then `email` is set). */
  @Column('uuid', { nullable: true })
  userId!: string | null;

  /** The address of a visitor's consent (a job alert or newsletter confirmed or unsubscribed by mail). */
  @Column('text', { nullable: true })
  email!: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text')
  purpose!: ConsentPurpose;

  @Column('text')
  noticeVersion!: string;

  @Column('boolean')
  granted!: boolean;

  @Column('text')
  source!: ConsentSource;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
