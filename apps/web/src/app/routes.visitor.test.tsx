import { describe, it } from 'vitest';

import { loggedOut } from '../test/fixtures';
import { expectHeading, visit } from '../test/routeTable';
import type { SessionSnapshot } from './session';

describe("route table: a visitor's pages (public and accounts)", () => {
  it.each<[string, SessionSnapshot, string | RegExp]>([
    ['/', loggedOut, /Find a job that/],
    ['/search', loggedOut, 'Find your next job'],
    ['/jobs', loggedOut, 'Find your next job'],
    ['/jobs/Finance', loggedOut, 'Finance Jobs'],
    ['/job/job-1', loggedOut, 'Data Engineer'],
    ['/login', loggedOut, 'Job Seeker Login'],
    ['/signup', loggedOut, 'Create Your Account'],
    // The code and completion steps need the router state of the step before; without it they go back.
    ['/email/verification', loggedOut, 'Create Your Account'],
    ['/signup/complete', loggedOut, 'Create Your Account'],
    ['/recruiter/login', loggedOut, 'Recruiter Login'],
    ['/recruiter-login', loggedOut, 'Recruiter Login'],
    ['/recruiter/signup', loggedOut, 'Join as Recruiter'],
    ['/recruiter/otp/verify', loggedOut, 'Join as Recruiter'],
    ['/recruiter/signup/complete', loggedOut, 'Join as Recruiter'],
    ['/forgot/password', loggedOut, 'Forgot Password'],
    ['/reset/password', loggedOut, 'Forgot Password'],
    ['/waitlist', loggedOut, 'The smarter way to find your next job is almost here'],
    ['/companies', loggedOut, 'Companies hiring now'],
    ['/career-advice', loggedOut, 'Page not found'],
    ['/resume-builder', loggedOut, 'Resume Builder'],
    ['/no/such/page', loggedOut, 'Page not found'],
  ])('%s renders its page', async (route, session, heading) => {
    await visit(route, session);
    await expectHeading(heading);
  });
});
