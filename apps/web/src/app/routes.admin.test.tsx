import { describe, it } from 'vitest';

import { admin, loggedOut } from '../test/fixtures';
import { expectHeading, visit } from '../test/routeTable';
import type { SessionSnapshot } from './session';

describe('route table: the admin area', () => {
  it.each<[string, SessionSnapshot, string | RegExp]>([
    ['/admin/secure/auth', loggedOut, 'Admin Dashboard'],
    ['/admin', admin, 'Dashboard'],
    ['/admin/dashboard', admin, 'Dashboard'],
    ['/admin/jobs', admin, 'Jobs'],
    ['/admin/seekers', admin, 'Job Seekers'],
    ['/admin/recruiters', admin, 'Recruiters'],
    ['/admin/applications', admin, 'Applications'],
    ['/admin/payments', admin, 'Payments'],
    ['/admin/analytics', admin, 'Analytics'],
    ['/admin/settings', admin, 'Settings'],
    ['/admin/webhooks', admin, 'Webhooks'],
    ['/admin/api-keys', admin, 'API keys'],
    ['/admin/unknown-section', admin, 'Dashboard'],
  ])('%s renders its page', async (route, session, heading) => {
    await visit(route, session);
    await expectHeading(heading);
  });
});
