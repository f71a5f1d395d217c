import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { GraphQLError } from 'graphql';

import type { MockLink } from '@apollo/client/testing';

import {
  ApplyToJobDocument,
  JobDetailsDocument,
  MyApplicationDocument,
  ToggleBookmarkDocument,
} from '../../../gql/graphql';
import { makeJob, seeker } from '../../../test/fixtures';
import {
  myApplicationAnswer,
  SENT_AND_SEEN,
  timelineFields,
  withdrawAnswer,
} from '../../applications/testFixtures';
import { renderWithProviders } from '../../../test/render';
import type { SessionSnapshot } from '../../../app/session';
import { JobDetailsPage } from './JobDetailsPage';

/** One screening question of each kind, as a seeker sees them (no knock-out rules). */
const QUESTIONS = [
  { id: 'q-react', kind: 'NUMBER', text: 'Years of experience with React', required: true, options: [] },
  { id: 'q-pune', kind: 'YES_NO', text: 'Can you work from Pune?', required: true, options: [] },
  {
    id: 'q-notice',
    kind: 'SINGLE_CHOICE',
    text: 'Notice period?',
    required: false,
    options: ['Immediate', '30 days', '90 days'],
  },
  { id: 'q-else', kind: 'SHORT_TEXT', text: 'Anything else we should know?', required: false, options: [] },
].map((q) => ({ __typename: 'ScreeningQuestion', ...q }));

const base = makeJob(7, { title: 'Platform Engineer', salary: '18,00,000 per annum', jobType: 'Contract' });

function detail(
  overrides: {
    viewerHasApplied?: boolean;
    viewerHasBookmarked?: boolean;
    portal?: string | null;
    status?: string;
    questions?: typeof QUESTIONS;
  } = {},
) {
  return {
    ...base,
    requirements: ['5 years of Go', 'Kubernetes in production'],
    skills: ['Go', 'Kubernetes'],
    status: overrides.status ?? 'ACTIVE',
    applicationCount: 12,
    viewerHasApplied: overrides.viewerHasApplied ?? false,
    viewerHasBookmarked: overrides.viewerHasBookmarked ?? false,
    screeningQuestions: overrides.questions ?? [],
    company: {
      ...base.company,
      slug: 'acme-payments',
      description: 'Payments for India.',
      location: 'Bengaluru',
      website: 'acme.in',
      industry: 'Fintech',
      size: '51-100',
      contactNo: '+91-80-0000-0000',
      recruiterPortalLink: overrides.portal ?? null,
    },
  };
}

const request = { query: JobDetailsDocument, variables: { id: 'job-7' } };
const applyRequest = { query: ApplyToJobDocument, variables: { jobId: 'job-7' } };

function jobAnswer(overrides: Parameters<typeof detail>[0] = {}): MockLink.MockedResponse {
  return { request, result: { data: { job: detail(overrides) } } };
}

function applyError(code: string, message: string): MockLink.MockedResponse {
  return { request: applyRequest, result: { errors: [new GraphQLError(message, { extensions: { code } })] } };
}

const appliedData = {
  data: {
    applyToJob: {
      __typename: 'ApplicationModel',
      id: 'application-1',
      status: 'PENDING',
      createdAt: '2026-11-22T10:00:00.000Z',
      job: { __typename: 'Job', id: 'job-7', viewerHasApplied: true, applicationCount: 13 },
    },
  },
};

const applied: MockLink.MockedResponse = { request: applyRequest, result: appliedData };

/** A seeker's page also asks for their application to the job: none, unless the test gives one. */
function renderDetails(mocks: MockLink.MockedResponse[], session?: SessionSnapshot) {
  const asksForApplication =
    session === seeker && !mocks.some((m) => m.request.query === MyApplicationDocument);
  return renderWithProviders(<JobDetailsPage />, {
    path: '/job/:id',
    route: '/job/job-7',
    mocks: asksForApplication ? [...mocks, myApplicationAnswer('job-7', null, { repeat: true })] : mocks,
    session,
  });
}

async function toast() {
  return screen.findByTestId('toast');
}

describe('JobDetailsPage', () => {
  it('shows the job', async () => {
    renderDetails([jobAnswer()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(screen.getAllByText('₹18,00,000 per annum').length).toBeGreaterThan(0);
    expect(screen.getByText('5 years of Go')).toBeInTheDocument();
    expect(screen.getByText('Kubernetes')).toBeInTheDocument();
    expect(screen.getByText('2 Positions')).toBeInTheDocument();
    expect(screen.getByText('Payments for India.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'acme.in' })).toHaveAttribute('href', 'https://acme.in');
    // The recruiter's link is not vouched for to search engines.
    expect(screen.getByRole('link', { name: 'acme.in' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    // The company's name and View company lead to its public page.
    expect(screen.getByTestId('job-company-link')).toHaveAttribute('href', '/companies/acme-payments');
    expect(screen.getByRole('link', { name: 'View company' })).toHaveAttribute(
      'href',
      '/companies/acme-payments',
    );
    expect(screen.getByTestId('job-application-state')).toHaveTextContent('Open');
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('goes Back to the job list it was opened from, with its search and page; other origins go to /', async () => {
    const { router } = renderDetails([jobAnswer(), jobAnswer()]);
    await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' });
    await act(() => router.navigate('/job/job-7', { state: { from: '/jobs?search=go&page=2' } }));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/jobs?search=go&page=2');
    await act(() => router.navigate('/job/job-7', { state: { from: 'https://evil.example/jobs' } }));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await act(() => router.navigate('/job/job-7', { state: { from: '/profile' } }));
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('asks a visitor to log in before applying, with a way to /login that comes back to the job', async () => {
    const { router } = renderDetails([jobAnswer()]);
    const job = router.state.location.pathname;
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const message = await toast();
    expect(message).toHaveTextContent('Please login before applying for jobs');
    fireEvent.click(within(message).getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // The login page returns to `from` once signed in.
    expect(router.state.location.state).toEqual({ from: job });
  });

  it('asks a visitor to log in to bookmark', async () => {
    renderDetails([jobAnswer()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(await toast()).toHaveTextContent('Please login to bookmark jobs');
  });

  it('applies, confirms for 4 s, shows Already Applied and opens the recruiter portal 1.5 s later', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderDetails([jobAnswer({ portal: 'https://careers.acme.in' }), applied], seeker);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));

    expect(await toast()).toHaveTextContent('Application submitted successfully!');
    // A job without screening questions asks nothing first.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('apply-button')).toHaveTextContent('Already Applied');
    expect(screen.getByTestId('apply-button')).toBeDisabled();
    expect(screen.getByTestId('job-application-state')).toHaveTextContent('Applied');
    expect(open).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://careers.acme.in', '_blank', 'noopener,noreferrer'),
    );
  });

  it('shows Already Applied for a job the seeker applied to', async () => {
    renderDetails([jobAnswer({ viewerHasApplied: true })], seeker);
    const button = await screen.findByRole('button', { name: 'Already Applied' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('job-application-state')).toHaveTextContent('Applied');
  });

  it("shows the seeker's application with its timeline, and withdraws it with a reason", async () => {
    renderDetails(
      [
        jobAnswer({ viewerHasApplied: true }),
        myApplicationAnswer('job-7', timelineFields('application-7', 'SEEN')),
        withdrawAnswer('application-7', 'job-7', SENT_AND_SEEN, 'Took another offer'),
      ],
      seeker,
    );
    const panel = within(await screen.findByTestId('my-application'));
    expect(panel.getByTestId('application-status')).toHaveTextContent('Seen');
    const timeline = panel.getByRole('list', { name: 'Timeline of Platform Engineer' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Applied20 Nov 2026, \d+:00 [ap]m$/),
      expect.stringMatching(/^Seen by the recruiter20 Nov 2026, \d+:00 [ap]m$/),
    ]);

    fireEvent.click(panel.getByRole('button', { name: 'Withdraw application for Platform Engineer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw application' }));
    fireEvent.change(dialog.getByTestId('withdraw-reason'), { target: { value: '  Took another offer ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));

    expect(await toast()).toHaveTextContent('Application withdrawn');
    await waitFor(() => expect(panel.getByTestId('application-status')).toHaveTextContent('Withdrawn'));
    expect(panel.getAllByTestId('timeline-step').at(-1)).toHaveTextContent(
      /You withdrew your application.*“Took another offer”/,
    );
    expect(panel.queryByTestId('withdraw-button')).toBeNull();
    // The job takes an application again.
    expect(screen.getByTestId('job-application-state')).toHaveTextContent('Open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled());
  });

  it('keeps the dialog open with the reason refused before sending it', async () => {
    renderDetails(
      [
        jobAnswer({ viewerHasApplied: true }),
        myApplicationAnswer('job-7', timelineFields('application-7', 'SEEN')),
      ],
      seeker,
    );
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw application' }));
    fireEvent.change(dialog.getByTestId('withdraw-reason'), { target: { value: 'Other\u202Eoffer' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The reason may not contain control, invisible or text-direction characters',
    );
    expect(screen.getByTestId('withdraw-dialog')).toBeInTheDocument();
  });

  it('offers no Withdraw on an application the recruiter rejected', async () => {
    renderDetails(
      [
        jobAnswer({ viewerHasApplied: true }),
        myApplicationAnswer('job-7', timelineFields('application-7', 'REJECT')),
      ],
      seeker,
    );
    const panel = within(await screen.findByTestId('my-application'));
    expect(panel.getByTestId('application-status')).toHaveTextContent('Rejected');
    expect(panel.queryByTestId('withdraw-button')).toBeNull();
  });

  it('says an expired job no longer takes applications, and offers no Apply', async () => {
    renderDetails([jobAnswer({ status: 'EXPIRED' })], seeker);
    expect(await screen.findByTestId('job-expired')).toHaveTextContent(
      'This job has expired and no longer accepts applications',
    );
    expect(screen.getByTestId('apply-button')).toBeDisabled();
  });

  it("says 'Profile Required: ...' when the seeker has no profile (PROFILE_REQUIRED)", async () => {
    renderDetails(
      [
        jobAnswer(),
        applyError(
          'PROFILE_REQUIRED',
          'Profile Required: Please create your profile first before applying for jobs.',
        ),
      ],
      seeker,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const message = await toast();
    expect(message).toHaveTextContent(
      'Profile Required: Please create your profile first before applying for jobs.',
    );
    expect(within(message).getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile');
  });

  it('offers /profile in a confirm when the profile is empty (PROFILE_INCOMPLETE)', async () => {
    renderDetails([jobAnswer(), applyError('PROFILE_INCOMPLETE', 'Your profile is empty.')], seeker);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(dialog).toHaveTextContent(/^Complete your profileYour profile is empty\. Please add a bio/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it("shows the server's message when the job was already applied to (CONFLICT) and reloads the job", async () => {
    renderDetails(
      [
        jobAnswer(),
        applyError('CONFLICT', 'You have already applied for this job'),
        jobAnswer({ viewerHasApplied: true }),
      ],
      seeker,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await toast()).toHaveTextContent('You have already applied for this job');
    expect(await screen.findByRole('button', { name: 'Already Applied' })).toBeDisabled();
  });

  it("says 'Failed to apply for job' for any other failure", async () => {
    renderDetails([jobAnswer(), { request: applyRequest, error: new Error('Network down') }], seeker);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await toast()).toHaveTextContent('Failed to apply for job');
  });

  it('bookmarks and un-bookmarks the job for a seeker', async () => {
    const toggle = (bookmarked: boolean): MockLink.MockedResponse => ({
      request: { query: ToggleBookmarkDocument, variables: { jobId: 'job-7' } },
      result: { data: { toggleBookmark: { __typename: 'BookmarkToggle', jobId: 'job-7', bookmarked } } },
    });
    renderDetails([jobAnswer(), toggle(true), toggle(false)], seeker);
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByText('Job added to bookmarks')).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-button')).toHaveTextContent('Bookmarked');
    expect(screen.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Bookmarked' }));
    expect(await screen.findByText('Job removed from bookmarks')).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-button')).toHaveTextContent(/^Bookmark$/);
  });

  it("says 'Failed to update bookmark' when saving fails", async () => {
    renderDetails(
      [
        jobAnswer(),
        { request: { query: ToggleBookmarkDocument, variables: { jobId: 'job-7' } }, error: new Error('x') },
      ],
      seeker,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(await toast()).toHaveTextContent('Failed to update bookmark');
  });

  it('offers Go Back to / when the job does not exist', async () => {
    renderDetails([
      {
        request,
        result: { errors: [new GraphQLError('Job not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });

  it('offers Try again when the server cannot be reached', async () => {
    renderDetails([{ request, error: new Error('Network down') }]);
    expect(await screen.findByText('Failed to fetch job details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
  describe('a job with screening questions', () => {
    /** The apply call with these answers; `sent` tells whether (and with what) it went out. */
    function applyWith(answers: { questionId: string; value: string }[]) {
      const sent = vi.fn(() => appliedData);
      const mock: MockLink.MockedResponse = {
        request: { query: ApplyToJobDocument, variables: { jobId: 'job-7', answers } },
        result: sent,
      };
      return { mock, sent };
    }

    async function openDialog() {
      fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
      return within(await screen.findByRole('dialog', { name: 'Apply for Platform Engineer' }));
    }

    it('asks each question in a dialog: radio buttons, a number field, a text field with its limit', async () => {
      renderDetails([jobAnswer({ questions: QUESTIONS })], seeker);
      const dialog = await openDialog();

      const years = dialog.getByRole('textbox', { name: /^Years of experience with React/ });
      expect(years).toHaveAttribute('inputmode', 'decimal');
      expect(years).toBeRequired();
      // The first field has the focus.
      await waitFor(() => expect(years).toHaveFocus());

      const pune = dialog.getByRole('radiogroup', { name: /^Can you work from Pune\?/ });
      expect(pune).toHaveAttribute('aria-required', 'true');
      expect(
        within(pune)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['yes', 'no']);
      expect(within(pune).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();

      const notice = dialog.getByRole('radiogroup', { name: 'Notice period?' });
      expect(notice).not.toHaveAttribute('aria-required');
      expect(
        within(notice)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['Immediate', '30 days', '90 days']);

      const more = dialog.getByRole('textbox', { name: 'Anything else we should know?' });
      expect(more).not.toBeRequired();
      expect(more).toHaveAccessibleDescription('300 characters left');
      fireEvent.change(more, { target: { value: 'x'.repeat(301) } });
      expect(more).toHaveAccessibleDescription('Answers may be at most 300 characters');

      // Required questions, and only those, are marked.
      expect(dialog.getAllByText('*', { exact: false, selector: '.MuiFormLabel-asterisk' })).toHaveLength(2);
    });

    it('refuses to send with a required answer missing or a bad number, with the shared messages', async () => {
      const { mock, sent } = applyWith([
        { questionId: 'q-react', value: '5' },
        { questionId: 'q-pune', value: 'yes' },
        { questionId: 'q-notice', value: '30 days' },
        { questionId: 'q-else', value: 'Happy to relocate' },
      ]);
      renderDetails([jobAnswer({ questions: QUESTIONS }), mock], seeker);
      const dialog = await openDialog();
      const years = dialog.getByRole('textbox', { name: /^Years of experience with React/ });
      const pune = dialog.getByRole('radiogroup', { name: /^Can you work from Pune\?/ });

      fireEvent.change(years, { target: { value: 'five' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
      expect(years).toHaveAccessibleDescription('Answer with a number');
      expect(years).toHaveAttribute('aria-invalid', 'true');
      expect(pune).toHaveAccessibleDescription('Please answer every required screening question');
      expect(years).toHaveFocus();
      // Nothing was sent; the dialog stays.
      await new Promise((r) => setTimeout(r, 50));
      expect(sent).not.toHaveBeenCalled();
      expect(screen.getByTestId('apply-questions-dialog')).toBeInTheDocument();
      expect(screen.getByTestId('apply-button')).toHaveTextContent('Apply Now');

      // Answering clears each problem as it goes.
      fireEvent.change(years, { target: { value: ' 5 ' } });
      expect(years).not.toHaveAccessibleDescription();
      fireEvent.click(within(pune).getByRole('radio', { name: 'Yes' }));
      expect(pune).not.toHaveAccessibleDescription();
      fireEvent.click(dialog.getByRole('radio', { name: '30 days' }));
      fireEvent.change(dialog.getByRole('textbox', { name: 'Anything else we should know?' }), {
        target: { value: '  Happy to relocate ' },
      });
      fireEvent.click(dialog.getByRole('button', { name: 'Submit application' }));

      expect(await toast()).toHaveTextContent('Application submitted successfully!');
      expect(sent).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('apply-button')).toHaveTextContent('Already Applied');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('leaves unanswered optional questions out of the answers', async () => {
      const { mock, sent } = applyWith([
        { questionId: 'q-react', value: '0' },
        { questionId: 'q-pune', value: 'no' },
      ]);
      renderDetails([jobAnswer({ questions: QUESTIONS }), mock], seeker);
      const dialog = await openDialog();
      fireEvent.change(dialog.getByRole('textbox', { name: /^Years of experience with React/ }), {
        target: { value: '0' },
      });
      fireEvent.click(dialog.getByRole('radio', { name: 'No' }));
      fireEvent.change(dialog.getByRole('textbox', { name: 'Anything else we should know?' }), {
        target: { value: '   ' },
      });
      fireEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
      expect(await toast()).toHaveTextContent('Application submitted successfully!');
      expect(sent).toHaveBeenCalledTimes(1);
    });

    it('closes on Cancel without applying, and opens again with blank answers', async () => {
      const { mock, sent } = applyWith([
        { questionId: 'q-react', value: '4' },
        { questionId: 'q-pune', value: 'yes' },
      ]);
      renderDetails([jobAnswer({ questions: QUESTIONS }), mock], seeker);
      let dialog = await openDialog();
      fireEvent.change(dialog.getByRole('textbox', { name: /^Years of experience with React/ }), {
        target: { value: '4' },
      });
      fireEvent.click(dialog.getByRole('radio', { name: '30 days' }));
      fireEvent.change(dialog.getByRole('textbox', { name: 'Anything else we should know?' }), {
        target: { value: 'Happy to relocate' },
      });
      // A problem shown before Cancel is gone too.
      fireEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
      expect(
        dialog.getByRole('radiogroup', { name: /^Can you work from Pune\?/ }),
      ).toHaveAccessibleDescription('Please answer every required screening question');
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await new Promise((r) => setTimeout(r, 50));
      expect(sent).not.toHaveBeenCalled();
      expect(screen.queryByTestId('toast')).toBeNull();
      expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();

      dialog = await openDialog();
      expect(dialog.getByRole('textbox', { name: /^Years of experience with React/ })).toHaveValue('');
      expect(dialog.getByRole('radio', { name: '30 days' })).not.toBeChecked();
      expect(dialog.getByRole('textbox', { name: 'Anything else we should know?' })).toHaveValue('');
      expect(
        dialog.getByRole('radiogroup', { name: /^Can you work from Pune\?/ }),
      ).not.toHaveAccessibleDescription();
    });

    it("shows the server's refusal of the answers in the dialog and fetches the job's questions again", async () => {
      const refused: MockLink.MockedResponse = {
        request: {
          query: ApplyToJobDocument,
          variables: { jobId: 'job-7', answers: [{ questionId: 'q-pune', value: 'yes' }] },
        },
        result: {
          errors: [
            new GraphQLError('Please answer every required screening question', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      };
      const optional = QUESTIONS.filter((q) => q.id === 'q-pune').map((q) => ({ ...q, required: false }));
      renderDetails(
        [jobAnswer({ questions: optional }), refused, jobAnswer({ questions: QUESTIONS })],
        seeker,
      );
      const dialog = await openDialog();
      fireEvent.click(dialog.getByRole('radio', { name: 'Yes' }));
      fireEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Please answer every required screening question',
      );
      // The recruiter added a required question meanwhile: the dialog now asks it.
      expect(
        await dialog.findByRole('textbox', { name: /^Years of experience with React/ }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('toast')).toBeNull();
    });

    it('asks a visitor to log in first, without the dialog', async () => {
      renderDetails([jobAnswer({ questions: QUESTIONS })]);
      fireEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
      expect(await toast()).toHaveTextContent('Please login before applying for jobs');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
