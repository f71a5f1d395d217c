import { Role } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { queryRow, selectColumns } from '../../common/sql';
import { SessionStates } from './session-states.service';
import { User } from './user.entity';
import { jobsPostedBy } from '../jobs/jobs.queries';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  contactNo?: string | null;
  role: Role;
  googleSubject?: string | null;
  signupCompanyName?: string | null;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessionStates: SessionStates,
  ) {}

  private byIdSql?: string;

  /** The user with this id (without the password hash). The session check runs it on every request. */
  async findById(id: string): Promise<User | null> {
    this.byIdSql ??= `SELECT ${selectColumns(this.users.metadata, 'u')} FROM users u WHERE u.id = $1`;
    const row = await queryRow<Partial<User>>(this.users.manager, this.byIdSql, [id]);
    return row ? this.users.create(row) : null;
  }

  /** Case-insensitive e-mail lookup, optionally with the password hash. */
  findByEmail(email: string, withPassword = false): Promise<User | null> {
    const qb = this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: email.trim() });
    if (withPassword) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  /** A user's account for their data export: who they are, never their password hash or session data. */
  async exportFor(userId: string) {
    const u = await this.users.findOneByOrFail({ id: userId });
    return {
      email: u.email,
      firstName: u.firstName,
      middleName: u.middleName,
      lastName: u.lastName,
      contactNo: u.contactNo,
      role: u.role,
      signsInWithGoogle: !!u.googleSubject,
      latitude: u.latitude,
      longitude: u.longitude,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      createdAt: u.createdAt.toISOString(),
      updatedAt: u.updatedAt.toISOString(),
    };
  }

  findByGoogleSubject(subject: string): Promise<User | null> {
    return this.users.findOneBy({ googleSubject: subject });
  }

  create(input: NewUser, manager?: EntityManager): Promise<User> {
    const repo = manager ? manager.getRepository(User) : this.users;
    return repo.save(repo.create({ ...input, email: input.email.trim() }));
  }

  async update(
    id: string,
    patch: Partial<Pick<User, 'passwordHash' | 'googleSubject' | 'lastLoginAt'>>,
  ): Promise<void> {
    await this.users.update(id, patch);
  }

  async updatePasswordByEmail(
    email: string,
    passwordHash: string,
    manager?: EntityManager,
  ): Promise<boolean> {
    const repo = manager ? manager.getRepository(User) : this.users;
    const result = await repo
      .createQueryBuilder()
      .update(User)
      // A new password ends every session signed in with the old one.
      .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
      .where('lower(email) = lower(:email)', { email: email.trim() })
      .returning(['id'])
      .execute();
    await this.sessionStates.changed(
      (result.raw as { id: string }[]).map((r) => r.id),
      manager,
    );
    return (result.affected ?? 0) > 0;
  }

  /**
   * Stores a new hash of the same password in place of `oldHash`; nothing changes when the password
   * changed meanwhile (the stored hash is no longer `oldHash`). Sessions stay valid.
   */
  async replacePasswordHash(id: string, oldHash: string, newHash: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update(User)
      .set({ passwordHash: newHash })
      .where('id = :id AND password_hash = :oldHash', { id, oldHash })
      .execute();
  }

  /**
   * Removes the account's row (in the caller's transaction): every token of it stops working (no account
   * to check it against), and the e-mail is free to sign up again as a new account.
   */
  async removeAccount(id: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(User).delete({ id });
    await this.sessionStates.changed([id], manager);
  }

  /** Ends every session of the account: tokens issued before now stop working. */
  async revokeSessions(id: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update(User)
      .set({ tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
    await this.sessionStates.changed([id]);
  }

  /** Jobs a recruiter has posted (the legacy `jobs_posted_count`). */
  async jobsPostedCount(userId: string): Promise<number> {
    return jobsPostedBy(this.users.manager, userId);
  }
}
