import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every mail the product sends; without SMTP_URL this table (and the log) is where mails go. */
@Entity('mail_outbox')
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  toAddress!: string;

  @Column('text')
  subject!: string;

  @Column('text')
  textBody!: string;

  @Column('text', { nullable: true })
  htmlBody!: string | null;

  /** The one-click unsubscribe address of a non-transactional mail (its List-Unsubscribe header). */
  @Column('text', { nullable: true })
  unsubscribeUrl!: string | null;

  /** A calendar invite sent with the mail (iCalendar text), and its METHOD (REQUEST or CANCEL). */
  @Column('text', { nullable: true })
  calendar!: string | null;

  @Column('text', { nullable: true })
  calendarMethod!: 'REQUEST' | 'CANCEL' | null;

  @Column('timestamptz', { nullable: true })
  sentAt!: Date | null;

  @Column('text', { nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
