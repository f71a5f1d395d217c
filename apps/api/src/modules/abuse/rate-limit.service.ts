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
  'login:email': { points: 10, duration: 15 * 60 },
  'login:ip': { points: 100, duration: 15 * 60 },
  'otp-send:ip': { points: 30, duration: 60 * 60 },
  'otp-verify:ip': { points: 60, duration: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;
  private readonly redis?: Redis;
  private readonly loginLimiters = new Map<number, RateLimiterAbstract>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl)
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false });
    const make = (name: RateLimitName) => {
      const opts = { ...RATE_LIMITS[name], keyPrefix: `hireloop:rl:${name}` };
      return this.redis
        ? new RateLimiterRedis({ ...opts, storeClient: this.redis })
        : new RateLimiterMemory(opts);
    };
    this.limiters = {
      'login:email': make('login:email'),
      'login:ip': make('login:ip'),
      'otp-send:ip': make('otp-send:ip'),
      'otp-verify:ip': make('otp-verify:ip'),
    };
  }

  /** Counts one attempt; refuses with TOO_MANY_REQUESTS once the window's allowance is used. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key.toLowerCase());
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

  /**
   * Login attempts per e-mail with the administrator's limit: one counter store per limit value, so a
   * changed setting applies to new windows at once.
   */
  async consumeLogin(email: string, limit: number): Promise<void> {
    let limiter = this.loginLimiters.get(limit);
    if (!limiter) {
      const opts = {
        points: limit,
        duration: RATE_LIMITS['login:email'].duration,
        keyPrefix: `hireloop:rl:login:${limit}`,
      };
      limiter = this.redis
        ? new RateLimiterRedis({ ...opts, storeClient: this.redis })
        : new RateLimiterMemory(opts);
      this.loginLimiters.set(limit, limiter);
    }
    try {
      await limiter.consume(email.toLowerCase());
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

  async resetLogin(email: string): Promise<void> {
    await Promise.all([...this.loginLimiters.values()].map((l) => l.delete(email.toLowerCase())));
  }

  /** Forgets the attempts of a key (after a successful login). */
  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key.toLowerCase());
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
