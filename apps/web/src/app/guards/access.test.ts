import { describe, expect, it } from 'vitest';

import { Role } from '@hireloop/schema';

import { accessRedirect, recruiterReturnPath, type Access, type AccessSubject } from './access';

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
  ])('%s page, %s: %s', (access, _who, subject, expected) => {
    expect(accessRedirect(access, subject)).toBe(expected);
  });

  it('ignores a role without a login', () => {
    expect(accessRedirect('admin', { loggedIn: false, role: Role.ADMIN })).toBe('/');
    expect(accessRedirect('public', { loggedIn: false, role: Role.RECRUITER })).toBeNull();
  });
});

describe('recruiterReturnPath', () => {
  it('is the recruiter page a guard sent the visitor from to the recruiter login', () => {
    const from = '/recruiter/jobs/extend?token=abc.def';
    expect(recruiterReturnPath('/recruiter/login', { from })).toBe(from);
  });

  it.each([
    ['another page than the recruiter login', '/login', { from: '/recruiter/jobs' }],
    ['no state', '/recruiter/login', null],
    ['a public page', '/recruiter/login', { from: '/job/1' }],
    ['a recruiter sign-up page', '/recruiter/login', { from: '/recruiter/signup' }],
    ['the login itself', '/recruiter/login', { from: '/recruiter/login?x=1' }],
    ['another site', '/recruiter/login', { from: '//evil.example/recruiter/' }],
    ['a path with a double slash', '/recruiter/login', { from: '/recruiter//evil.example' }],
  ])('is null for %s', (_what, pathname, state) => {
    expect(recruiterReturnPath(pathname, state)).toBeNull();
  });
});
