import { describe, expect, it } from 'vitest';

import { ADMIN_SECTIONS, adminSection } from './adminSections';

describe('adminSection', () => {
  it('has the ten sections of the admin sidebar', () => {
    expect(ADMIN_SECTIONS.map((section) => section.key)).toEqual([
      'dashboard',
      'jobs',
      'seekers',
      'recruiters',
      'applications',
      'payments',
      'analytics',
      'background-jobs',
      'webhooks',
      'api-keys',
      'settings',
    ]);
  });

  it.each([
    ['jobs', 'jobs'],
    ['recruiters/42', 'recruiters'],
    ['SETTINGS', 'settings'],
    ['', 'dashboard'],
    [undefined, 'dashboard'],
    ['billing', 'dashboard'],
  ])('reads %j as %s', (rest, key) => {
    expect(adminSection(rest).key).toBe(key);
  });
});
