import { OtpPurpose, Role } from '@hireloop/schema';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A one-time code sent by e-mail. The id is the opaque reference the client carries (the spec's
 * `value`); the code itself is kept only as a hash.
 */
@Entity('otp_challenges')
export class OtpChallenge {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  email!: string;

  @Column('text')
  purpose!: OtpPurpose;

  @Column('text')
  role!: Role;

  @Column('text', { nullable: true })
  companyName!: string | null;

  @Column('text', { select: false })
  codeHash!: string;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('integer', { default: 1 })
  sends!: number;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz')
  resendAvailableAt!: Date;

  @Column('timestamptz', { nullable: true })
  verifiedAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  consumedAt!: Date | null;

  /** SHA-256 of the ticket handed out when the code was verified; the ticket itself is never stored. */
  @Column('text', { nullable: true, select: false })
  ticketHash!: string | null;

  @Column('timestamptz', { nullable: true })
  ticketExpiresAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
