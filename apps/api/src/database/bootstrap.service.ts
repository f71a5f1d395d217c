import { Role } from '@hireloop/schema';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { hashPassword } from '../modules/auth/password-hashing';
import { jobCounts } from '../modules/jobs/jobs.queries';
import { seedDemoData } from './seed/seed';

export const DEFAULT_DEMO_JOBS = 300;

/** On start: creates the first administrator (ADMIN_EMAIL) and, on an empty database, the demo data. */
@Injectable()
export class BootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bootstrap');
  demoSeeded = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
    if (this.config.seedDemo) await this.seedIfEmpty();
  }

  private async ensureAdmin(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    const passwordHash = await hashPassword(admin.password, this.config.passwordHashMemoryKib);
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, role)
       VALUES ($1, $2, 'Admin', 'User', $3) ON CONFLICT DO NOTHING RETURNING id`,
      [admin.email.trim(), passwordHash, Role.ADMIN],
    );
    if (rows.length) this.logger.log(`created the administrator ${admin.email}`);
  }

  private async seedIfEmpty(): Promise<void> {
    const { totalJobs } = await jobCounts(this.dataSource);
    if (totalJobs > 0) return;
    const started = Date.now();
    // In production the demo accounts never get their published passwords.
    const summary = await seedDemoData(this.dataSource, {
      jobs: DEFAULT_DEMO_JOBS,
      randomPasswords: this.config.env === 'production',
      passwordHashMemoryKib: this.config.passwordHashMemoryKib,
    });
    this.demoSeeded = true;
    this.logger.log(
      `seeded demo data in ${Date.now() - started} ms: ${summary.companies} companies, ${summary.jobs} jobs, ` +
        `${summary.users} users, ${summary.applications} applications`,
    );
  }
}
