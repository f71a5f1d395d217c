import { describe, expect, it } from 'vitest';

import { Role } from '@hireloop/schema';

import { accessRedirect, type Access, type AccessSubject } from './access';

const visitor: AccessSubject = { loggedIn: false, role: null };
const seeker: AccessSubject = { loggedIn: true, role: Role.JOB_SEEKER };
const recruiter: AccessSubject = { loggedIn: true, role: Role.RECRUITER };
const admin: AccessSubject = { loggedIn: true, role: Role.ADMIN };

describe('accessRedirect', () => {
  it.each<[Access, string, AccessSubject, string | null]>([
    ['public', 'visitor', visitor, null],
    ['public', 'seeker', seeker, null],
    ['public', 'admin', admin, null],
    ['public', 'recruiter', recruiter, '/recruiter/company/list'],
    ['seeker', 'seeker', seeker, null],
    ['seeker', 'recruiter', recruiter, '/'],
    ['seeker', 'admin', admin, '/'],
    ['seeker', 'visitor', visitor, '/login'],
    ['recruiter', 'recruiter', recruiter, null],
    ['recruiter', 'seeker', seeker, '/'],
    ['recruiter', 'admin', admin, '/'],
    ['recruiter', 'visitor', visitor, '/recruiter/login'],
    ['admin', 'admin', admin, null],
    ['admin', 'seeker', seeker, '/'],
    ['admin', 'recruiter', recruiter, '/'],
    ['admin', 'visitor', visitor, '/'],
    ['open', 'recruiter', recruiter, null],
    ['open', 'visitor', visitor, null],
    ['signedIn', 'seeker', seeker, null],
    ['signedIn', 'recruiter', recruiter, null],
    ['signedIn', 'admin', admin, null],
    ['signedIn', 'visitor', visitor, '/login'],
  ])('%s page, %s: %s', (access, _who, subject, expected) => {
    expect(accessRedirect(access, subject)).toBe(expected);
  });

  it('ignores a role without a login', () => {
    expect(accessRedirect('admin', { loggedIn: false, role: Role.ADMIN })).toBe('/');
    expect(accessRedirect('public', { loggedIn: false, role: Role.RECRUITER })).toBeNull();
  });
});
