import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError, ErrorCode } from '../../common/errors';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** Attempts allowed per key and window. Counters live in Redis when REDIS_URL is set (shared by replicas). */
export const RATE_LIMITS = {
  /** The allowance is LOGIN_RATE_LIMIT_PER_IP (default 100). */
  'login:ip': { points: 100, duration: 15 * 60 },
  'otp-send:ip': { points: 30, duration: 60 * 60 },
  'otp-verify:ip': { points: 60, duration: 10 * 60 },
  /** Account creations (GraphQL register, REST user/register) per client address. */
  'register:ip': { points: 20, duration: 60 * 60 },
  /** Password resets (GraphQL resetPassword, REST user/update/password) per client address. */
  'reset-password:ip': { points: 20, duration: 60 * 60 },
  /** Applications sent by one job seeker. */
  'apply:user': { points: 50, duration: 60 * 60 },
  /** Documents and logos uploaded by one user (each file counts). */
  'upload:user': { points: 30, duration: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Login attempts per e-mail are counted over this window, up to the administrator's limit. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;
  private readonly redis?: Redis;
  private readonly loginLimiters = new Map<number, RateLimiterAbstract>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl)
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false });
    const make = (name: RateLimitName, points: number = RATE_LIMITS[name].points) =>
      this.create(points, RATE_LIMITS[name].duration, name);
    this.limiters = {
      'login:ip': make('login:ip', config.loginRateLimitPerIp),
      'otp-send:ip': make('otp-send:ip'),
      'otp-verify:ip': make('otp-verify:ip'),
      'register:ip': make('register:ip'),
      'reset-password:ip': make('reset-password:ip'),
      'apply:user': make('apply:user'),
      'upload:user': make('upload:user'),
    };
  }

  /** Counts one attempt; refuses with TOO_MANY_REQUESTS once the window's allowance is used. */
  consume(name: RateLimitName, key: string): Promise<void> {
    return spend(this.limiters[name], key);
  }

  /**
   * Login attempts per e-mail with the administrator's limit: one counter store per limit value, so a
   * changed setting applies to new windows at once.
   */
  async consumeLogin(email: string, limit: number): Promise<void> {
    let limiter = this.loginLimiters.get(limit);
    if (!limiter) {
      limiter = this.create(limit, LOGIN_WINDOW_SECONDS, `login:${limit}`);
      this.loginLimiters.set(limit, limiter);
    }
    await spend(limiter, email);
  }

  async resetLogin(email: string): Promise<void> {
    await Promise.all([...this.loginLimiters.values()].map((l) => l.delete(email.toLowerCase())));
  }

  private create(points: number, duration: number, name: string): RateLimiterAbstract {
    const opts = { points, duration, keyPrefix: `hireloop:rl:${name}` };
    return this.redis
      ? new RateLimiterRedis({ ...opts, storeClient: this.redis })
      : new RateLimiterMemory(opts);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}

/** One attempt against a limiter, refused with a coded error, the wait in words and Retry-After. */
async function spend(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key.toLowerCase());
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
