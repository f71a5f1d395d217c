import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscriptions')
export class NewsletterSubscription {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  email!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
