import {
  ADMIN_ACTION_MESSAGES,
  EMAIL_MAX_LENGTH,
  ErrorCode,
  MESSAGES,
  OtpPurpose,
  PASSWORD_MIN_LENGTH,
  Role,
  validateEmail,
  validateOrganisationEmail,
  validateRecruiterLoginEmail,
  validateSignupDetails,
} from '@hireloop/schema';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, BadInputError } from '../../common/errors';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimitService } from '../abuse/rate-limit.service';
import { Mail, MailService } from '../mail/mail.service';
import { AdminAlertsService } from '../admin/admin-alerts.service';
import { ConsentsService } from '../consents/consents.service';
import { SettingsService } from '../admin/settings.service';
import { OtpChallenge } from '../otp/otp-challenge.entity';
import { OTP_ERRORS, OtpService, OtpVerified } from '../otp/otp.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { GoogleTokenVerifier } from './google-token.verifier';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing';
import { TokenService } from './token.service';

export const AUTH_ERRORS = {
  badCredentials: 'Invalid email or password',
  accountExists: 'An account with this email already exists. Please login instead.',
  seekerAtRecruiterLogin: 'This account is registered as a job seeker. Please use the job seeker login.',
  recruiterAtSeekerLogin: 'This account is registered as a recruiter. Please use the recruiter login.',
  adminElsewhere: 'Administrators sign in at the admin sign-in page.',
  notAdmin: 'This account is not an administrator account.',
  unknownRole: "Role must be 'finder', 'job_seeker' or 'recruiter'",
  googleOtherRole:
    'This email belongs to a recruiter or administrator account. Please sign in with your password.',
} as const;

export interface Session {
  token: string;
  user: User;
}

/** The password step of an administrator's sign-in when two-factor sign-in is required. */
export interface AdminCodeRequired {
  twoFactorRequired: true;
  /** The mailed code's challenge; its id is the reference the second step names. */
  challenge: OtpChallenge;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  contactNo: string;
  role: Role;
  companyName?: string | null;
  /** The ticket from verifying the sign-up code of this e-mail. */
  ticket: string | null;
}

export interface RequestMeta {
  ip: string;
}

/** The dummy hash of each hashing cost (see passwordMatches). */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Checks a password against an account's hash. Without an account (or a password) it still runs one
 * argon2 verification, against a fixed dummy hash made with the cost of new hashes (`memoryKib`), so that
 * the answer takes as long either way and its timing does not tell which e-mails have accounts.
 */
export async function passwordMatches(
  passwordHash: string | null,
  password: string,
  memoryKib: number,
  check: (hash: string, password: string) => Promise<boolean> = verifyPassword,
): Promise<boolean> {
  if (passwordHash && password) return check(passwordHash, password);
  let dummyHash = dummyHashes.get(memoryKib);
  if (!dummyHash) {
    dummyHash = hashPassword('no account has this password', memoryKib);
    dummyHashes.set(memoryKib, dummyHash);
  }
  await check(await dummyHash, password || 'x');
  return false;
}

/** What the owner of an existing account gets when someone starts a sign-up with their e-mail. */
export function accountExistsMail(email: string, role: Role, platformName: string): Mail {
  const login =
    role === Role.RECRUITER ? '/recruiter/login' : role === Role.ADMIN ? '/admin/secure/auth' : '/login';
  return {
    to: email,
    subject: `You already have a ${platformName} account`,
    text: [
      `Someone asked to create a ${platformName} account with this e-mail address, which already has one.`,
      '',
      `If it was you, log in at ${login} instead, or use "Forgot password" there to set a new password.`,
      'If it was not you, you can ignore this mail: nothing has changed.',
    ].join('\n'),
  };
}

/** Sign-up with an e-mail code, login for every role, Google sign-in and password reset. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
    private readonly limits: RateLimitService,
    private readonly google: GoogleTokenVerifier,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly alerts: AdminAlertsService,
    private readonly consents: ConsentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Step 1 of sign-up: mails a code; recruiters must use an organisation e-mail related to the company. */
  async requestSignupOtp(
    email: string,
    role: Role,
    companyName: string | null,
    meta: RequestMeta,
  ): Promise<OtpChallenge> {
    if (role === Role.ADMIN) throw new BadInputError(AUTH_ERRORS.unknownRole);
    const problem =
      role === Role.RECRUITER && companyName !== null
        ? validateOrganisationEmail(companyName, email)
        : role === Role.RECRUITER
          ? (validateEmail(email) ?? validateRecruiterLoginEmail(email))
          : validateEmail(email);
    if (problem) throw new BadInputError(problem);
    await this.limits.consume('otp-send:ip', meta.ip);
    // The same answer whether or not the e-mail has an account (no account enumeration): an existing
    // account's owner gets a mail saying so instead of a code.
    const existing = await this.users.findByEmail(email);
    const challenge = await this.otp.issue({
      email,
      purpose: OtpPurpose.SIGN_UP,
      role,
      companyName,
      deliver: !existing,
      clientIp: meta.ip,
    });
    if (existing)
      await this.mail.send(
        accountExistsMail(email, existing.role, (await this.settings.cached()).platformName),
      );
    return challenge;
  }

  async resendOtp(reference: string, meta: RequestMeta): Promise<OtpChallenge> {
    await this.limits.consume('otp-send:ip', meta.ip);
    // A reset code goes out only to an e-mail with an account, a sign-up code only to one without (the
    // answer is the same either way).
    return this.otp.resend(
      reference,
      async (c) => {
        const exists = !!(await this.users.findByEmail(c.email));
        return c.purpose === OtpPurpose.SIGN_UP ? !exists : exists;
      },
      meta.ip,
    );
  }

  /**
   * The legacy resend names only the e-mail: resends its newest open sign-up code, as `resendOtp` does
   * for that code's reference. An address without one gets nothing (not-found, as an unknown reference):
   * a resend never starts a sign-up, so it cannot mail an address nobody asked a code for. Counted
   * against the client's sends either way.
   */
  async resendSignupOtpByEmail(email: string, meta: RequestMeta): Promise<OtpChallenge> {
    const problem = validateEmail(email);
    if (problem) throw new BadInputError(problem);
    const open = await this.otp.latestOpen(email, OtpPurpose.SIGN_UP);
    if (open) return this.resendOtp(open.id, meta);
    await this.limits.consume('otp-send:ip', meta.ip);
    throw new AppError(ErrorCode.NOT_FOUND, OTP_ERRORS.notFound);
  }

  async verifyOtp(reference: string, code: string, meta: RequestMeta): Promise<OtpVerified> {
    await this.limits.consume('otp-verify:ip', meta.ip);
    return this.otp.verify(reference, code);
  }

  /**
   * Creates the account of a verified e-mail. Needs the ticket from verifying its sign-up code: checked
   * before the password is hashed (no request without one reaches argon2) and used up in the transaction
   * that creates the account.
   */
  async register(input: RegisterInput, meta: RequestMeta): Promise<User> {
    await this.limits.consume('register:ip', meta.ip);
    if (input.role === Role.ADMIN) throw new BadInputError(AUTH_ERRORS.unknownRole);
    const recruiter = input.role === Role.RECRUITER;
    const problem =
      validateEmail(input.email) ??
      validateSignupDetails(input, recruiter) ??
      (recruiter ? validateOrganisationEmail(input.companyName, input.email) : null);
    if (problem) throw new BadInputError(problem);
    // No look-up of the account before the code is checked: only the mailbox's owner can learn that it
    // exists (the unique key refuses the second account below).
    await this.otp.checkTicket(input.ticket, input.email, OtpPurpose.SIGN_UP);
    const passwordHash = await hashPassword(input.password, this.config.passwordHashMemoryKib);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        await this.otp.consumeTicket(input.ticket, input.email, OtpPurpose.SIGN_UP, manager);
        const created = await this.users.create(
          {
            email: input.email,
            passwordHash,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            contactNo: input.contactNo.trim(),
            role: input.role,
            signupCompanyName: recruiter ? input.companyName?.trim() || null : null,
          },
          manager,
        );
        // Signing up is accepting the terms and privacy notice shown on the sign-up page.
        await this.consents.recordSignup(created.id, manager);
        return created;
      });
      this.alerts.newUser(user);
      return user;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AppError(ErrorCode.CONFLICT, AUTH_ERRORS.accountExists);
      }
      throw error;
    }
  }

  /**
   * Seeker or recruiter login. `role` is the tab the user chose (null: the account's own role). The
   * password is checked before the role, so a wrong password never tells whether an account exists.
   */
  async login(email: string, password: string, role: Role | null, meta: RequestMeta): Promise<Session> {
    if (role === Role.RECRUITER) {
      const problem = validateRecruiterLoginEmail(email);
      if (problem) throw new BadInputError(problem);
    }
    const user = await this.checkPassword(email, password, meta);
    if (user.role === Role.ADMIN) throw new AppError(ErrorCode.FORBIDDEN, AUTH_ERRORS.adminElsewhere);
    if (role && role !== user.role) {
      throw new AppError(
        ErrorCode.FORBIDDEN,
        user.role === Role.RECRUITER
          ? AUTH_ERRORS.recruiterAtSeekerLogin
          : AUTH_ERRORS.seekerAtRecruiterLogin,
      );
    }
    return this.startSession(user, meta);
  }

  /**
   * Administrator sign-in. With two-factor sign-in required (platform settings), the right password only
   * mails a code to the administrator and answers its reference; `verifyAdminLogin` starts the session.
   */
  async adminLogin(email: string, password: string, meta: RequestMeta): Promise<Session | AdminCodeRequired> {
    const user = await this.checkPassword(email, password, meta);
    if (user.role !== Role.ADMIN) throw new AppError(ErrorCode.FORBIDDEN, AUTH_ERRORS.notAdmin);
    const { twoFactorRequired } = await this.settings.get();
    if (!twoFactorRequired) return this.startSession(user, meta);
    // The challenge names the account that passed the password check: its code signs in only that one.
    const challenge = await this.otp.issue({
      email: user.email,
      purpose: OtpPurpose.ADMIN_LOGIN,
      role: user.role,
      clientIp: meta.ip,
    });
    return { twoFactorRequired: true, challenge };
  }

  /** The second step of a two-factor administrator sign-in: the mailed code of the password step. */
  async verifyAdminLogin(reference: string, code: string, meta: RequestMeta): Promise<Session> {
    await this.limits.consume('otp-verify:ip', meta.ip);
    const challenge = await this.otp.verifyAndConsume(reference, code, OtpPurpose.ADMIN_LOGIN);
    const user = await this.users.findByEmail(challenge.email);
    if (!user || user.role !== Role.ADMIN) throw new AppError(ErrorCode.FORBIDDEN, AUTH_ERRORS.notAdmin);
    return this.startSession(user, meta);
  }

  /** Google sign-in for job seekers: creates the account on first use, or links an existing seeker. */
  async googleLogin(idToken: string, meta: RequestMeta): Promise<Session> {
    await this.limits.consume('login:ip', meta.ip);
    const identity = await this.google.verify(idToken);
    let user =
      (await this.users.findByGoogleSubject(identity.subject)) ??
      (await this.users.findByEmail(identity.email));
    if (user && user.role !== Role.JOB_SEEKER)
      throw new AppError(ErrorCode.FORBIDDEN, AUTH_ERRORS.googleOtherRole);
    if (!user) {
      user = await this.dataSource.transaction(async (manager) => {
        const created = await this.users.create(
          {
            email: identity.email,
            passwordHash: null,
            firstName: identity.firstName,
            lastName: identity.lastName,
            role: Role.JOB_SEEKER,
            googleSubject: identity.subject,
          },
          manager,
        );
        await this.consents.recordSignup(created.id, manager);
        return created;
      });
      this.alerts.newUser(user);
    } else if (!user.googleSubject) {
      await this.users.update(user.id, { googleSubject: identity.subject });
    }
    return this.startSession(user, meta);
  }

  /** Forgot password, step 1. Answers the same whether or not the e-mail has an account. */
  async requestPasswordReset(email: string, meta: RequestMeta): Promise<OtpChallenge> {
    const problem = validateEmail(email);
    if (problem) throw new BadInputError(problem);
    await this.limits.consume('otp-send:ip', meta.ip);
    const user = await this.users.findByEmail(email);
    return this.otp.issue({
      email,
      purpose: OtpPurpose.PASSWORD_RESET,
      role: user?.role ?? Role.JOB_SEEKER,
      deliver: !!user,
      clientIp: meta.ip,
    });
  }

  /**
   * Forgot password, last step: needs the ticket from verifying a reset code of that e-mail. The ticket is
   * checked before the password is hashed (no request without one reaches argon2) and used up in the
   * transaction that sets the password.
   */
  async resetPassword(
    email: string,
    password: string,
    ticket: string | null,
    meta: RequestMeta,
  ): Promise<void> {
    await this.limits.consume('reset-password:ip', meta.ip);
    const problem = validateEmail(email);
    if (problem) throw new BadInputError(problem);
    if ((password ?? '').length < PASSWORD_MIN_LENGTH) throw new BadInputError(MESSAGES.passwordTooShort);
    await this.otp.checkTicket(ticket, email, OtpPurpose.PASSWORD_RESET);
    const passwordHash = await hashPassword(password, this.config.passwordHashMemoryKib);
    await this.dataSource.transaction(async (manager) => {
      await this.otp.consumeTicket(ticket, email, OtpPurpose.PASSWORD_RESET, manager);
      await this.users.updatePasswordByEmail(email, passwordHash, manager);
    });
  }

  /** "Sign out of all devices": every token of the account issued so far stops working. */
  async signOutEverywhere(user: User): Promise<void> {
    await this.users.revokeSessions(user.id);
  }

  private async checkPassword(email: string, password: string, meta: RequestMeta): Promise<User> {
    // No account has a longer address: refused before any look-up, hashing or pattern.
    if ((email ?? '').trim().length > EMAIL_MAX_LENGTH) throw new BadInputError(MESSAGES.emailTooLong);
    await this.limits.consume('login:ip', meta.ip);
    const { loginAttemptLimit } = await this.settings.get();
    const user = email ? await this.users.findByEmail(email, true) : null;
    // An account's counters are its own however its address is spelt: the database finds it with its
    // own case folding (`İ` as `i`), so they are keyed by the address it holds.
    const attempt = { email: user?.email ?? (email ?? '').trim(), ip: meta.ip };
    await this.limits.beforeLogin(attempt, loginAttemptLimit);
    const ok = await passwordMatches(user?.passwordHash ?? null, password, this.config.passwordHashMemoryKib);
    if (!user || !ok) {
      await this.limits.loginFailed(attempt, loginAttemptLimit);
      throw new AppError(ErrorCode.UNAUTHENTICATED, AUTH_ERRORS.badCredentials);
    }
    // The right password is no guess: the counts start over, whether or not a session follows (a
    // deactivated account, the other role's sign-in page).
    await this.limits.loginSucceeded(attempt);
    // A hash made with other parameters than new hashes get is replaced by a new hash of the same
    // password, now that the password is known to be right (a wrong one costs no second hash).
    const memoryKib = this.config.passwordHashMemoryKib;
    if (user.passwordHash && needsRehash(user.passwordHash, memoryKib))
      await this.users.replacePasswordHash(
        user.id,
        user.passwordHash,
        await hashPassword(password, memoryKib),
      );
    delete (user as Partial<User>).passwordHash;
    return user;
  }

  /** A deactivated account gets no session, whichever way it signs in (checked after its password). */
  private async startSession(user: User, meta: RequestMeta): Promise<Session> {
    if (user.deactivatedAt)
      throw new AppError(ErrorCode.ACCOUNT_DEACTIVATED, ADMIN_ACTION_MESSAGES.accountDeactivated);
    await this.limits.loginSucceeded({ email: user.email, ip: meta.ip });
    await this.users.update(user.id, { lastLoginAt: new Date() });
    const { sessionTimeoutMinutes } = await this.settings.get();
    const claims = { sub: user.id, role: user.role, ver: user.tokenVersion };
    return { user, token: this.tokens.sign(claims, sessionTimeoutMinutes) };
  }
}
