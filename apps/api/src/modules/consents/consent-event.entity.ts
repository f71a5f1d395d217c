import { ConsentPurpose, ConsentSource } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';

/** One grant or withdrawal of consent to a purpose, under the notice version shown at the time. */
@Entity('consent_events')
export class ConsentEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  userId!: string;

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
