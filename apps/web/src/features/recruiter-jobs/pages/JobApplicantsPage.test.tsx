import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { JobApplicantsDocument, SetApplicationStatusDocument } from '../../../gql/graphql';
import { graphqlError, renderRecruiterPage } from '../test/renderRecruiterPage';
import { JobApplicantsPage } from './JobApplicantsPage';

const PATH = '/recruiter/job/:id/applicants';
const ROUTE = '/recruiter/job/job-1/applicants';

function application(status: 'PENDING' | 'ACCEPT' | 'SEEN', resume = true) {
  return {
    __typename: 'Applicant',
    id: 'application-1',
    status,
    createdAt: '2026-11-22T10:00:00.000Z',
    applicant: {
      __typename: 'ApplicantPerson',
      id: 'seeker-1',
      firstName: 'Rahul',
      middleName: 'Kumar',
      lastName: 'Verma',
      email: 'rahul@example.in',
      contactNo: '+91-98xxxxxx01',
      bio: 'Frontend developer from Pune.',
      skills: ['React', 'TypeScript'],
    },
    resumeUrl: resume ? '/api/v1/applications/application-1/resume' : null,
    coverLetterUrl: null,
  };
}

function applicantsAnswer(status: 'PENDING' | 'ACCEPT' | 'SEEN', resume = true): MockLink.MockedResponse {
  return {
    request: { query: JobApplicantsDocument, variables: { jobId: 'job-1', status: null } },
    result: {
      data: {
        jobApplicants: {
          __typename: 'JobApplicants',
          job: {
            __typename: 'Job',
            id: 'job-1',
            title: 'Frontend Engineer 1',
            company: { __typename: 'Company', id: 'company-1', name: 'TechNova 1' },
          },
          items: [application(status, resume)],
          statusCounts: [{ __typename: 'ApplicationStatusCount', status, count: 1 }],
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
    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [applicantsAnswer('PENDING')],
    });
    expect(await screen.findByTestId('applicant-name')).toHaveTextContent('Rahul Kumar Verma');
    expect(screen.getByRole('tab', { name: 'All (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recruited (0)' })).toBeInTheDocument();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('button', { name: 'Cover Letter not available' })).toBeDisabled();
  });

  it('asks before a change, sets the status, then shows Status Updated for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [applicantsAnswer('PENDING'), accepted, applicantsAnswer('ACCEPT')],
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
    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [applicantsAnswer('PENDING')],
    });
    const dialog = await chooseAccept();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('application-status')).toHaveTextContent('Pending');
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
  });

  it('says so when the change fails', async () => {
    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [
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

    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [applicantsAnswer('PENDING'), applicantsAnswer('SEEN')],
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
    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [applicantsAnswer('PENDING', false)],
    });
    expect(await screen.findByRole('button', { name: 'Resume not available' })).toBeDisabled();
  });
  it("says 'Resume not available' when the server has no file to open, and leaves the status alone", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('missing', { status: 404 }));
    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [applicantsAnswer('PENDING')],
    });
    fireEvent.click(await screen.findByTestId('open-resume'));
    expect(await screen.findByText('Resume not available')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Pending');
  });

  it("says 'Failed to fetch applicants' and offers 'Try again'", async () => {
    renderRecruiterPage(<JobApplicantsPage />, {
      path: PATH,
      route: ROUTE,
      mocks: [
        {
          request: { query: JobApplicantsDocument, variables: { jobId: 'job-1', status: null } },
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
});
