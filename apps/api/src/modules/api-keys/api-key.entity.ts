import { ApiKeyAccess, type ApiKeyScope, Role } from '@hireloop/schema';
import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../users/user.entity';

registerEnumType(ApiKeyAccess, {
  name: 'ApiKeyAccess',
  description: "What an administrator's key may do besides its scopes.",
  valuesMap: {
    READ_ONLY: { description: 'Only reads: every mutation and changing REST call is refused.' },
    FULL: { description: 'Reads and changes, within its scopes.' },
  },
});

@ObjectType({ description: 'An API key: its secret is shown once, at creation, and never again.' })
@Entity('api_keys')
export class ApiKey {
  @Field(() => ID, { description: 'Unique id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  ownerId!: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  /** The owner's role when the key was made; a key stops working once the owner's role differs. */
  @Column('text')
  ownerRole!: Role;

  @Field({ description: 'The name given to the key.' })
  @Column('text')
  name!: string;

  @Field({ description: 'The start of the key (hl_<prefix>_…), to recognise it; not a secret.' })
  @Column('text')
  prefix!: string;

  @Column('bytea', { select: false })
  secretHash!: Buffer;

  @Field(() => [String], {
    description:
      'What the key may do: jobs:read, jobs:write, applications:read, applications:write, companies:read.',
  })
  @Column('text', { array: true })
  scopes!: ApiKeyScope[];

  @Field(() => ApiKeyAccess, { nullable: true, description: "An administrator's key: read-only or full." })
  @Column('text', { nullable: true })
  access!: ApiKeyAccess | null;

  @Field(() => Date, { nullable: true, description: 'When the key stops working; null: never.' })
  @Column('timestamptz', { nullable: true })
  expiresAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the key was last used (to the minute); null: never.',
  })
  @Column('timestamptz', { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked; null while it is not.' })
  @Column('timestamptz', { nullable: true })
  revokedAt!: Date | null;

  @Field({ description: 'When the key was created.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
