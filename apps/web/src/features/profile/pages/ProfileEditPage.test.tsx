import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubXhr, type FakeXhr } from '../../../test/fakeXhr';
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

/**
 * Opens the form, chooses new-resume.pdf (2 KB) and saves; returns the form and the upload request once
 * it is sent.
 */
async function chooseResumeAndSave(requests: readonly FakeXhr[]) {
  const f = await form();
  fireEvent.change(f.getByTestId('resume-input'), { target: { files: [pdf('new-resume.pdf', 2048)] } });
  fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  return { f, xhr: requests[0] };
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
    const requests = stubXhr();
    renderEdit();
    const f = await form();
    fireEvent.change(f.getByRole('textbox', { name: 'Last Name' }), { target: { value: ' ' } });
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Please fill in all required fields (First Name, Last Name)',
    );
    expect(requests).toHaveLength(0);
  });

  it('uploads the chosen resume with the form, shows its progress and confirms the save', async () => {
    const saved = makeProfile({
      bio: 'Updated bio',
      resume: { ...makeProfile().resume, id: 'file-2', name: 'new-resume.pdf' },
    });
    const requests = stubXhr();
    renderEdit();
    const f = await form();
    fireEvent.change(f.getByRole('textbox', { name: 'Bio' }), { target: { value: 'Updated bio' } });
    fireEvent.change(f.getByTestId('resume-input'), { target: { files: [pdf('new-resume.pdf', 2048)] } });
    expect(f.getByTestId('document-resume-name')).toHaveTextContent('new-resume.pdf');
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    const [xhr] = requests;
    act(() => xhr.progress(512, 2048));
    const bar = screen.getByRole('progressbar', { name: 'Uploading resume' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Uploading resume: 25%')).toBeInTheDocument();
    act(() => xhr.progress(2048, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    // Everything is sent: the server is saving, too late to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
    act(() => xhr.respond(200, { data: { updateProfile: saved } }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Profile updated successfully!');
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(JSON.parse(String(xhr.form.get('operations'))).variables.input).toMatchObject({
      firstName: 'Priya',
      bio: 'Updated bio',
      skills: ['React', 'TypeScript'],
    });
    expect((xhr.form.get('0') as File).name).toBe('new-resume.pdf');
  });

  it('shows 100% once the whole resume is sent, even when the answer follows at once', async () => {
    const requests = stubXhr();
    renderEdit();
    const { xhr } = await chooseResumeAndSave(requests);
    act(() => xhr.progress(1024, 2048));
    const bar = screen.getByRole('progressbar', { name: 'Uploading resume' });
    // The body's end is on screen before anything else runs: the server's answer may follow before
    // React would otherwise draw again, and end the upload in the same render.
    xhr.sent(2048);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => xhr.respond(200, { data: { updateProfile: makeProfile() } }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Profile updated successfully!');
    expect(bar).not.toBeInTheDocument();
  });

  it('cancels an upload on request, keeping the stored resume and saying so', async () => {
    const requests = stubXhr();
    renderEdit();
    const { f, xhr } = await chooseResumeAndSave(requests);
    act(() => xhr.progress(300, 2048));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(xhr.aborted).toBe(true);
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Upload cancelled: nothing was saved, and your previous resume and cover letter are kept.',
    );
    expect(f.getByTestId('document-resume-name')).toHaveTextContent('priya-resume.pdf');
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it("says 'Network error...' when the save gets no answer", async () => {
    stubXhr((xhr) => xhr.fail());
    renderEdit();
    const f = await form();
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  });

  it("shows the server's message for a refused upload", async () => {
    stubXhr((xhr) =>
      xhr.respond(200, {
        errors: [
          { message: 'Please select a PDF file only', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
        ],
      }),
    );
    renderEdit();
    const f = await form();
    fireEvent.change(f.getByTestId('resume-input'), { target: { files: [pdf('fake.pdf', 2048)] } });
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please select a PDF file only');
  });

  it("falls back to 'Failed to update profile' for a server error it cannot explain", async () => {
    stubXhr((xhr) =>
      xhr.respond(200, { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    );
    renderEdit();
    const f = await form();
    fireEvent.click(f.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to update profile');
  });
});
