import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { admin, loggedOut, recruiter, seeker } from '../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../test/render';
import type { SessionSnapshot } from '../session';
import { RequireAccess } from './RequireAccess';

function page(name: string) {
  return (
    <>
      <h1>{name}</h1>
      <LocationProbe />
    </>
  );
}

const routes = [
  {
    element: <RequireAccess access="public" />,
    children: [
      { path: '/', element: page('Home') },
      { path: '/login', element: page('Login') },
      { path: '/recruiter/login', element: page('Recruiter Login') },
    ],
  },
  {
    element: <RequireAccess access="seeker" />,
    children: [{ path: '/bookmark', element: page('Bookmarks') }],
  },
  {
    element: <RequireAccess access="recruiter" />,
    children: [
      { path: '/recruiter/company/list', element: page('Companies') },
      { path: '/recruiter/jobs', element: page('My Jobs') },
    ],
  },
  { element: <RequireAccess access="admin" />, children: [{ path: '/admin/*', element: page('Admin') }] },
];

function visit(route: string, session: SessionSnapshot) {
  renderRoutes(routes, { route, session });
}

describe('RequireAccess', () => {
  it('shows a seeker page to a job seeker', () => {
    visit('/bookmark', seeker);
    expect(screen.getByRole('heading', { name: 'Bookmarks' })).toBeInTheDocument();
  });

  it('sends a recruiter away from a seeker page to / and on to the company list', () => {
    visit('/bookmark', recruiter);
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/recruiter/company/list');
  });

  it('sends an administrator away from a seeker page to /', () => {
    visit('/bookmark', admin);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor of a seeker page to the login', () => {
    visit('/bookmark', loggedOut);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a recruiter page to a recruiter', () => {
    visit('/recruiter/jobs', recruiter);
    expect(screen.getByRole('heading', { name: 'My Jobs' })).toBeInTheDocument();
  });

  it('sends a seeker away from a recruiter page to /', () => {
    visit('/recruiter/jobs', seeker);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor of a recruiter page to the recruiter login', () => {
    visit('/recruiter/jobs', loggedOut);
    expect(screen.getByRole('heading', { name: 'Recruiter Login' })).toBeInTheDocument();
  });

  it('sends a logged-in recruiter from a public page to the company list', () => {
    visit('/', recruiter);
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeInTheDocument();
  });

  it('lets visitors and seekers see public pages', () => {
    visit('/', loggedOut);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('opens the admin area to administrators only', () => {
    visit('/admin/jobs', admin);
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', loggedOut],
    ['a seeker', seeker],
  ])('sends %s away from the admin area to /', (_who, session) => {
    visit('/admin/dashboard', session);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('treats a session without a token as logged out', () => {
    visit('/bookmark', { user: seeker.user, token: null });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
