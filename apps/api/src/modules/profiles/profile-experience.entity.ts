import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Profile } from './profile.entity';

@Entity('profile_experiences')
export class ProfileExperience {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  profileId!: string;

  @ManyToOne('Profile', (p: Profile) => p.experiences, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column('integer', { default: 0 })
  sortOrder!: number;

  @Column('text', { default: '' })
  company!: string;

  @Column('text', { default: '' })
  jobTitle!: string;

  @Column('text', { default: '' })
  duration!: string;

  @Column('text', { default: '' })
  description!: string;
}
