import { ErrorCode } from '@hireloop/schema';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientNetwork } from '../../common/client-network';
import { AppError } from '../../common/errors';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** Attempts allowed per key and window. Counters live in Redis when REDIS_URL is set (shared by replicas). */
export const RATE_LIMITS = {
  /** The allowance is LOGIN_RATE_LIMIT_PER_IP (default 100). */
  'login:ip': { points: 100, duration: 15 * 60 },
  'otp-send:ip': { points: 30, duration: 60 * 60 },
  /** Codes mailed to one e-mail at the request of one client address (key: e-mail and address). */
  'otp-send:email-ip': { points: 5, duration: 60 * 60 },
  'otp-verify:ip': { points: 60, duration: 10 * 60 },
  /** Account creations (GraphQL register, REST user/register) per client address. */
  'register:ip': { points: 20, duration: 60 * 60 },
  /** Password resets (GraphQL resetPassword, REST user/update/password) per client address. */
  'reset-password:ip': { points: 20, duration: 60 * 60 },
  /** Newsletter (a visitor's weekly alert) and waitlist sign-ups per client address (anyone may add any address). */
  'marketing:ip': { points: 10, duration: 60 * 60 },
  /** Visitors' job alerts (each sends a confirmation mail) per client address. */
  'alert-visitor:ip': { points: 10, duration: 60 * 60 },
  /** Confirmation mails of visitors' job alerts to one e-mail address, whoever asks. */
  'alert-visitor:email': { points: 3, duration: 24 * 60 * 60 },
  /** Applications sent by one job seeker. */
  'apply:user': { points: 50, duration: 60 * 60 },
  /** Interview proposals, picks, changes and cancellations by one user (each sends mails). */
  'interview:user': { points: 60, duration: 60 * 60 },
  /** New times or slots for one interview by one user (each mails both sides an updated invite). */
  'interview-change:user-interview': { points: 5, duration: 24 * 60 * 60 },
  /** Full job listings (GET /api/v1/jobs) started by one client address (each takes seconds of the API). */
  'listing:ip': { points: 30, duration: 10 * 60 },
  /** Interview pick links opened or used from one client address without signing in. */
  'interview-link:ip': { points: 60, duration: 10 * 60 },
  /** Messages one recruiter sends to applicants (each is mailed). */
  'message:user': { points: 30, duration: 60 * 60 },
  /** Messages one recruiter sends to one applicant. */
  'message:user-applicant': { points: 5, duration: 24 * 60 * 60 },
  /** Documents and logos uploaded by one user (each file counts). */
  'upload:user': { points: 30, duration: 60 * 60 },
  /** Resumes generated from a seeker's profile (downloaded or attached). */
  'resume-pdf:user': { points: 30, duration: 60 * 60 },
  /** GraphQL operations over WebSocket per signed-in user (per client address without a session). */
  'graphql-ws:user': { points: 30, duration: 60 },
  /** Requests per API key, REST and GraphQL together. The allowance is API_KEY_RATE_LIMIT_PER_MINUTE (default 600). */
  'api-key': { points: 600, duration: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Login attempts per e-mail are counted over this window, up to the administrator's limit. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Failed logins of one e-mail from all addresses together, within LOGIN_WINDOW_SECONDS, above which each
 * further failure pauses that e-mail's logins from addresses that have already failed for it: the
 * administrator's limit times this factor.
 */
export const LOGIN_SOFT_LIMIT_FACTOR = 2;

/** The pause after the k-th failure beyond the soft limit: 2^k seconds, at most this long. */
export const LOGIN_MAX_DELAY_SECONDS = 60;

/** Seconds an e-mail's logins pause after its n-th failure in the window (0 below the soft limit). */
export function loginDelaySeconds(failures: number, attemptLimit: number): number {
  const beyond = failures - attemptLimit * LOGIN_SOFT_LIMIT_FACTOR;
  return beyond < 0 ? 0 : Math.min(2 ** beyond, LOGIN_MAX_DELAY_SECONDS);
}

/** Where a metered allowance stands after a request. */
export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts over. */
  resetSeconds: number;
}

function secondsOf(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** What login needs to know before the password is checked. */
export interface LoginAttempt {
  email: string;
  ip: string;
}

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;
  private readonly redis?: Redis;
  private readonly loginLimiters = new Map<number, RateLimiterAbstract>();
  /** Failed logins per e-mail from every address (counted, never refused by itself). */
  private readonly loginFailures: RateLimiterAbstract;
  /** An e-mail's pause after too many failures from several addresses (a block of growing length). */
  private readonly loginPause: RateLimiterAbstract;
  private readonly logger = new Logger(RateLimitService.name);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      // Fail fast while Redis is away (no offline queue): the limiters then count in memory instead.
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false });
      let down = false;
      this.redis.on('error', (error: Error) => {
        if (!down) this.logger.warn(`Redis unavailable, rate limits count in memory: ${error.message}`);
        down = true;
      });
      this.redis.on('ready', () => {
        if (down) this.logger.log('Redis available again, rate limits count in Redis');
        down = false;
      });
    }
    const make = (name: RateLimitName, points: number = RATE_LIMITS[name].points) =>
      this.create(points, RATE_LIMITS[name].duration, name);
    this.limiters = {
      'login:ip': make('login:ip', config.loginRateLimitPerIp),
      'otp-send:ip': make('otp-send:ip'),
      'otp-send:email-ip': make('otp-send:email-ip'),
      'otp-verify:ip': make('otp-verify:ip'),
      'register:ip': make('register:ip'),
      'reset-password:ip': make('reset-password:ip'),
      'marketing:ip': make('marketing:ip'),
      'alert-visitor:ip': make('alert-visitor:ip'),
      'alert-visitor:email': make('alert-visitor:email'),
      'apply:user': make('apply:user'),
      'interview:user': make('interview:user'),
      'interview-change:user-interview': make('interview-change:user-interview'),
      'listing:ip': make('listing:ip'),
      'interview-link:ip': make('interview-link:ip'),
      'message:user': make('message:user'),
      'message:user-applicant': make('message:user-applicant'),
      'upload:user': make('upload:user'),
      'resume-pdf:user': make('resume-pdf:user'),
      'graphql-ws:user': make('graphql-ws:user'),
      'api-key': make('api-key', config.apiKeyRateLimitPerMinute),
    };
    this.loginFailures = this.create(1_000_000, LOGIN_WINDOW_SECONDS, 'login-fail:email');
    this.loginPause = this.create(1, LOGIN_MAX_DELAY_SECONDS, 'login-pause:email');
  }

  /**
   * Counts one attempt; refuses with TOO_MANY_REQUESTS once the window's allowance is used. A limit per
   * client address (`…:ip`) counts an IPv6 client by its /64 (clientNetwork), so the many addresses of
   * one line share one allowance.
   */
  consume(name: RateLimitName, key: string): Promise<void> {
    return spend(this.limiters[name], name.endsWith(':ip') ? clientNetwork(key) : key);
  }

  /**
   * Counts one request against a metered allowance and answers where it stands (for `RateLimit-*`
   * headers), whether or not it was allowed.
   */
  async meter(name: RateLimitName, key: string): Promise<RateLimitState> {
    const limit = this.limiters[name].points;
    try {
      const res = await this.limiters[name].consume(key);
      return { allowed: true, limit, remaining: res.remainingPoints, resetSeconds: secondsOf(res) };
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      return { allowed: false, limit, remaining: 0, resetSeconds: secondsOf(res) };
    }
  }

  /**
   * Before a login's password is checked. Hard limit: the administrator's number of attempts per e-mail
   * and client address in LOGIN_WINDOW_SECONDS (a success starts over). Across addresses nothing is ever
   * locked: once an e-mail has failed more than twice that number from all addresses together, each
   * further failure pauses it for a growing time (1 s, 2 s, 4 s ... up to a minute), and during a pause
   * only addresses without a failed attempt for that e-mail are heard. So strangers guessing from many
   * addresses cannot keep the owner out, and each of their addresses gets few guesses.
   */
  async beforeLogin(attempt: LoginAttempt, limit: number): Promise<void> {
    const pair = pairKey(attempt);
    const limiter = this.loginLimiter(limit);
    const res = await spendRes(limiter, pair).catch((error: unknown) => {
      if (!(error instanceof AppError) || error.code !== ErrorCode.TOO_MANY_REQUESTS) throw error;
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, loginLockedMessage(minutes), error.retryAfterSeconds);
    });
    if (res.consumedPoints <= 1) return;
    const pause = await this.loginPause.get(attempt.email.toLowerCase());
    if (pause && pause.consumedPoints > 0 && pause.msBeforeNext > 0) {
      // A refused attempt does not count against the address's allowance.
      await limiter.reward(pair, 1);
      const seconds = Math.max(1, Math.ceil(pause.msBeforeNext / 1000));
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        seconds,
      );
    }
  }

  /** A wrong password: counts the e-mail's failure from all addresses and pauses it past the soft limit. */
  async loginFailed(attempt: LoginAttempt, limit: number): Promise<void> {
    const email = attempt.email.toLowerCase();
    const { consumedPoints } = await this.loginFailures.penalty(email, 1);
    const delay = loginDelaySeconds(consumedPoints, limit);
    if (delay > 0) await this.loginPause.block(email, delay);
  }

  /** A successful login starts its address's count and the e-mail's failures over. */
  async loginSucceeded(attempt: LoginAttempt): Promise<void> {
    const email = attempt.email.toLowerCase();
    await Promise.all([
      ...[...this.loginLimiters.values()].map((l) => l.delete(pairKey(attempt))),
      this.loginFailures.delete(email),
      this.loginPause.delete(email),
    ]);
  }

  /** One counter store per limit value, so a changed setting applies to new windows at once. */
  private loginLimiter(limit: number): RateLimiterAbstract {
    let limiter = this.loginLimiters.get(limit);
    if (!limiter) {
      limiter = this.create(limit, LOGIN_WINDOW_SECONDS, `login:${limit}`);
      this.loginLimiters.set(limit, limiter);
    }
    return limiter;
  }

  /**
   * With Redis, an in-memory limiter of the same allowance stands in while Redis cannot be reached
   * (rate-limiter-flexible's insuranceLimiter), so an outage neither fails logins nor lifts the limits.
   */
  private create(points: number, duration: number, name: string): RateLimiterAbstract {
    const opts = { points, duration, keyPrefix: `hireloop:rl:${name}` };
    return this.redis
      ? new RateLimiterRedis({
          ...opts,
          storeClient: this.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(opts),
        })
      : new RateLimiterMemory(opts);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}

function pairKey(attempt: LoginAttempt): string {
  return `${attempt.email.trim().toLowerCase()}|${clientNetwork(attempt.ip)}`;
}

/** One attempt against a limiter, refused with a coded error, the wait in words and Retry-After. */
/** The refusal once an e-mail's failed logins from one address reach the administrator's limit. */
export function loginLockedMessage(minutes: number): string {
  return `Too many failed logins: this account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Please try again later or reset your password.`;
}

async function spend(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await spendRes(limiter, key);
}

async function spendRes(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key.toLowerCase());
  } catch (res) {
    if (res instanceof RateLimiterRes) {
      const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.ceil(res.msBeforeNext / 1000),
      );
    }
    throw res;
  }
}
