import { describe, it } from 'vitest';

import { seeker } from '../test/fixtures';
import { expectHeading, visit } from '../test/routeTable';
import type { SessionSnapshot } from './session';

describe("route table: a job seeker's pages", () => {
  it.each<[string, SessionSnapshot, string | RegExp]>([
    ['/bookmark', seeker, 'Your Bookmarked Jobs'],
    ['/profile', seeker, 'My Profile'],
    ['/profile/seeker-1/edit', seeker, 'Edit Profile'],
    ['/seeker-1/jobs/applied', seeker, 'Applied Jobs'],
    ['/job/preference/survey', seeker, 'Job Preference Survey'],
    ['/account/privacy', seeker, 'Privacy & your data'],
  ])('%s renders its page', async (route, session, heading) => {
    await visit(route, session);
    await expectHeading(heading);
  });
});
