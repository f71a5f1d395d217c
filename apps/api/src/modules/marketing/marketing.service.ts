import { validateEmail } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BadInputError } from '../../common/errors';

/** Newsletter and waitlist addresses, stored once each (case-insensitively). */
@Injectable()
export class MarketingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  subscribeNewsletter(email: string): Promise<void> {
    return this.store('newsletter_subscriptions', email);
  }

  joinWaitlist(email: string): Promise<void> {
    return this.store('waitlist_entries', email);
  }

  private async store(table: 'newsletter_subscriptions' | 'waitlist_entries', email: string): Promise<void> {
    const address = (email ?? '').trim();
    const problem = validateEmail(address);
    if (problem) throw new BadInputError(problem);
    await this.dataSource.query(`INSERT INTO ${table} (email) VALUES ($1) ON CONFLICT DO NOTHING`, [address]);
  }
}
