import { validateEmail } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BadInputError } from '../../common/errors';
import { RateLimitService } from '../abuse/rate-limit.service';

/**
 * Newsletter and waitlist addresses, stored once each (case-insensitively), at most 10 sign-ups per client
 * address an hour on every transport.
 */
@Injectable()
export class MarketingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: RateLimitService,
  ) {}

  subscribeNewsletter(email: string, ip: string): Promise<void> {
    return this.store('newsletter_subscriptions', email, ip);
  }

  joinWaitlist(email: string, ip: string): Promise<void> {
    return this.store('waitlist_entries', email, ip);
  }

  private async store(
    table: 'newsletter_subscriptions' | 'waitlist_entries',
    email: string,
    ip: string,
  ): Promise<void> {
    const address = (email ?? '').trim();
    const problem = validateEmail(address);
    if (problem) throw new BadInputError(problem);
    await this.limits.consume('marketing:ip', ip);
    await this.dataSource.query(`INSERT INTO ${table} (email) VALUES ($1) ON CONFLICT DO NOTHING`, [address]);
  }
}
