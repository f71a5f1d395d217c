import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/**
 * Live events: in-process by default; through Redis when REDIS_URL is set, so every API process delivers
 * the events any of them publishes. While Redis cannot be reached, live pushes are dropped with a warning
 * (the notifications themselves are stored) and the clients reconnect by themselves.
 */
@Injectable()
export class LiveEvents implements OnApplicationShutdown {
  readonly engine: PubSubEngine & {
    asyncIterableIterator<T>(triggers: string | string[]): AsyncIterableIterator<T>;
  };
  private readonly redis: Redis[] = [];
  private readonly logger = new Logger(LiveEvents.name);
  private readonly resumeListeners: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
      const subscriber = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
      this.redis.push(publisher, subscriber);
      let down = false;
      for (const client of this.redis) {
        // Without a listener ioredis reports every failed reconnection as an unhandled error event.
        client.on('error', (error: Error) => {
          if (!down) this.logger.warn(`Redis unavailable, live events paused: ${error.message}`);
          down = true;
        });
        client.on('ready', () => {
          if (!down) return;
          this.logger.log('Redis available again, live events resume');
          down = false;
          for (const listener of this.resumeListeners) listener();
        });
      }
      this.engine = new RedisPubSub({ publisher, subscriber }) as unknown as LiveEvents['engine'];
    } else {
      this.engine = new PubSub() as unknown as LiveEvents['engine'];
    }
  }

  async publish(trigger: string, payload: unknown): Promise<void> {
    try {
      await this.engine.publish(trigger, payload);
    } catch (error) {
      this.logger.warn(`live event ${trigger} not pushed: ${error instanceof Error ? error.message : error}`);
    }
  }

  /**
   * Calls `listener` on every message of `trigger` (from any process with Redis), for the process's own
   * bookkeeping rather than a client's subscription.
   */
  async listen<T>(trigger: string, listener: (payload: T) => void): Promise<void> {
    await this.engine.subscribe(trigger, listener, {});
  }

  /** Calls `listener` when Redis is reachable again after an outage (the events meanwhile were lost). */
  onResume(listener: () => void): void {
    this.resumeListeners.push(listener);
  }

  subscribe<T>(trigger: string): AsyncIterableIterator<T> {
    return this.engine.asyncIterableIterator<T>(trigger);
  }

  onApplicationShutdown(): void {
    for (const client of this.redis) client.disconnect();
  }
}
