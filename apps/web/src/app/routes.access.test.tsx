import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { admin, recruiter, seeker } from '../test/fixtures';
import { expectHeading, visit } from '../test/routeTable';

describe('route table: frame and access', () => {
  it('frames pages with the nav bar and the footer', async () => {
    await visit('/companies');
    await expectHeading('Companies hiring now');
    expect(screen.getByTestId('nav-bar')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('sends a recruiter from a seeker page to / and on to the company list', async () => {
    const { router } = await visit('/bookmark', recruiter);
    await expectHeading('Manage your company profiles');
    expect(router.state.location.pathname).toBe('/recruiter/company/list');
  });

  it('sends a visitor of a seeker page to the login', async () => {
    const { router } = await visit('/profile');
    await expectHeading('Job Seeker Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor of the privacy page to the login', async () => {
    const { router } = await visit('/account/privacy');
    await expectHeading('Job Seeker Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a seeker away from the admin area to /', async () => {
    const { router } = await visit('/admin/jobs', seeker);
    await expectHeading(/Find a job that/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('marks the admin section in the sidebar', async () => {
    await visit('/admin/payments', admin);
    await expectHeading('Payments');
    const sidebar = within(screen.getAllByRole('navigation', { name: 'Admin sections' })[0]);
    expect(sidebar.getAllByRole('link')).toHaveLength(11);
    expect(sidebar.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  });
});
