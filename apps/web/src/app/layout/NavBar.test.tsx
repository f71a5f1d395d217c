import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SESSION_STORAGE_KEY } from '@hireloop/schema';

import { admin, loggedOut, myPhotoAnswer, recruiter, seeker, siteConfigAnswer } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { saveSession, type SessionSnapshot } from '../session';
import { NavBar } from './NavBar';

function renderNavBar(session: SessionSnapshot, route = '/') {
  saveSession(session);
  return renderWithProviders(<NavBar />, { session, route });
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function siteMock(platformName: string, logoUrl: string | null) {
  return siteConfigAnswer({
    platformName,
    contactEmail: 'help@acme.example',
    supportPhone: '+91 98765 43210',
    logoUrl,
  });
}

describe('NavBar', () => {
  it("shows the built-in mark and the default name until the platform's own have loaded", () => {
    renderNavBar(loggedOut);
    const brand = within(screen.getByTestId('brand-mark'));
    expect(brand.getByText('Hireloop')).toBeInTheDocument();
    expect(screen.queryByTestId('platform-logo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hireloop home' })).toHaveAttribute('href', '/');
  });

  it("shows the administrator's platform name and logo", async () => {
    saveSession(loggedOut);
    renderWithProviders(<NavBar />, {
      session: loggedOut,
      mocks: [siteMock('Acme Jobs', '/api/v1/platform/logo/f-1')],
    });
    expect(await screen.findByRole('link', { name: 'Acme Jobs home' })).toBeInTheDocument();
    expect(within(screen.getByTestId('brand-mark')).getByText('Acme Jobs')).toBeInTheDocument();
    expect(screen.getByTestId('platform-logo')).toHaveAttribute('src', '/api/v1/platform/logo/f-1');
  });

  it('keeps the built-in mark beside a new name when no logo is set', async () => {
    saveSession(loggedOut);
    renderWithProviders(<NavBar />, { session: loggedOut, mocks: [siteMock('Acme Jobs', null)] });
    expect(await screen.findByRole('link', { name: 'Acme Jobs home' })).toBeInTheDocument();
    expect(screen.queryByTestId('platform-logo')).not.toBeInTheDocument();
  });

  it('offers Home, Search, Login and Sign Up to visitors', () => {
    renderNavBar(loggedOut);
    const header = within(screen.getByTestId('nav-bar'));

    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(mainNav().getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(header.queryByRole('link', { name: 'Bookmark' })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it("shows the seeker's profile photo in the account menu button", async () => {
    saveSession(seeker);
    renderWithProviders(<NavBar />, { session: seeker, mocks: [myPhotoAnswer('/api/v1/photos/p-1')] });
    const header = within(screen.getByTestId('nav-bar'));
    await waitFor(() =>
      expect(header.getByTestId('menu-photo').querySelector('img')).toHaveAttribute(
        'src',
        '/api/v1/photos/p-1',
      ),
    );
  });

  it('shows the initial when the seeker has no photo', async () => {
    saveSession(seeker);
    renderWithProviders(<NavBar />, { session: seeker, mocks: [myPhotoAnswer(null)] });
    const avatar = within(screen.getByTestId('nav-bar')).getByTestId('menu-photo');
    await waitFor(() => expect(avatar).toHaveTextContent('P'));
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('marks the current page as active', () => {
    renderNavBar(loggedOut, '/search');
    expect(mainNav().getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/jobs', '/jobs/Technology'])('highlights Search on the job listing %s', (route) => {
    renderNavBar(loggedOut, route);
    expect(mainNav().getByRole('link', { name: 'Search' })).toHaveAttribute('data-active', 'true');
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active');
  });

  it('offers Home, Bookmark, Search and a profile menu to a job seeker (legacy role finder)', async () => {
    renderNavBar(seeker);
    const header = within(screen.getByTestId('nav-bar'));

    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(mainNav().getByRole('link', { name: 'Bookmark' })).toHaveAttribute('href', '/bookmark');
    expect(mainNav().getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Company' })).not.toBeInTheDocument();

    fireEvent.click(await header.findByRole('button', { name: /Priya/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Manage Your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Jobs Status Screen' })).toHaveAttribute(
      'href',
      '/seeker-1/jobs/applied',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Job Preferences' })).toHaveAttribute(
      'href',
      '/job/preference/survey',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Privacy & Your Data' })).toHaveAttribute(
      'href',
      '/account/privacy',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['the first name', { firstName: 'Priya', name: 'Priya Sharma' }, 'Priya'],
    ['the name when there is no first name', { firstName: null, name: 'P. Sharma' }, 'P. Sharma'],
    ['Profile when there is neither', { firstName: '', name: null }, 'Profile'],
  ])('labels the profile menu with %s', async (_case, names, label) => {
    const session = { ...seeker, user: { id: 'seeker-1', role: 'job_seeker', ...names } };
    renderNavBar(session);
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });

  it('shows the profile menu with the first name to a seeker signed in through the API (role JOB_SEEKER)', async () => {
    const session = {
      user: { id: 'u-9', role: 'JOB_SEEKER', firstName: 'Meera', name: 'Meera Iyer' },
      token: 't',
    };
    renderNavBar(session);
    expect(await screen.findByRole('button', { name: 'Meera' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('gives a recruiter signed in through the API (role RECRUITER) only a Logout button', () => {
    renderNavBar({ user: { id: 'r-9', role: 'RECRUITER', firstName: 'Arjun' }, token: 't' });
    const header = within(screen.getByTestId('nav-bar'));
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(header.queryByRole('button', { name: /Arjun/ })).not.toBeInTheDocument();
  });

  it('logs the seeker out: clears user and token and goes to /', async () => {
    renderNavBar(seeker, '/bookmark');
    fireEvent.click(await screen.findByRole('button', { name: /Priya/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers Company, Jobs, Candidates, Webhooks, API keys and only a Logout button to a recruiter', () => {
    renderNavBar(recruiter, '/recruiter/jobs');
    const header = within(screen.getByTestId('nav-bar'));

    expect(mainNav().getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/recruiter/company/list',
    );
    expect(mainNav().getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/recruiter/jobs');
    expect(mainNav().getByRole('link', { name: 'Candidates' })).toHaveAttribute(
      'href',
      '/recruiter/candidates',
    );
    expect(mainNav().getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/recruiter/webhooks');
    expect(mainNav().getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/recruiter/api-keys');
    expect(mainNav().getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: /Profile/ })).not.toBeInTheDocument();

    fireEvent.click(header.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('offers the dashboard to an administrator', () => {
    renderNavBar(admin);
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('mirrors the links in the mobile menu', async () => {
    renderNavBar(seeker);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Mobile' }));

    expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(drawer.getByRole('link', { name: 'Bookmark' })).toHaveAttribute('href', '/bookmark');
    expect(drawer.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(drawer.getByRole('link', { name: 'Manage Your Profile' })).toHaveAttribute('href', '/profile');
    expect(drawer.getByRole('link', { name: 'Jobs Status Screen' })).toHaveAttribute(
      'href',
      '/seeker-1/jobs/applied',
    );
    expect(drawer.getByRole('link', { name: 'Job Preferences' })).toHaveAttribute(
      'href',
      '/job/preference/survey',
    );
    expect(drawer.getByRole('link', { name: 'Privacy & Your Data' })).toHaveAttribute(
      'href',
      '/account/privacy',
    );
    expect(drawer.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('has a theme toggle that switches the document to dark mode and back', () => {
    renderNavBar(loggedOut);
    const toggle = screen.getByRole('button', { name: 'Toggle theme' });
    expect(toggle).toHaveAttribute('data-testid', 'theme-toggle');
    expect(document.documentElement).not.toHaveClass('dark');

    fireEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    fireEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
