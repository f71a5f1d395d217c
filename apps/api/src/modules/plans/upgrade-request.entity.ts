import { RecruiterPlan, UpgradeRequestStatus } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';

/** A recruiter's request for a bigger posting plan; at most one open request per recruiter. */
@Entity('upgrade_requests')
export class UpgradeRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  recruiterId!: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recruiter_id' })
  recruiter?: User;

  @Column('text', { default: UpgradeRequestStatus.OPEN })
  status!: UpgradeRequestStatus;

  @Column('text', { nullable: true })
  requestedPlan!: RecruiterPlan | null;

  @Column('text', { nullable: true })
  grantedPlan!: RecruiterPlan | null;

  @Column('uuid', { nullable: true })
  decidedById!: string | null;

  @ManyToOne('User', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decided_by_id' })
  decidedBy?: User | null;

  @Column('timestamptz', { nullable: true })
  decidedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
