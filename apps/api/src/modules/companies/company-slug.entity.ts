import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Company } from './company.entity';

/**
 * A slug a company had before a rename: its old public address, which answers with a permanent redirect
 * to the company's page. Written by the database when a company is renamed.
 */
@Entity('company_slugs')
export class CompanySlug {
  @PrimaryColumn('text')
  slug!: string;

  @Column('uuid')
  companyId!: string;

  @ManyToOne('Company', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
