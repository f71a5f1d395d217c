import { AlertFrequency, validateEmail } from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BadInputError } from '../../common/errors';
import { RateLimitService } from '../abuse/rate-limit.service';
import { JobAlertsService } from '../alerts/job-alerts.service';

/**
 * Newsletter sign-ups and waitlist addresses, at most 10 per client address an hour together on every
 * transport. A newsletter sign-up is a visitor's weekly job alert of all new jobs (double opt-in: the
 * address gets its confirmation link, nothing else until it is clicked); waitlist addresses are stored
 * once each (case-insensitively).
 */
@Injectable()
export class MarketingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: RateLimitService,
    private readonly alerts: JobAlertsService,
  ) {}

  async subscribeNewsletter(email: string, ip: string): Promise<void> {
    const address = (email ?? '').trim();
    const problem = validateEmail(address);
    if (problem) throw new BadInputError(problem);
    await this.limits.consume('marketing:ip', ip);
    await this.alerts.createForVisitor(address, this.alerts.check({ frequency: AlertFrequency.WEEKLY }));
  }

  joinWaitlist(email: string, ip: string): Promise<void> {
    return this.store('waitlist_entries', email, ip);
  }

  private async store(table: 'waitlist_entries', email: string, ip: string): Promise<void> {
    const address = (email ?? '').trim();
    const problem = validateEmail(address);
    if (problem) throw new BadInputError(problem);
    await this.limits.consume('marketing:ip', ip);
    await this.dataSource.query(`INSERT INTO ${table} (email) VALUES ($1) ON CONFLICT DO NOTHING`, [address]);
  }
}
