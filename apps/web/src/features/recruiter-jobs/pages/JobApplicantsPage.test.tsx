import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import {
  AddApplicantNoteDocument,
  DeleteApplicantNoteDocument,
  JobApplicantAnswersDocument,
  JobApplicantsDocument,
  JobInterviewsDocument,
  RateApplicantDocument,
  SetApplicationStatusDocument,
} from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { JobApplicantsPage } from './JobApplicantsPage';

const PATH = '/recruiter/job/:id/applicants';
const ROUTE = '/recruiter/job/job-1/applicants';

type Status = 'PENDING' | 'ACCEPT' | 'SEEN' | 'WITHDRAWN';

function application(status: Status, resume = true, n = 1, withdrawalReason: string | null = null) {
  return {
    __typename: 'Applicant',
    id: `application-${n}`,
    status,
    createdAt: '2026-11-22T10:00:00.000Z',
    accountDeleted: false,
    applicant: {
      __typename: 'ApplicantPerson',
      id: `seeker-${n}`,
      firstName: n === 1 ? 'Rahul' : `Applicant${n}`,
      middleName: 'Kumar',
      lastName: 'Verma',
      email: 'rahul@example.in',
      contactNo: '+91-98xxxxxx01',
      bio: 'Frontend developer from Pune.',
      skills: ['React', 'TypeScript'],
      photoUrl: null,
    },
    resumeUrl: resume ? `/api/v1/applications/application-${n}/resume` : null,
    coverLetterUrl: null,
    withdrawalReason,
    matchedSkillCount: 1,
    rating: null as null | {
      __typename: 'ApplicantRatingModel';
      value: number;
      ratedAt: string;
      ratedBy: { __typename: 'NoteAuthor'; id: string; name: string } | null;
    },
    notes: [] as ReturnType<typeof note>[],
  };
}

function note(id: string, body: string, mine = true) {
  return {
    __typename: 'ApplicantNoteModel' as const,
    id,
    body,
    mine,
    createdAt: '2026-11-23T09:30:00.000Z',
    updatedAt: '2026-11-23T09:30:00.000Z',
    author: {
      __typename: 'NoteAuthor' as const,
      id: mine ? 'me' : 'someone',
      name: mine ? 'Priya Nair' : 'Site Admin',
    },
  };
}

const JOB = {
  __typename: 'Job',
  id: 'job-1',
  title: 'Frontend Engineer 1',
  skills: ['React', 'GraphQL'],
  screeningQuestions: [] as { __typename: 'ScreeningQuestion'; id: string }[],
  company: { __typename: 'Company', id: 'company-1', name: 'TechNova 1' },
};

/** The job's interviews: none (every card reads them from this one answer). */
function noInterviews(): MockLink.MockedResponse {
  return {
    request: { query: JobInterviewsDocument, variables: { jobId: 'job-1' } },
    result: { data: { jobInterviews: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const firstPage = (status: string | null = null) => ({
  jobId: 'job-1',
  status,
  screening: null,
  page: 1,
  pageSize: 20,
});

function applicantsAnswer(
  status: Status,
  resume = true,
  reason: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: JobApplicantsDocument, variables: firstPage() },
    result: {
      data: {
        jobApplicants: {
          __typename: 'JobApplicants',
          job: JOB,
          items: [application(status, resume, 1, reason)],
          total: 1,
          page: 1,
          pageSize: 20,
          pageCount: 1,
          statusCounts: [{ __typename: 'ApplicationStatusCount', status, count: 1 }],
        },
      },
    },
  };
}

/** Page `page` of 45 applicants (20, 20, 5): 30 pending and 15 seen. */
function pagedAnswer(page: number, status: 'PENDING' | null = null): MockLink.MockedResponse {
  const total = status ? 30 : 45;
  const first = (page - 1) * 20 + 1;
  const count = Math.min(20, total - first + 1);
  return {
    request: { query: JobApplicantsDocument, variables: { ...firstPage(status), page } },
    result: {
      data: {
        jobApplicants: {
          __typename: 'JobApplicants',
          job: JOB,
          items: Array.from({ length: count }, (_, i) => application('PENDING', true, first + i)),
          total,
          page,
          pageSize: 20,
          pageCount: Math.ceil(total / 20),
          statusCounts: [
            { __typename: 'ApplicationStatusCount', status: 'PENDING', count: 30 },
            { __typename: 'ApplicationStatusCount', status: 'SEEN', count: 15 },
          ],
        },
      },
    },
  };
}

const accepted: MockLink.MockedResponse = {
  request: {
    query: SetApplicationStatusDocument,
    variables: { applicationId: 'application-1', status: 'ACCEPT' },
  },
  result: {
    data: {
      setApplicationStatus: {
        __typename: 'ApplicationModel',
        id: 'application-1',
        status: 'ACCEPT',
      },
    },
  },
};

async function chooseAccept() {
  fireEvent.click(await screen.findByTestId('status-menu-button'));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Accept' }));
  return screen.findByRole('dialog');
}

describe('JobApplicantsPage', () => {
  afterEach(() => vi.useRealTimers());

  it('lists applicants with status tabs and counts', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING')],
    });
    expect(await screen.findByTestId('applicant-name')).toHaveTextContent('Rahul Kumar Verma');
    expect(screen.getByRole('tab', { name: 'All (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sent (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recruited (0)' })).toBeInTheDocument();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Sent');
    expect(screen.getByRole('button', { name: 'Cover Letter not available' })).toBeDisabled();
  });

  it('shows 20 applicants a page with the counts of all of them, and pages through the rest', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), pagedAnswer(1), pagedAnswer(3), pagedAnswer(1, 'PENDING')],
    });
    await waitFor(() => expect(screen.getAllByTestId('applicant-name')).toHaveLength(20));
    expect(screen.getAllByTestId('applicant-name')[0]).toHaveTextContent('Rahul Kumar Verma');
    expect(screen.getByRole('tab', { name: 'All (45)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sent (30)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Seen (15)' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Applicant pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByTestId('applicant-name')).toHaveLength(5));
    expect(screen.getAllByTestId('applicant-name')[0]).toHaveTextContent('Applicant41 Kumar Verma');
    expect(
      within(screen.getByRole('navigation', { name: 'Applicant pages' })).getByRole('button', {
        name: 'Page 3',
      }),
    ).toHaveAttribute('aria-current', 'page');

    // Another tab starts again at page 1.
    fireEvent.click(screen.getByRole('tab', { name: 'Sent (30)' }));
    await waitFor(() => expect(screen.getAllByTestId('applicant-name')).toHaveLength(20));
    expect(screen.getAllByTestId('applicant-name')[0]).toHaveTextContent('Rahul Kumar Verma');
    expect(
      within(screen.getByRole('navigation', { name: 'Applicant pages' })).getByRole('button', {
        name: 'Page 1',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the last page when the address asks for a page past the end', async () => {
    const pastTheEnd = pagedAnswer(3);
    const empty = {
      ...pastTheEnd,
      request: { query: JobApplicantsDocument, variables: { ...firstPage(), page: 9 } },
      result: {
        data: {
          jobApplicants: {
            ...(pastTheEnd.result as { data: { jobApplicants: object } }).data.jobApplicants,
            items: [],
            page: 9,
          },
        },
      },
    };
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: `${ROUTE}?page=9`,
      mocks: [noInterviews(), empty, pagedAnswer(3)],
    });
    await waitFor(() => expect(screen.getAllByTestId('applicant-name')).toHaveLength(5));
    expect(
      within(screen.getByRole('navigation', { name: 'Applicant pages' })).getByRole('button', {
        name: 'Page 3',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the screening answers only when the job has questions, and shows them on the card', async () => {
    const answered = applicantsAnswer('PENDING');
    const page = (answered.result as { data: { jobApplicants: Record<string, unknown> } }).data.jobApplicants;
    page.job = { ...JOB, screeningQuestions: [{ __typename: 'ScreeningQuestion', id: 'q1' }] };
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        noInterviews(),
        answered,
        {
          request: { query: JobApplicantAnswersDocument, variables: firstPage() },
          result: {
            data: {
              jobApplicants: {
                __typename: 'JobApplicants',
                items: [
                  {
                    __typename: 'Applicant',
                    id: 'application-1',
                    screeningResult: 'FAILED',
                    autoRejected: false,
                    screeningAnswers: [
                      {
                        __typename: 'ScreeningAnswer',
                        questionId: 'q1',
                        question: 'Years of React experience?',
                        value: '1',
                        passed: false,
                      },
                    ],
                  },
                ],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Years of React experience?')).toBeInTheDocument();
    expect(screen.getByText('1 (knock-out failed)')).toBeInTheDocument();
    expect(screen.getByTestId('screening-result')).toHaveTextContent('Failed knock-out');
  });

  it('shows a withdrawn application with its reason, a Withdrawn tab, and no status menu', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('WITHDRAWN', true, 'Took another offer')],
    });
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Withdrawn');
    expect(screen.getByTestId('applicant-withdrawn')).toHaveTextContent(
      'Withdrawn by the applicant: “Took another offer”',
    );
    expect(screen.queryByTestId('status-menu-button')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Withdrawn (1)' })).toBeInTheDocument();
    // Its documents stay open to the recruiter.
    expect(screen.getByTestId('open-resume')).toBeEnabled();
  });

  it('shows an application of a deleted account as withdrawn, with the label and nothing of the person', async () => {
    const deleted = applicantsAnswer('WITHDRAWN', false);
    const { data } = deleted.result as { data: { jobApplicants: { items: Record<string, unknown>[] } } };
    data.jobApplicants.items = [
      { ...data.jobApplicants.items[0], accountDeleted: true, applicant: null, resumeUrl: null },
    ];
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), deleted],
    });
    expect(await screen.findByTestId('applicant-name')).toHaveTextContent('Deleted account');
    expect(screen.getByTestId('applicant-withdrawn')).toHaveTextContent(
      'Withdrawn: the applicant deleted their account.',
    );
    const card = screen.getByTestId('applicant-card');
    expect(card).not.toHaveTextContent('rahul@example.in');
    expect(card).not.toHaveTextContent('Frontend developer from Pune.');
    expect(screen.queryByTestId('status-menu-button')).toBeNull();
    expect(screen.queryByTestId('open-resume')).toBeNull();
  });

  it('has no pager when all applicants fit on one page', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING')],
    });
    expect(await screen.findByTestId('applicant-name')).toBeInTheDocument();
    expect(screen.queryByTestId('pager')).not.toBeInTheDocument();
  });

  it('asks before a change, sets the status, then shows Status Updated for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING'), accepted, applicantsAnswer('ACCEPT')],
    });
    const dialog = await chooseAccept();
    expect(
      within(dialog).getByText(
        "Are you sure you want to change Rahul Kumar Verma's application status to accept?",
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));

    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('application-status')).toHaveTextContent('Accept'));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2700);
    });
    expect(screen.getByText('Status Updated')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200);
    });
    await waitFor(() => expect(screen.queryByText('Status Updated')).not.toBeInTheDocument());
  });

  it('changes nothing when the recruiter cancels', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING')],
    });
    const dialog = await chooseAccept();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('application-status')).toHaveTextContent('Sent');
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
  });

  it('says so when the change fails', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        noInterviews(),
        applicantsAnswer('PENDING'),
        { request: accepted.request, result: graphqlError('Application not found', 'NOT_FOUND') },
      ],
    });
    const dialog = await chooseAccept();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update application status');
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
  });

  it('opens the resume with the token and reloads the list, so a pending application shows seen', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 }));
    const createObjectURL = vi.fn(() => 'blob:resume');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });

    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING'), applicantsAnswer('SEEN')],
    });
    fireEvent.click(await screen.findByTestId('open-resume'));
    await waitFor(() => expect(tab.location.href).toBe('blob:resume'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/applications/application-1/resume', {
      headers: { authorization: 'Bearer recruiter-token' },
    });
    await waitFor(() => expect(screen.getByTestId('application-status')).toHaveTextContent('Seen'));
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
  });

  it("says 'Resume not available' when there is none", async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING', false)],
    });
    expect(await screen.findByRole('button', { name: 'Resume not available' })).toBeDisabled();
  });
  it("says 'Resume not available' when the server has no file to open, and leaves the status alone", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('missing', { status: 404 }));
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING')],
    });
    fireEvent.click(await screen.findByTestId('open-resume'));
    expect(await screen.findByText('Resume not available')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Sent');
  });

  it("says 'Failed to fetch applicants' and offers 'Try again'", async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        noInterviews(),
        {
          request: { query: JobApplicantsDocument, variables: firstPage() },
          error: new Error('offline'),
        },
        applicantsAnswer('PENDING'),
      ],
    });
    expect(await screen.findByText('Failed to fetch applicants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Jobs' })).toHaveAttribute('href', '/recruiter/jobs');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('applicant-name')).toHaveTextContent('Rahul Kumar Verma');
  });

  it('rates an applicant with the keyboard-operable stars and shows who rated and when', async () => {
    const rated: MockLink.MockedResponse = {
      request: {
        query: RateApplicantDocument,
        variables: { input: { applicationId: 'application-1', rating: 4 } },
      },
      result: {
        data: {
          rateApplicant: {
            __typename: 'ApplicantRatingModel',
            value: 4,
            ratedAt: '2026-11-23T09:30:00.000Z',
            ratedBy: { __typename: 'NoteAuthor', id: 'me', name: 'Priya Nair' },
          },
        },
      },
    };
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING'), rated],
    });
    const stars = await screen.findByTestId('applicant-rating');
    // The stars are radio buttons: reachable with Tab, chosen with the arrow keys or a click.
    const four = within(stars).getByRole('radio', { name: '4 stars' });
    fireEvent.click(four);
    await waitFor(() => expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked());
    expect(await within(stars).findByTestId('rating-by')).toHaveTextContent('by Priya Nair, Nov 23, 2026');
  });

  it('shows the private notes with author and time, adds one and deletes one of mine', async () => {
    const answer = applicantsAnswer('PENDING');
    const item = (answer.result as { data: { jobApplicants: { items: ReturnType<typeof application>[] } } })
      .data.jobApplicants.items[0];
    item.notes = [note('note-1', 'Strong on React', true), note('note-2', 'Checked references', false)];
    const added: MockLink.MockedResponse = {
      request: {
        query: AddApplicantNoteDocument,
        variables: { input: { applicationId: 'application-1', body: 'Call on Monday' } },
      },
      result: { data: { addApplicantNote: note('note-3', 'Call on Monday') } },
    };
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteApplicantNoteDocument, variables: { noteId: 'note-1' } },
      result: { data: { deleteApplicantNote: 'note-1' } },
    };
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), answer, added, deleted],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notes on Rahul Kumar Verma (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes on Rahul Kumar Verma' });
    const notes = within(dialog).getAllByTestId('applicant-note');
    expect(notes.map((n) => n.textContent)).toEqual([
      expect.stringMatching(/^Priya Nair.*Nov 23, 2026.*Strong on React$/),
      expect.stringMatching(/^Site Admin.*Nov 23, 2026.*Checked references$/),
    ]);
    // Only my own note can be edited or deleted.
    expect(within(notes[0]).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
    expect(within(notes[1]).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('New note'), { target: { value: 'Call on Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByTestId('applicant-note')).toHaveLength(3));
    // The card behind the dialog counts it too.
    expect(
      screen.getByRole('button', { name: 'Notes on Rahul Kumar Verma (3)', hidden: true }),
    ).toBeInTheDocument();

    fireEvent.click(
      within(within(dialog).getAllByTestId('applicant-note')[0]).getByRole('button', { name: 'Delete note' }),
    );
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('applicant-note')
          .map((n) => n.textContent),
      ).toEqual([expect.stringContaining('Checked references'), expect.stringContaining('Call on Monday')]),
    );
  });

  it('refuses an empty or over-long note before sending it', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING')],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notes on Rahul Kumar Verma (0)' }));
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('New note'), { target: { value: '   ' } });
    expect(within(dialog).getByText('Write something in the note')).toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it('downloads every applicant as CSV with the session token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['\uFEFFFirst name\r\n'], { type: 'text/csv' }), {
        status: 200,
        headers: {
          'content-disposition': 'attachment; filename="applicants-frontend-engineer-1-2026-11-26.csv"',
        },
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [noInterviews(), applicantsAnswer('PENDING')],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download all applicants as CSV' }));
    await waitFor(() => expect(clicked).toEqual(['applicants-frontend-engineer-1-2026-11-26.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/recruiter/jobs/job-1/applicants.csv', {
      headers: { authorization: `Bearer ${recruiter.token}` },
    });
  });
});
