import type { ReactElement } from 'react';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { RECRUITER_MESSAGES } from '@hireloop/schema';

import { RecruiterJobDocument, UpdateJobDocument, type RecruiterJobQuery } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { makeRecruiterJob } from '../test/fixtures';
import { EditJobPage } from './EditJobPage';
import { RecruiterJobPage } from './RecruiterJobPage';

const JOB: RecruiterJobQuery['job'] = {
  ...makeRecruiterJob(1, { salary: '' }),
  requirements: ['3+ years of React', 'Good English'],
  category: 'Software Development',
  shift: 'Day',
  viewerCanEdit: true,
  screeningQuestions: [],
  knockoutAction: 'FLAG',
};

function jobAnswer(job = JOB): MockLink.MockedResponse {
  return {
    request: { query: RecruiterJobDocument, variables: { id: 'job-1' } },
    result: { data: { job } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const notFound: MockLink.MockedResponse = {
  request: { query: RecruiterJobDocument, variables: { id: 'job-1' } },
  result: graphqlError('Job not found', 'NOT_FOUND'),
};

/**
 * Renders `ui` at `route` while the job's first read fails: the page says so with 'Try again' and 'Go
 * Back to Jobs'; Try again reads the job.
 */
async function retryAfterLoadError(ui: ReactElement, path: string, route: string) {
  renderWithProviders(ui, {
    session: recruiter,
    path,
    route,
    mocks: [
      { request: { query: RecruiterJobDocument, variables: { id: 'job-1' } }, error: new Error('offline') },
      jobAnswer(),
    ],
  });
  expect(await screen.findByText('Failed to fetch job details')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Back to Jobs' })).toHaveAttribute('href', '/recruiter/jobs');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
}

describe('RecruiterJobPage', () => {
  const path = '/recruiter/job/:id';
  const route = '/recruiter/job/job-1';

  it('shows the job with Edit and View Applicants', async () => {
    renderWithProviders(<RecruiterJobPage />, { session: recruiter, path, route, mocks: [jobAnswer()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer 1' })).toBeInTheDocument();
    expect(screen.getByText('3+ years of React')).toBeInTheDocument();
    expect(screen.getByText('Salary not disclosed')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    // When it stops taking applications.
    expect(screen.getByText('Applications Close')).toBeInTheDocument();
    expect(screen.getByText('Dec 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/recruiter/job/job-1/edit');
    expect(screen.getByRole('link', { name: 'View Applicants (4)' })).toHaveAttribute(
      'href',
      '/recruiter/job/job-1/applicants',
    );
  });

  it('lists no screening questions when the job asks none', async () => {
    renderWithProviders(<RecruiterJobPage />, { session: recruiter, path, route, mocks: [jobAnswer()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Screening questions' })).toBeNull();
    expect(screen.queryByText(/knock-out/i)).toBeNull();
  });

  it('lists the screening questions with kind, Required, options, knock-out rules and what failing does', async () => {
    const question = (fields: Partial<RecruiterJobQuery['job']['screeningQuestions'][number]>) => ({
      __typename: 'ScreeningQuestion' as const,
      id: 'q',
      kind: 'YES_NO' as const,
      text: '',
      required: true,
      options: [],
      requiredAnswer: null,
      min: null,
      max: null,
      acceptedOptions: null,
      ...fields,
    });
    const asked = {
      ...JOB,
      knockoutAction: 'REJECT' as const,
      screeningQuestions: [
        question({ id: 'q-years', kind: 'NUMBER', text: 'Years of React?', min: 3 }),
        question({ id: 'q-pune', text: 'Can you work from Pune?', required: false, requiredAnswer: true }),
        question({
          id: 'q-notice',
          kind: 'SINGLE_CHOICE',
          text: 'Notice period?',
          options: ['Immediate', '30 days', '90 days'],
          acceptedOptions: ['Immediate', '30 days'],
        }),
        question({ id: 'q-else', kind: 'SHORT_TEXT', text: 'Anything else?', required: false }),
      ],
    };
    renderWithProviders(<RecruiterJobPage />, { session: recruiter, path, route, mocks: [jobAnswer(asked)] });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Screening questions' });
    const section = within(heading.closest('section') as HTMLElement);
    const questions = section.getByTestId('screening-questions-summary').children;
    expect([...questions].map((li) => li.textContent)).toEqual([
      'Years of React?NumberRequiredKnock-out: fewer than 3',
      'Can you work from Pune?Yes / NoOptionalKnock-out: answering No',
      'Notice period?Single choiceRequiredOptionsImmediate30 days90 daysKnock-out: answering “90 days”',
      'Anything else?Short textOptional',
    ]);
    expect(section.getByRole('list', { name: 'Options' }).querySelectorAll('li')).toHaveLength(3);
    expect(section.getByTestId('knockout-action')).toHaveTextContent(
      'Applicants who fail a knock-out question: Reject them automatically (they are told 24 hours later)',
    );
  });

  it('says failing applicants are only flagged, and nothing of it without a knock-out rule', async () => {
    const flagged = {
      ...JOB,
      knockoutAction: 'FLAG' as const,
      screeningQuestions: [
        {
          __typename: 'ScreeningQuestion' as const,
          id: 'q-pune',
          kind: 'YES_NO' as const,
          text: 'Can you work from Pune?',
          required: true,
          options: [],
          requiredAnswer: false,
          min: null,
          max: null,
          acceptedOptions: null,
        },
      ],
    };
    const { unmount } = renderWithProviders(<RecruiterJobPage />, {
      session: recruiter,
      path,
      route,
      mocks: [jobAnswer(flagged)],
    });
    expect(await screen.findByText('Knock-out: answering Yes')).toBeInTheDocument();
    expect(screen.getByTestId('knockout-action')).toHaveTextContent(
      'Applicants who fail a knock-out question: Only flag them',
    );
    unmount();

    const noRule = {
      ...flagged,
      screeningQuestions: flagged.screeningQuestions.map((q) => ({ ...q, requiredAnswer: null })),
    };
    renderWithProviders(<RecruiterJobPage />, {
      session: recruiter,
      path,
      route,
      mocks: [jobAnswer(noRule)],
    });
    expect(await screen.findByText('Can you work from Pune?')).toBeInTheDocument();
    expect(screen.queryByText(/knock-out/i)).toBeNull();
  });

  it("shows neither Edit nor View Applicants on another recruiter's job", async () => {
    renderWithProviders(<RecruiterJobPage />, {
      session: recruiter,
      path,
      route,
      mocks: [jobAnswer({ ...JOB, viewerCanEdit: false })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: /View Applicants/ })).toBeNull();
  });

  it("offers 'Go Back to Jobs' when the job is missing", async () => {
    renderWithProviders(<RecruiterJobPage />, { session: recruiter, path, route, mocks: [notFound] });
    expect(await screen.findByText(RECRUITER_MESSAGES.jobNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Jobs' })).toHaveAttribute('href', '/recruiter/jobs');
  });

  it("says 'Failed to fetch job details' with 'Try again' and 'Go Back to Jobs' on an error", async () => {
    await retryAfterLoadError(<RecruiterJobPage />, path, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer 1' })).toBeInTheDocument();
  });
});

describe('EditJobPage', () => {
  const path = '/recruiter/job/:id/edit';
  const route = '/recruiter/job/job-1/edit';

  function type(label: string, value: string) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  function save() {
    fireEvent.click(screen.getByText('Save Changes', { selector: 'button' }));
  }

  it("checks the form with the spec's messages, then saves and returns to /recruiter/jobs", async () => {
    const saved: MockLink.MockedResponse = {
      request: {
        query: UpdateJobDocument,
        variables: {
          id: 'job-1',
          input: {
            title: 'Senior Frontend Engineer',
            description: 'Build the recruiter screens.',
            requirements: ['3+ years of React'],
            skills: ['React', 'TypeScript', 'GraphQL', 'Node.js'],
            salary: '₹20,00,000 per annum',
            location: 'Pune, Maharashtra',
            jobType: 'Full-time',
            shift: 'Day',
            category: 'Software Development',
            positions: 3,
            // Unchanged: sent back as stored.
            validThrough: '2026-12-20T10:00:00.000Z',
            status: 'ACTIVE',
            screeningQuestions: [],
          },
        },
      },
      result: { data: { updateJob: { ...JOB, title: 'Senior Frontend Engineer' } } },
    };
    renderWithProviders(<EditJobPage />, { session: recruiter, path, route, mocks: [jobAnswer(), saved] });
    await screen.findByDisplayValue('Frontend Engineer 1');
    // The company cannot be changed.
    expect(screen.getByLabelText('Company')).toHaveAttribute('readonly');

    type('Job Title *', ' ');
    save();
    expect(screen.getByTestId('job-form-error')).toHaveTextContent('Job title is required');
    type('Job Title *', 'Senior Frontend Engineer');

    // A blank salary (only the rupee sign) is missing too.
    type('Salary *', '₹');
    save();
    expect(screen.getByTestId('job-form-error')).toHaveTextContent('Salary is required');
    type('Salary *', '₹20,00,000 per annum');

    type('Requirement 1', ' ');
    type('Requirement 2', '');
    save();
    expect(screen.getByTestId('job-form-error')).toHaveTextContent('At least one requirement is needed');
    type('Requirement 1', '3+ years of React');

    type('Positions *', '0');
    save();
    expect(screen.getByTestId('job-form-error')).toHaveTextContent('Positions must be at least 1');
    type('Positions *', '3');

    save();
    expect(await screen.findByText('Job updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruiter\/jobs$/));
  });

  it('shows the screening questions and sends them back with their ids and the knock-out action', async () => {
    const asked = {
      ...JOB,
      knockoutAction: 'REJECT' as const,
      screeningQuestions: [
        {
          __typename: 'ScreeningQuestion' as const,
          id: 'q-1',
          kind: 'YES_NO' as const,
          text: 'Can you start in July?',
          required: true,
          options: [],
          requiredAnswer: true,
          min: null,
          max: null,
          acceptedOptions: null,
        },
      ],
    };
    const saved: MockLink.MockedResponse = {
      request: {
        query: UpdateJobDocument,
        variables: {
          id: 'job-1',
          input: {
            title: 'Frontend Engineer 1',
            description: 'Build the recruiter screens.',
            requirements: ['3+ years of React', 'Good English'],
            skills: ['React', 'TypeScript', 'GraphQL', 'Node.js'],
            salary: '₹20,00,000 per annum',
            location: 'Pune, Maharashtra',
            jobType: 'Full-time',
            shift: 'Day',
            category: 'Software Development',
            positions: 2,
            validThrough: '2026-12-20T10:00:00.000Z',
            status: 'ACTIVE',
            screeningQuestions: [
              { kind: 'NUMBER', text: 'Years of React?', required: false, min: 3 },
              {
                id: 'q-1',
                kind: 'YES_NO',
                text: 'Can you start in August?',
                required: true,
                requiredAnswer: true,
              },
            ],
            knockoutAction: 'REJECT',
          },
        },
      },
      result: { data: { updateJob: asked } },
    };
    renderWithProviders(<EditJobPage />, {
      session: recruiter,
      path,
      route,
      mocks: [jobAnswer(asked), saved],
    });
    expect(await screen.findByDisplayValue('Can you start in July?')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Reject them automatically (they are told 24 hours later)' }),
    ).toBeChecked();
    type('Salary *', '₹20,00,000 per annum');
    type('Question text', 'Can you start in August?');

    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const added = screen.getByRole('group', { name: 'Question 2' });
    fireEvent.mouseDown(within(added).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Number' }));
    fireEvent.change(within(added).getByLabelText('Question text'), { target: { value: 'Years of React?' } });
    fireEvent.change(within(added).getByLabelText('Minimum'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));

    save();
    expect(await screen.findByText('Job updated successfully!')).toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to update job', and stays on the form", async () => {
    renderWithProviders(<EditJobPage />, {
      session: recruiter,
      path,
      route,
      mocks: [
        jobAnswer(),
        {
          request: { query: UpdateJobDocument, variables: () => true },
          result: graphqlError('Positions cannot be fewer than the accepted applicants', 'BAD_USER_INPUT'),
        },
        { request: { query: UpdateJobDocument, variables: () => true }, error: new Error('offline') },
      ],
    });
    await screen.findByDisplayValue('Frontend Engineer 1');
    type('Salary *', '₹20,00,000 per annum');
    save();
    expect(
      await screen.findByText('Positions cannot be fewer than the accepted applicants'),
    ).toBeInTheDocument();
    save();
    expect(await screen.findByText('Failed to update job')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/recruiter/job/job-1/edit');
  });
  it("offers 'Try again' and 'Go Back to Jobs' when the job cannot be loaded", async () => {
    await retryAfterLoadError(<EditJobPage />, path, route);
    expect(await screen.findByDisplayValue('Frontend Engineer 1')).toBeInTheDocument();
  });
});
