import { describe, expect, it } from 'vitest';

import {
  adminJobStatusLabel,
  deleteQuestion,
  formatDate,
  formatDay,
  formatShare,
  percentOf,
  removedMessage,
  skillsLabel,
  timeAgo,
} from './adminText';

describe('admin texts', () => {
  it('words deletes as the spec does', () => {
    expect(deleteQuestion('TechNova Solutions')).toBe('Are you sure you want to delete TechNova Solutions?');
    expect(removedMessage('TechNova Solutions')).toBe('TechNova Solutions has been removed');
  });

  it('writes dates as short month, day, year in English (US)', () => {
    expect(formatDate('2026-11-03T10:00:00.000Z')).toBe('Nov 3, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('reads the analytics day as a date or as its midnight in epoch milliseconds', () => {
    expect(formatDay('2026-11-03')).toBe('Nov 3');
    expect(formatDay(String(Date.UTC(2026, 10, 3)))).toBe('Nov 3');
    expect(formatDay('someday')).toBe('someday');
  });

  it('shows the first three skills then ...', () => {
    expect(skillsLabel(['React', 'TypeScript', 'GraphQL'])).toBe('React, TypeScript, GraphQL...');
    expect(skillsLabel(['Java', 'Spring'])).toBe('Java, Spring');
    expect(skillsLabel([])).toBe('');
  });

  it('rounds percentages, and gives application shares one decimal', () => {
    expect(percentOf(2, 3)).toBe('67%');
    expect(percentOf(1, 0)).toBe('0%');
    expect(formatShare(58.7)).toBe('58.7%');
    expect(formatShare(40)).toBe('40.0%');
  });

  it("shows an active job 'Active' and every other status 'Paused'", () => {
    expect(adminJobStatusLabel('ACTIVE')).toBe('Active');
    expect(adminJobStatusLabel('CLOSED')).toBe('Paused');
    expect(adminJobStatusLabel('DRAFT')).toBe('Paused');
  });

  it('says how long ago an activity happened', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    expect(timeAgo(new Date(now - 30_000).toISOString(), now)).toBe('Just now');
    expect(timeAgo(new Date(now - 5 * 60_000).toISOString(), now)).toBe('5 minutes ago');
    expect(timeAgo(new Date(now - 60 * 60_000).toISOString(), now)).toBe('1 hour ago');
    expect(timeAgo(new Date(now - 2 * 86_400_000).toISOString(), now)).toBe('2 days ago');
    expect(timeAgo('2026-11-03T10:00:00.000Z', now)).toBe('Nov 3, 2026');
  });
});
