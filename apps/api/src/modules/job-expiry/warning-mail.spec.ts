import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import type { MailService } from '../mail/mail.service';
import type { QueueService } from '../queue/queue.service';
import type { WebhookEvents } from '../webhooks/webhook-events.service';
import type { ExtendLinkService } from './extend-link.service';
import { JobExpiryService } from './job-expiry.service';

function service(link: string | null): JobExpiryService {
  const links = { link: () => link } as unknown as ExtendLinkService;
  const queue = { define: () => undefined } as unknown as QueueService;
  return new JobExpiryService(
    {} as DataSource,
    new Clock(),
    {} as MailService,
    links,
    {} as WebhookEvents,
    queue,
  );
}

const ROW = {
  id: 'job-1',
  title: 'QA <Lead>',
  validThrough: new Date('2026-12-01T10:00:00Z'),
  email: 'kavya@kaveri.in',
  firstName: 'Kavya',
  companyName: 'Kaveri Fintech',
};

describe('the expiry warning mail', () => {
  it('offers the signed extend link, its text escaped in the HTML', () => {
    const mail = service('https://jobs.example.in/recruiter/jobs?extend=abc')['warning'](ROW);
    expect(mail).toMatchObject({
      to: 'kavya@kaveri.in',
      subject: 'Your job "QA <Lead>" closes on 1 Dec 2026',
    });
    expect(mail.text).toContain('extend it by 30 days: https://jobs.example.in/recruiter/jobs?extend=abc');
    expect(mail.html).toContain('href="https://jobs.example.in/recruiter/jobs?extend=abc"');
    expect(mail.html).toContain('<strong>QA &lt;Lead&gt;</strong>');
  });

  it('points to My Jobs when the site has no public address', () => {
    const mail = service(null)['warning'](ROW);
    expect(mail.text).toContain('To keep it open, extend it by 30 days from My Jobs.');
    expect(mail.text).not.toContain('http');
    expect(mail.html).not.toContain('href=');
  });
});
