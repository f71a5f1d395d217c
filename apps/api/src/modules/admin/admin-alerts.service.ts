import { Role } from '@hireloop/schema';
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Mail, MailService } from '../mail/mail.service';
import { adminEmails } from '../users/users.queries';
import { PlatformSettings } from './platform-settings.entity';
import { SettingsService } from './settings.service';

type Toggle = keyof Pick<PlatformSettings, 'notifyNewUsers' | 'notifyNewJobs' | 'notifyApplications'>;

const ROLE_NAMES: Record<Role, string> = {
  [Role.JOB_SEEKER]: 'job seeker',
  [Role.RECRUITER]: 'recruiter',
  [Role.ADMIN]: 'administrator',
};

/**
 * The administrators' notification mails: a new sign-up, a new job, a new application, each sent to every
 * administrator while its toggle in the platform settings is on. The caller's request does not wait for
 * them, and a failed mail is logged, never the caller's error.
 */
@Injectable()
export class AdminAlertsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AdminAlerts');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
  ) {}

  newUser(user: { firstName: string; lastName: string; email: string; role: Role }): void {
    const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
    this.notify('notifyNewUsers', (platform) => ({
      subject: `New sign-up: ${name}`,
      text: `${name} (${user.email}) has created a ${ROLE_NAMES[user.role]} account on ${platform}.`,
    }));
  }

  newJob(job: { title: string; companyName: string }): void {
    this.notify('notifyNewJobs', (platform) => ({
      subject: `New job: ${job.title}`,
      text: `${job.companyName} has posted a new job on ${platform}: ${job.title}.`,
    }));
  }

  newApplication(application: { applicantName: string; jobTitle: string; companyName: string }): void {
    this.notify('notifyApplications', () => ({
      subject: `New application: ${application.jobTitle}`,
      text: `${application.applicantName} has applied for ${application.jobTitle} at ${application.companyName}.`,
    }));
  }

  /** Resolves once every mail started so far has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /** `write` gets the platform name. */
  private notify(toggle: Toggle, write: (platformName: string) => Omit<Mail, 'to'>): void {
    const work = this.send(toggle, write).catch((error: unknown) => {
      this.logger.warn(`could not notify the administrators (${toggle}): ${String(error)}`);
    });
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async send(toggle: Toggle, write: (platformName: string) => Omit<Mail, 'to'>): Promise<void> {
    const settings = await this.settings.get();
    if (!settings[toggle]) return;
    const mail = write(settings.platformName);
    const admins = await adminEmails(this.dataSource);
    const results = await Promise.allSettled(admins.map((to) => this.mail.send({ ...mail, to })));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) this.logger.warn(`${failed} of ${admins.length} mails failed: ${mail.subject}`);
  }
}
