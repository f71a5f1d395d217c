import { describe, it } from 'vitest';

import { recruiter } from '../test/fixtures';
import { expectHeading, visit } from '../test/routeTable';
import type { SessionSnapshot } from './session';

describe("route table: a recruiter's pages", () => {
  it.each<[string, SessionSnapshot, string | RegExp]>([
    ['/recruiter/company/list', recruiter, 'Manage your company profiles'],
    ['/recruiter/register-company', recruiter, 'Add New Company'],
    ['/recruiter/company/c1', recruiter, 'Company Details'],
    ['/recruiter/company/c1/edit', recruiter, 'Edit Company Profile'],
    ['/recruiter/company/c1/jobs', recruiter, 'Company Jobs'],
    ['/recruiter/jobs', recruiter, 'My Jobs'],
    ['/recruiter/job/post/new', recruiter, 'Post New Job'],
    ['/recruiter/job/j1', recruiter, 'Job Description'],
    ['/recruiter/job/j1/edit', recruiter, 'Edit Job'],
    ['/recruiter/job/j1/applicants', recruiter, 'Applicants'],
    ['/recruiter/candidates', recruiter, 'Candidates'],
    ['/account/privacy', recruiter, 'Privacy & your data'],
    ['/recruiter/webhooks', recruiter, 'Webhooks'],
    ['/recruiter/api-keys', recruiter, 'API keys'],
  ])('%s renders its page', async (route, session, heading) => {
    await visit(route, session);
    await expectHeading(heading);
  });
});
