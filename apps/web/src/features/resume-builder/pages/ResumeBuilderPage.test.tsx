import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AttachGeneratedResumeDocument } from '../../../gql/graphql';
import { admin, loggedOut, recruiter, seeker } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { makeProfile, profileAnswer } from '../../profile/testFixtures';
import { RESUME_ATTACHED, ResumeBuilderPage } from './ResumeBuilderPage';

const attached = makeProfile({
  resume: {
    __typename: 'ProfileDocument' as const,
    id: 'file-2',
    name: 'Priya-Sharma-resume.pdf',
    sizeBytes: 12_000,
    url: '/api/v1/files/file-2',
    uploadedAt: '2026-11-26T10:00:00.000Z',
  },
});

const page = (session = seeker, mocks = [profileAnswer()]) =>
  renderWithProviders(<ResumeBuilderPage />, { route: '/resume-builder', session, mocks });

describe('ResumeBuilderPage', () => {
  it('tells visitors what it makes, with sign-in and sign-up links', () => {
    page(loggedOut, []);
    expect(screen.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to build yours' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it.each([
    ['recruiters', recruiter],
    ['administrators', admin],
  ])('gives %s a short note and no actions', (_, session) => {
    page(session, []);
    expect(screen.getByText(/Resume Builder is for job seekers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use as my resume' })).not.toBeInTheDocument();
  });

  it("previews the seeker's sections from the profile, with Edit profile", async () => {
    page();
    const preview = within(await screen.findByTestId('resume-preview'));
    expect(preview.getByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(preview.getByText('Frontend Developer at Acme')).toBeInTheDocument();
    expect(preview.getByText('React')).toBeInTheDocument();
    expect(preview.getByText('Frontend Developer — Acme')).toBeInTheDocument();
    expect(preview.getByRole('region', { name: 'Education' })).toHaveTextContent('B.Tech · IIT Madras');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile/seeker-1/edit',
    );
    expect(screen.getByTestId('current-resume')).toHaveTextContent('priya-resume.pdf');
  });

  it('downloads the PDF with the session token under the name the server gives', async () => {
    const fetchSpy = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-disposition': 'attachment; filename="Priya-Sharma-resume.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(clicked).toEqual(['Priya-Sharma-resume.pdf']));
    expect(fetchSpy).toHaveBeenCalledWith('/api/v1/profile/resume-pdf', {
      headers: { authorization: 'Bearer seeker-token' },
    });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('attaches the generated resume and shows it as the profile resume, with a toast', async () => {
    page(seeker, [
      profileAnswer(),
      {
        request: { query: AttachGeneratedResumeDocument },
        result: { data: { attachGeneratedResume: attached } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use as my resume' }));
    expect(await screen.findByText(RESUME_ATTACHED)).toBeInTheDocument();
    expect(screen.getByTestId('current-resume')).toHaveTextContent('Priya-Sharma-resume.pdf');
  });

  it("shows the server's message when attaching is refused", async () => {
    page(seeker, [
      profileAnswer(),
      {
        request: { query: AttachGeneratedResumeDocument },
        result: graphqlError('Too many requests. Please try again later.', 'TOO_MANY_REQUESTS'),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use as my resume' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByTestId('current-resume')).toHaveTextContent('priya-resume.pdf');
  });
});
