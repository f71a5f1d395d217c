import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeProfile, profileAnswer } from '../testFixtures';
import { ProfileEditPage } from './ProfileEditPage';

function renderEdit(profile = makeProfile(), delay = 0) {
  return renderWithProviders(<ProfileEditPage />, {
    route: '/profile/seeker-1/edit',
    session: seeker,
    mocks: [{ ...profileAnswer(profile), delay }],
  });
}

function pdf(name: string, size?: number, type = 'application/pdf') {
  const file = new File(['%PDF-1.4\n'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function form() {
  return within(await screen.findByTestId('profile-form'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileEditPage', () => {
  it("shows 'Loading profile...' while the profile loads", () => {
    renderEdit(makeProfile(), 10_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
  });

  it('fills the sections from the saved profile, with the e-mail read-only', async () => {
    renderEdit();
    const f = await form();
    expect(f.getByRole('textbox', { name: 'First Name' })).toHaveValue('Priya');
    expect(f.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Sharma');
    expect(f.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(f.getByRole('textbox', { name: 'Skills' })).toHaveValue('React, TypeScript');
    expect(f.getByTestId('document-resume-name')).toHaveTextContent('priya-resume.pdf');
    expect(f.getByTestId('document-coverLetter-name')).toHaveTextContent('No cover letter uploaded');
    for (const title of ['Personal Information', 'About You', 'Documents', 'Job Experience', 'Education']) {
      expect(f.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('refuses a file that is not a PDF before any upload', async () => {
    renderEdit();
    const f = await form();
    fireEvent.change(f.getByTestId('coverLetter-input'), {
      target: { files: [pdf('letter.docx', 2000, 'application/msword')] },
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please select a PDF file only');
    expect(f.getByTestId('document-coverLetter')).toHaveTextContent('Please select a PDF file only');
    expect(f.getByTestId('document-coverLetter-name')).toHaveTextContent('No cover letter uploaded');
  });

  it('refuses a PDF over 10 MB before any upload', async () => {
    renderEdit();
    const f = await form();
    fireEvent.change(f.getByTestId('resume-input'), {
      target: { files: [pdf('huge.pdf', 10 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'File too large. Please select a PDF file smaller than 10MB',
    );
    expect(f.getByTestId('document-resume-name')).toHaveTextContent('priya-resume.pdf');
  });

  it('keeps at least one experience and one college row', async () => {
    renderEdit(makeProfile({ experiences: [], colleges: [] }));
    const f = await form();
    expect(f.getAllByTestId('experience-row')).toHaveLength(1);
    expect(f.getByRole('button', { name: 'Remove Experience 1' })).toBeDisabled();
    expect(f.getByRole('button', { name: 'Remove College 1' })).toBeDisabled();

    fireEvent.click(f.getByRole('button', { name: 'Add Experience' }));
    expect(f.getAllByTestId('experience-row')).toHaveLength(2);
    fireEvent.click(f.getByRole('button', { name: 'Remove Experience 1' }));
    expect(f.getAllByTestId('experience-row')).toHaveLength(1);
    expect(f.getByRole('button', { name: 'Remove Experience 1' })).toBeDisabled();

    fireEvent.click(f.getByRole('button', { name: 'Add College' }));
    expect(f.getAllByTestId('college-row')).toHaveLength(2);
  });

  it('asks for the first and last name before saving', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderEdit();
    const f = await form();
    fireEvent.change(f.getByRole('textbox', { name: 'Last Name' }), { target: { value: ' ' } });
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Please fill in all required fields (First Name, Last Name)',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uploads the chosen resume with the form and confirms the save', async () => {
    const saved = makeProfile({
      bio: 'Updated bio',
      resume: { ...makeProfile().resume, id: 'file-2', name: 'new-resume.pdf' },
    });
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { updateProfile: saved } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderEdit();
    const f = await form();
    fireEvent.change(f.getByRole('textbox', { name: 'Bio' }), { target: { value: 'Updated bio' } });
    fireEvent.change(f.getByTestId('resume-input'), { target: { files: [pdf('new-resume.pdf', 2048)] } });
    expect(f.getByTestId('document-resume-name')).toHaveTextContent('new-resume.pdf');
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Profile updated successfully!');
    const body = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(JSON.parse(String(body.get('operations'))).variables.input).toMatchObject({
      firstName: 'Priya',
      bio: 'Updated bio',
      skills: ['React', 'TypeScript'],
    });
    expect((body.get('0') as File).name).toBe('new-resume.pdf');
  });

  it("says 'Network error...' when the save gets no answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderEdit();
    const f = await form();
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  });

  it("falls back to 'Failed to update profile' for a server error it cannot explain", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
          ),
      ),
    );
    renderEdit();
    const f = await form();
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to update profile');
  });
});
