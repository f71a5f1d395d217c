import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode, MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS, OtpPurpose, Role } from '@hireloop/schema';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { clientNetwork } from '../../common/client-network';
import { AppError, BadInputError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { deleteInBatches, queryOne, queryRows } from '../../common/sql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RATE_LIMITS, RateLimitService } from '../abuse/rate-limit.service';
import { escapeHtml } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { SettingsService } from '../admin/settings.service';
import { OtpChallenge } from './otp-challenge.entity';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes per e-mail per hour asked for from one client address. */
export const OTP_MAX_SENDS_PER_HOUR = RATE_LIMITS['otp-send:email-ip'].points;
/** Codes per e-mail per hour from all addresses together: bounds the mail a stranger can cause. */
export const OTP_MAX_SENDS_PER_EMAIL_PER_HOUR = 20;
/** The ticket from a verified code may be used to register or reset within this time. */
export const OTP_TICKET_TTL_MS = 10 * 60_000;
/** The window of the hourly caps: the sends of challenges created in it count. */
const HOUR_MS = 60 * 60_000;
/** Random bytes in a ticket (256 bits). */
const TICKET_BYTES = 32;

export const OTP_ERRORS = {
  notFound: 'This code has expired or does not exist. Please request a new OTP.',
  expired: 'This OTP has expired. Please request a new one.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  hourlyCap: 'Too many codes requested for this email. Please try again in an hour.',
  notVerified: 'Please verify your email with the OTP first.',
} as const;

export interface IssueRequest {
  email: string;
  purpose: OtpPurpose;
  role: Role;
  companyName?: string | null;
  /** false: create the challenge but send nothing (password reset for an unknown e-mail). */
  deliver?: boolean;
  /** The client address that asks: the hourly cap counts per e-mail and address. */
  clientIp?: string;
}

/** A verified code: the challenge and the ticket that lets its verifier register or reset once. */
export interface OtpVerified {
  challenge: OtpChallenge;
  ticket: string;
}

/**
 * One-time codes by e-mail: 6 digits from a secure source, stored as an HMAC, valid 10 minutes, single
 * use, at most 5 tries (counted before a code is compared); a resend after 60 s issues a new code; at most
 * 5 sends per e-mail per hour for one client address and 20 per e-mail per hour in all, so that a stranger
 * asking for codes from elsewhere does not use up the owner's. A verified code yields a ticket (256 random
 * bits, stored as a hash, valid 10 minutes, single use) bound to the challenge, its e-mail and purpose:
 * registration and password reset need that ticket, so only whoever verified the code can finish.
 */
@Injectable()
export class OtpService {
  constructor(
    @InjectRepository(OtpChallenge) private readonly challenges: Repository<OtpChallenge>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly limits: RateLimitService,
    private readonly settings: SettingsService,
  ) {}

  async issue(req: IssueRequest): Promise<OtpChallenge> {
    const email = req.email.trim();
    await this.checkHourlyCap(email, req.purpose, req.clientIp);
    const now = this.clock.now();
    const code = this.newCode();
    const challenge = await this.challenges.save(
      this.challenges.create({
        email,
        purpose: req.purpose,
        role: req.role,
        companyName: req.companyName ?? null,
        codeHash: this.hash(code),
        attempts: 0,
        // Counted whether or not a mail goes out, so a reset for an unknown e-mail behaves like any other.
        sends: 1,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        resendAvailableAt: new Date(now.getTime() + OTP_RESEND_SECONDS * 1000),
        createdAt: now,
      }),
    );
    if (req.deliver !== false) await this.sendCode(challenge, code);
    return challenge;
  }

  /** A new code for the same reference, once the 60 s wait is over. */
  async resend(
    reference: string,
    shouldDeliver: (c: OtpChallenge) => Promise<boolean> = async () => true,
    clientIp?: string,
  ): Promise<OtpChallenge> {
    const challenge = await this.find(reference);
    const now = this.clock.now();
    if (challenge.consumedAt) throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.notFound);
    const waitMs = challenge.resendAvailableAt.getTime() - now.getTime();
    if (waitMs > 0) {
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new OTP.`,
        Math.ceil(waitMs / 1000),
      );
    }
    await this.checkHourlyCap(challenge.email, challenge.purpose, clientIp);
    const code = this.newCode();
    Object.assign(challenge, {
      codeHash: this.hash(code),
      attempts: 0,
      verifiedAt: null,
      ticketHash: null,
      ticketExpiresAt: null,
      sends: challenge.sends + 1,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      resendAvailableAt: new Date(now.getTime() + OTP_RESEND_SECONDS * 1000),
    });
    await this.challenges.save(challenge);
    if (await shouldDeliver(challenge)) await this.sendCode(challenge, code);
    return challenge;
  }

  /** The newest open challenge of an e-mail and purpose (the legacy resend call names only the e-mail). */
  async latestOpen(email: string, purpose: OtpPurpose): Promise<OtpChallenge | null> {
    return this.challenges
      .createQueryBuilder('c')
      .where('lower(c.email) = lower(:email) AND c.purpose = :purpose AND c.consumedAt IS NULL', {
        email: email.trim(),
        purpose,
      })
      .orderBy('c.createdAt', 'DESC')
      .getOne();
  }

  /**
   * Checks a code. Every try is counted first, in one statement that grants it only while fewer than 5
   * were made, and only a try that was granted compares the code: parallel guesses cannot exceed the
   * allowance. The right code yields a new ticket (any earlier ticket of the challenge stops working).
   */
  async verify(reference: string, code: string): Promise<OtpVerified> {
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code ?? '')) throw new BadInputError(MESSAGES.otpSixDigits);
    const challenge = await this.find(reference);
    const now = this.clock.now();
    const granted = await queryRows<{ attempts: number; codeHash: string }>(
      this.challenges.manager,
      `UPDATE otp_challenges SET attempts = attempts + 1
       WHERE id = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3
       RETURNING attempts, code_hash AS "codeHash"`,
      [challenge.id, now, OTP_MAX_ATTEMPTS],
    );
    if (!granted.length) {
      const current = await this.find(reference);
      if (current.consumedAt) throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.notFound);
      if (current.attempts >= OTP_MAX_ATTEMPTS)
        throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.tooManyTries);
      throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.expired);
    }
    const [{ attempts, codeHash }] = granted;
    if (!this.matches(code, codeHash)) {
      throw new AppError(
        ErrorCode.BAD_USER_INPUT,
        attempts >= OTP_MAX_ATTEMPTS ? OTP_ERRORS.tooManyTries : MESSAGES.otpInvalid,
      );
    }
    const ticket = randomBytes(TICKET_BYTES).toString('base64url');
    const ticketExpiresAt = new Date(now.getTime() + OTP_TICKET_TTL_MS);
    await this.challenges.update(challenge.id, {
      verifiedAt: now,
      ticketHash: ticketHash(ticket),
      ticketExpiresAt,
    });
    Object.assign(challenge, { attempts, verifiedAt: now, ticketExpiresAt });
    return { challenge, ticket };
  }

  /**
   * Whether a ticket is valid for this e-mail and purpose, without using it up: the caller may then do
   * the expensive work (hashing a password) and use the ticket with `consumeTicket`.
   */
  async checkTicket(ticket: string | null | undefined, email: string, purpose: OtpPurpose): Promise<void> {
    if (!ticket) throw new AppError(ErrorCode.FORBIDDEN, OTP_ERRORS.notVerified);
    const rows = await queryRows<{ found: number }>(
      this.challenges.manager,
      `SELECT 1 AS found FROM otp_challenges
       WHERE ticket_hash = $1 AND lower(email) = lower($2) AND purpose = $3
         AND consumed_at IS NULL AND ticket_expires_at > $4`,
      [ticketHash(ticket), email.trim(), purpose, this.clock.now()],
    );
    if (!rows.length) throw new AppError(ErrorCode.FORBIDDEN, OTP_ERRORS.notVerified);
  }

  /**
   * Uses up a ticket for this e-mail and purpose (registration, password reset). Atomic: two requests
   * cannot both use one ticket; run it in the transaction of the change it allows.
   */
  async consumeTicket(
    ticket: string | null | undefined,
    email: string,
    purpose: OtpPurpose,
    manager?: EntityManager,
  ): Promise<OtpChallenge> {
    if (!ticket) throw new AppError(ErrorCode.FORBIDDEN, OTP_ERRORS.notVerified);
    const now = this.clock.now();
    const rows = await queryRows<OtpChallenge>(
      manager ?? this.challenges.manager,
      `UPDATE otp_challenges SET consumed_at = $4
       WHERE ticket_hash = $1 AND lower(email) = lower($2) AND purpose = $3
         AND consumed_at IS NULL AND ticket_expires_at > $4
       RETURNING id, role, company_name AS "companyName"`,
      [ticketHash(ticket), email.trim(), purpose, now],
    );
    if (!rows.length) throw new AppError(ErrorCode.FORBIDDEN, OTP_ERRORS.notVerified);
    return rows[0];
  }

  /**
   * Checks the code of a challenge of this purpose (the tries, expiry and single use of `verify`) and uses
   * the challenge up at once: the second step of a sign-in, where the code itself is the proof.
   */
  async verifyAndConsume(reference: string, code: string, purpose: OtpPurpose): Promise<OtpChallenge> {
    const challenge = await this.find(reference);
    if (challenge.purpose !== purpose) throw new AppError(ErrorCode.NOT_FOUND, OTP_ERRORS.notFound);
    await this.verify(reference, code);
    const rows = await queryRows<{ id: string; email: string }>(
      this.challenges.manager,
      `UPDATE otp_challenges SET consumed_at = $3
       WHERE id = $1 AND purpose = $2 AND consumed_at IS NULL AND verified_at IS NOT NULL
       RETURNING id, email`,
      [challenge.id, purpose, this.clock.now()],
    );
    if (!rows.length) throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.notFound);
    return challenge;
  }

  /**
   * Deletes the challenges whose code and ticket had both expired before `before` (an expired ticket
   * no longer lets anyone register or reset); answers how many. Challenges of the last hour always stay,
   * whatever `before` says: the hourly caps count their sends.
   */
  async purgeExpired(before: Date): Promise<number> {
    const cutoff = new Date(Math.min(before.getTime(), this.clock.now().getTime() - HOUR_MS));
    return deleteInBatches(
      this.challenges.manager,
      'otp_challenges',
      'expires_at < $1 AND (ticket_expires_at IS NULL OR ticket_expires_at < $1) AND created_at < $1',
      [cutoff],
    );
  }

  /** Erases every challenge of this e-mail, whatever its purpose (in the caller's transaction). */
  async eraseOf(email: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM otp_challenges WHERE lower(email) = lower($1)`, [email.trim()]);
  }

  private async find(reference: string): Promise<OtpChallenge> {
    const challenge = isUuid(reference ?? '') ? await this.challenges.findOneBy({ id: reference }) : null;
    if (!challenge) throw new AppError(ErrorCode.NOT_FOUND, OTP_ERRORS.notFound);
    return challenge;
  }

  /**
   * The hourly caps: all addresses together (sends recorded on the challenges), then this address. An
   * account deletion's codes, which only the signed-in owner can ask for, are counted apart: codes that
   * strangers ask for the address do not keep its owner from deleting the account.
   */
  private async checkHourlyCap(email: string, purpose: OtpPurpose, clientIp?: string): Promise<void> {
    const since = new Date(this.clock.now().getTime() - HOUR_MS);
    const deletion = purpose === OtpPurpose.ACCOUNT_DELETION;
    const { sends } = await queryOne<{ sends: number }>(
      this.challenges.manager,
      `SELECT coalesce(sum(sends), 0)::int AS sends FROM otp_challenges
        WHERE lower(email) = lower($1) AND created_at > $2 AND (purpose = $3) = $4`,
      [email, since, OtpPurpose.ACCOUNT_DELETION, deletion],
    );
    if (sends >= OTP_MAX_SENDS_PER_EMAIL_PER_HOUR)
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, OTP_ERRORS.hourlyCap);
    try {
      await this.limits.consume(
        'otp-send:email-ip',
        `${email.toLowerCase()}|${clientNetwork(clientIp ?? '')}${deletion ? '|deletion' : ''}`,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.TOO_MANY_REQUESTS)
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, OTP_ERRORS.hourlyCap, error.retryAfterSeconds);
      throw error;
    }
  }

  private async sendCode(challenge: OtpChallenge, code: string): Promise<void> {
    const deletion = challenge.purpose === OtpPurpose.ACCOUNT_DELETION;
    const platform = (await this.settings.cached()).platformName;
    const what = PURPOSE_WORDS[challenge.purpose];
    const minutes = OTP_TTL_MS / 60_000;
    const text = [
      `Your ${platform} ${what} code is ${code}.`,
      '',
      `It is valid for ${minutes} minutes and can be used once.`,
      ...(deletion
        ? [
            'Entering it deletes your account and everything in it for good; this cannot be undone.',
            'If you did not ask for it, someone may be signed in to your account: change your password. Nothing is deleted without this code.',
          ]
        : ['If you did not ask for it, you can ignore this e-mail: nothing changes until the code is used.']),
    ].join('\n');
    await this.mail.send({
      to: challenge.email,
      subject: `Your ${platform} ${what} code`,
      text,
      html: `<p>Your ${escapeHtml(platform)} ${what} code is</p><p style="font-size:28px;letter-spacing:6px"><b>${code}</b></p><p>It is valid for ${minutes} minutes and can be used once.</p>${deletion ? '<p>Entering it deletes your account and everything in it for good; this cannot be undone. If you did not ask for it, change your password.</p>' : ''}`,
    });
  }

  private newCode(): string {
    return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  }

  private hash(code: string): string {
    return createHmac('sha256', this.config.jwt.secret).update(`otp:${code}`).digest('hex');
  }

  private matches(code: string, hash: string): boolean {
    const a = Buffer.from(this.hash(code), 'hex');
    const b = Buffer.from(hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** What each purpose's code is called in its mail. */
const PURPOSE_WORDS: Record<OtpPurpose, string> = {
  [OtpPurpose.SIGN_UP]: 'verification',
  [OtpPurpose.PASSWORD_RESET]: 'password reset',
  [OtpPurpose.ADMIN_LOGIN]: 'verification',
  [OtpPurpose.ACCOUNT_DELETION]: 'account deletion',
};

/** The stored form of a ticket. */
function ticketHash(ticket: string): string {
  return createHash('sha256').update(`otp-ticket:${ticket}`).digest('hex');
}
