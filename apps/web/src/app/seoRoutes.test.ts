import { describe, expect, it } from 'vitest';

import { seoRouteOf } from '@hireloop/schema';

import { paths } from './paths';

/** A path of a route pattern, with a sample value for each `:name`. */
const sample = (pattern: string) => pattern.replace(/:[a-z]+/gi, 'x1');

/** The server names the page of every route of the app for its head and status (libs/schema seo/routes.ts). */
describe('the route table the server answers pages from', () => {
  it.each(Object.entries(paths))('knows %s (%s)', (_name, pattern) => {
    expect(seoRouteOf(sample(pattern)).page).not.toBe('notFound');
  });

  it("sends the app's public pages as such and keeps account, recruiter and admin pages private", () => {
    expect(seoRouteOf(sample(paths.job)).page).toBe('job');
    expect(seoRouteOf(sample(paths.jobsCategory)).page).toBe('jobs');
    expect(seoRouteOf(paths.search).page).toBe('jobs');
    for (const path of [
      paths.bookmarks,
      paths.alerts,
      paths.recruiterJobs,
      paths.adminDashboard,
      paths.preferenceSurvey,
    ]) {
      expect(seoRouteOf(sample(path)).page).toBe('private');
    }
  });
});
