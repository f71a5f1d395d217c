import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS, OtpPurpose, Role } from '@hireloop/schema';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, BadInputError, ErrorCode } from '../../common/errors';
import { isUuid } from '../../common/paging';
import { returnedRows } from '../../common/sql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { MailService } from '../mail/mail.service';
import { OtpChallenge } from './otp-challenge.entity';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
/** A verified code may be used to register or reset within this time. */
export const OTP_VERIFIED_TTL_MS = 30 * 60_000;

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
}

/**
 * One-time codes by e-mail: 6 digits from a secure source, stored as an HMAC, valid 10 minutes, single
 * use, void after 5 wrong tries; a resend after 60 s issues a new code; at most 5 sends per e-mail per hour.
 */
@Injectable()
export class OtpService {
  constructor(
    @InjectRepository(OtpChallenge) private readonly challenges: Repository<OtpChallenge>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async issue(req: IssueRequest): Promise<OtpChallenge> {
    const email = req.email.trim();
    await this.checkHourlyCap(email);
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
    await this.checkHourlyCap(challenge.email);
    const code = this.newCode();
    Object.assign(challenge, {
      codeHash: this.hash(code),
      attempts: 0,
      verifiedAt: null,
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

  /** Checks a code. A wrong code counts a try; the fifth wrong try voids the challenge. */
  async verify(reference: string, code: string): Promise<OtpChallenge> {
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code ?? '')) throw new BadInputError(MESSAGES.otpSixDigits);
    const challenge = await this.find(reference);
    const now = this.clock.now();
    if (challenge.consumedAt) throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.notFound);
    if (challenge.attempts >= OTP_MAX_ATTEMPTS)
      throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.tooManyTries);
    if (challenge.expiresAt <= now) throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.expired);
    const { codeHash } = await this.challenges
      .createQueryBuilder('c')
      .addSelect('c.codeHash')
      .where('c.id = :id', { id: challenge.id })
      .getOneOrFail();
    if (!this.matches(code, codeHash)) {
      // Atomic increment, so parallel guesses cannot exceed the allowance.
      const rows = returnedRows<{ attempts: number }>(
        await this.challenges.query(
          `UPDATE otp_challenges SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts`,
          [challenge.id],
        ),
      );
      const attempts = rows[0]?.attempts ?? OTP_MAX_ATTEMPTS;
      throw new AppError(
        ErrorCode.BAD_USER_INPUT,
        attempts >= OTP_MAX_ATTEMPTS ? OTP_ERRORS.tooManyTries : MESSAGES.otpInvalid,
      );
    }
    challenge.verifiedAt = now;
    await this.challenges.update(challenge.id, { verifiedAt: now });
    return challenge;
  }

  /**
   * Uses up the verified challenge of an e-mail and purpose (registration, password reset). Atomic: two
   * requests cannot both use one verification.
   */
  async consumeVerified(email: string, purpose: OtpPurpose, manager?: EntityManager): Promise<OtpChallenge> {
    const now = this.clock.now();
    const result: unknown = await (manager ?? this.challenges.manager).query(
      `UPDATE otp_challenges SET consumed_at = $3
       WHERE id = (
         SELECT id FROM otp_challenges
         WHERE lower(email) = lower($1) AND purpose = $2 AND consumed_at IS NULL
           AND verified_at IS NOT NULL AND verified_at > $4
         ORDER BY verified_at DESC LIMIT 1
       ) AND consumed_at IS NULL
       RETURNING id, role, company_name AS "companyName"`,
      [email.trim(), purpose, now, new Date(now.getTime() - OTP_VERIFIED_TTL_MS)],
    );
    const rows = returnedRows<OtpChallenge>(result);
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
    const rows = returnedRows<OtpChallenge>(
      await this.challenges.query(
        `UPDATE otp_challenges SET consumed_at = $3
         WHERE id = $1 AND purpose = $2 AND consumed_at IS NULL AND verified_at IS NOT NULL
         RETURNING id, email`,
        [challenge.id, purpose, this.clock.now()],
      ),
    );
    if (!rows.length) throw new AppError(ErrorCode.BAD_USER_INPUT, OTP_ERRORS.notFound);
    return challenge;
  }

  private async find(reference: string): Promise<OtpChallenge> {
    const challenge = isUuid(reference ?? '') ? await this.challenges.findOneBy({ id: reference }) : null;
    if (!challenge) throw new AppError(ErrorCode.NOT_FOUND, OTP_ERRORS.notFound);
    return challenge;
  }

  private async checkHourlyCap(email: string): Promise<void> {
    const since = new Date(this.clock.now().getTime() - 60 * 60_000);
    const [{ sends }] = await this.challenges.query(
      `SELECT coalesce(sum(sends), 0)::int AS sends FROM otp_challenges WHERE lower(email) = lower($1) AND created_at > $2`,
      [email, since],
    );
    if (Number(sends) >= OTP_MAX_SENDS_PER_HOUR)
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, OTP_ERRORS.hourlyCap);
  }

  private async sendCode(challenge: OtpChallenge, code: string): Promise<void> {
    const reset = challenge.purpose === OtpPurpose.PASSWORD_RESET;
    const subject = reset ? 'Your Hireloop password reset code' : 'Your Hireloop verification code';
    const text = [
      `Your Hireloop ${reset ? 'password reset' : 'verification'} code is ${code}.`,
      '',
      `It is valid for ${OTP_TTL_MS / 60_000} minutes and can be used once.`,
      'If you did not ask for it, you can ignore this e-mail: nothing changes until the code is used.',
    ].join('\n');
    await this.mail.send({
      to: challenge.email,
      subject,
      text,
      html: `<p>Your Hireloop ${reset ? 'password reset' : 'verification'} code is</p><p style="font-size:28px;letter-spacing:6px"><b>${code}</b></p><p>It is valid for ${OTP_TTL_MS / 60_000} minutes and can be used once.</p>`,
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
