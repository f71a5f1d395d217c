import { prerenderedPage } from './web-app';

describe('prerenderedPage', () => {
  it('sends the prerendered home, job list and job page for their paths', () => {
    expect(prerenderedPage('/', '/')).toBe('home');
    expect(prerenderedPage('/jobs', '/jobs')).toBe('jobs');
    expect(prerenderedPage('/jobs/', '/jobs/')).toBe('jobs');
    expect(prerenderedPage('/job/5f0c', '/job/5f0c')).toBe('job');
  });

  it('sends index.html for a search (its box and results differ) and every other path', () => {
    expect(prerenderedPage('/jobs', '/jobs?q=React')).toBeNull();
    for (const path of ['/login', '/jobs/technology', '/job/preference/survey', '/search', '/bookmark']) {
      expect(prerenderedPage(path, path)).toBeNull();
    }
  });
});
