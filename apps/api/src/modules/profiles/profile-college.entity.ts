import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Profile } from './profile.entity';

@Entity('profile_colleges')
export class ProfileCollege {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  profileId!: string;

  @ManyToOne('Profile', (p: Profile) => p.colleges, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column('integer', { default: 0 })
  sortOrder!: number;

  @Column('text', { default: '' })
  collegeName!: string;

  @Column('text', { default: '' })
  degree!: string;

  @Column('text', { default: '' })
  year!: string;

  @Column('text', { default: '' })
  cgpa!: string;
}
