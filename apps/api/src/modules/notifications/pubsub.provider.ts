import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/**
 * Live events: in-process by default; through Redis when REDIS_URL is set, so every API process delivers
 * the events any of them publishes.
 */
@Injectable()
export class LiveEvents implements OnApplicationShutdown {
  readonly engine: PubSubEngine & {
    asyncIterableIterator<T>(triggers: string | string[]): AsyncIterableIterator<T>;
  };
  private readonly redis: Redis[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
      const subscriber = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
      this.redis.push(publisher, subscriber);
      this.engine = new RedisPubSub({ publisher, subscriber }) as unknown as LiveEvents['engine'];
    } else {
      this.engine = new PubSub() as unknown as LiveEvents['engine'];
    }
  }

  publish(trigger: string, payload: unknown): Promise<void> {
    return this.engine.publish(trigger, payload);
  }

  subscribe<T>(trigger: string): AsyncIterableIterator<T> {
    return this.engine.asyncIterableIterator<T>(trigger);
  }

  onApplicationShutdown(): void {
    for (const client of this.redis) client.disconnect();
  }
}
