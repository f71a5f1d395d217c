import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MyProfileDocument } from '../../../gql/graphql';
import { seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeProfile, profileAnswer, readingAnswer } from '../testFixtures';
import { ProfilePage } from './ProfilePage';

describe('ProfilePage', () => {
  it('shows the profile read-only, with Edit Profile and Back', async () => {
    renderWithProviders(<ProfilePage />, {
      route: '/profile',
      session: seeker,
      mocks: [profileAnswer(), readingAnswer()],
    });
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Priya Sharma');
    expect(screen.getByTestId('profile-bio')).toHaveTextContent(
      'Frontend engineer who loves accessible interfaces.',
    );
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByText('Frontend Developer')).toBeInTheDocument();
    expect(screen.getByText('IIT Madras')).toBeInTheDocument();
    expect(screen.getByTestId('profile-coverLetter')).toHaveTextContent('Cover Letter not available');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile/seeker-1/edit',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Job Preferences' })).toHaveAttribute(
      'href',
      '/job/preference/survey',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the resume with the session token, from a blob', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchSpy = vi.fn(async () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    vi.stubGlobal('fetch', fetchSpy);
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();

    renderWithProviders(<ProfilePage />, {
      route: '/profile',
      session: seeker,
      mocks: [profileAnswer(), readingAnswer()],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Resume' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:resume'));
    expect(fetchSpy).toHaveBeenCalledWith('/api/v1/files/file-1', {
      headers: { authorization: 'Bearer seeker-token' },
    });
    vi.unstubAllGlobals();
  });

  it('invites a seeker without a profile to create one', async () => {
    renderWithProviders(<ProfilePage />, {
      route: '/profile',
      session: seeker,
      mocks: [
        profileAnswer(
          makeProfile({ exists: false, complete: false, resume: null, experiences: [], colleges: [] }),
        ),
      ],
    });
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByRole('link', { name: 'Create Profile' })).toHaveAttribute(
      'href',
      '/profile/seeker-1/edit',
    );
  });

  it("shows 'Failed to fetch profile details' with Try again", async () => {
    renderWithProviders(<ProfilePage />, {
      route: '/profile',
      session: seeker,
      mocks: [{ request: { query: MyProfileDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('Failed to fetch profile details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
