import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import {
  BoardApplicantsDocument,
  SetApplicationStatusDocument,
  SetApplicationStatusesDocument,
  type ApplicationStatus,
} from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { boardAnnouncements, canMove, groupByStatus } from '../board';
import { JobApplicantsPage } from './JobApplicantsPage';

const PATH = '/recruiter/job/:id/applicants';
const ROUTE = '/recruiter/job/job-1/applicants?view=board';

function applicant(n: number, firstName: string, status: ApplicationStatus, matched = 0, rating?: number) {
  return {
    __typename: 'Applicant' as const,
    id: `application-${n}`,
    status,
    createdAt: '2026-11-22T10:00:00.000Z',
    accountDeleted: false,
    applicant: {
      __typename: 'ApplicantPerson' as const,
      id: `seeker-${n}`,
      firstName,
      middleName: null,
      lastName: 'Sharma',
    },
    matchedSkillCount: matched,
    rating: rating ? { __typename: 'ApplicantRatingModel' as const, value: rating } : null,
  };
}

const ITEMS = [
  applicant(1, 'Priya', 'PENDING', 2, 4),
  applicant(2, 'Arjun', 'SEEN', 1),
  applicant(3, 'Meera', 'PENDING', 0),
  applicant(4, 'Kabir', 'WITHDRAWN', 3),
];

function boardAnswer(items = ITEMS): MockLink.MockedResponse {
  return {
    request: {
      query: BoardApplicantsDocument,
      variables: { jobId: 'job-1', pageSize: 100 },
    },
    result: {
      data: {
        jobApplicants: {
          __typename: 'JobApplicants',
          job: {
            __typename: 'Job',
            id: 'job-1',
            title: 'Frontend Engineer',
            skills: ['React', 'TypeScript', 'GraphQL'],
            company: { __typename: 'Company', id: 'company-1', name: 'TechNova' },
          },
          items,
          total: items.length,
        },
      },
    },
  };
}

const column = (status: string) =>
  screen.getAllByTestId('board-column').find((c) => c.dataset.status === status)!;

describe('board helpers', () => {
  it('groups applicants into one column per status, in pipeline order, keeping their order', () => {
    const columns = groupByStatus(ITEMS);
    expect([...columns.keys()]).toEqual([
      'PENDING',
      'SEEN',
      'REVIEWED',
      'SHORTLISTED',
      'ACCEPT',
      'REJECT',
      'RECRUITED',
      'WITHDRAWN',
    ]);
    expect(columns.get('PENDING')!.map((a) => a.id)).toEqual(['application-1', 'application-3']);
    expect(columns.get('WITHDRAWN')!.map((a) => a.id)).toEqual(['application-4']);
    expect(columns.get('SHORTLISTED')).toEqual([]);
  });

  it('moves nothing into or out of withdrawn, and nothing onto its own column', () => {
    expect(canMove('PENDING', 'SHORTLISTED')).toBe(true);
    expect(canMove('PENDING', 'PENDING')).toBe(false);
    expect(canMove('WITHDRAWN', 'REJECT')).toBe(false);
    expect(canMove('SEEN', 'WITHDRAWN')).toBe(false);
    expect(boardAnnouncements.moved('Priya Sharma', 'SHORTLISTED')).toBe(
      'Moved Priya Sharma to Shortlisted.',
    );
  });
});

describe('JobApplicantsPage board view', () => {
  beforeAll(() => {
    // jsdom lays nothing out: the keyboard drag brings the card into view with this.
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('shows a column per status with cards: name, skills matched, applied date and rating', async () => {
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [boardAnswer()],
    });
    await screen.findByTestId('applicants-board');
    expect(within(column('pending')).getByRole('heading')).toHaveTextContent('Sent (2)');
    expect(within(column('shortlisted')).getByRole('heading')).toHaveTextContent('Shortlisted (0)');
    const priya = within(column('pending')).getByRole('button', { name: 'Priya Sharma, Sent' });
    expect(priya).toHaveTextContent('2 of 3 skills');
    expect(priya).toHaveTextContent('Applied Nov 22, 2026');
    expect(within(priya).getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
    // A withdrawn card is not draggable and cannot be chosen.
    const kabir = within(column('withdrawn')).getByTestId('board-card');
    expect(kabir).not.toHaveAttribute('role', 'button');
    expect(within(kabir).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('moves a card with the keyboard to Shortlisted, asks, then changes the status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const shortlisted: MockLink.MockedResponse = {
      request: {
        query: SetApplicationStatusDocument,
        variables: { applicationId: 'application-1', status: 'SHORTLISTED' },
      },
      result: {
        data: {
          setApplicationStatus: {
            __typename: 'ApplicationModel',
            id: 'application-1',
            status: 'SHORTLISTED',
          },
        },
      },
    };
    const mutation = vi.fn(() => shortlisted.result as { data: unknown });
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        boardAnswer(),
        { ...shortlisted, result: mutation } as MockLink.MockedResponse,
        boardAnswer([{ ...ITEMS[0], status: 'SHORTLISTED' }, ...ITEMS.slice(1)]),
      ],
    });
    const card = await screen.findByRole('button', { name: 'Priya Sharma, Sent' });
    card.focus();
    const press = async (code: string, key = code) => {
      fireEvent.keyDown(document.activeElement ?? card, { code, key });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20);
      });
    };
    await press('Space', ' ');
    await press('ArrowRight');
    await press('ArrowRight');
    await press('ArrowRight');
    await press('Space', ' ');

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        "Are you sure you want to change Priya Sharma's application status to shortlisted?",
      ),
    ).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
    expect(screen.getByText('Moved Priya Sharma to Shortlisted.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(column('shortlisted')).getByRole('heading')).toHaveTextContent('Shortlisted (1)'),
    );
    vi.useRealTimers();
  });

  it('moves the chosen applicants at once after asking, and says what happened', async () => {
    const bulk: MockLink.MockedResponse = {
      request: {
        query: SetApplicationStatusesDocument,
        variables: {
          input: { applicationIds: ['application-1', 'application-2', 'application-3'], status: 'REJECT' },
        },
      },
      result: {
        data: {
          setApplicationStatuses: {
            __typename: 'BulkStatusResult',
            changed: ['application-1', 'application-2', 'application-3'],
            unchanged: [],
            failures: [],
          },
        },
      },
    };
    renderWithProviders(<JobApplicantsPage />, {
      session: recruiter,
      path: PATH,
      route: ROUTE,
      mocks: [
        boardAnswer(),
        bulk,
        boardAnswer(ITEMS.map((a) => (a.status === 'WITHDRAWN' ? a : { ...a, status: 'REJECT' as const }))),
      ],
    });
    await screen.findByTestId('applicants-board');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('3 selected');
    fireEvent.mouseDown(within(screen.getByTestId('bulk-status-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to change the application status of 3 applicants to reject?',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByText('3 applicants moved to reject.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(column('reject')).getByRole('heading')).toHaveTextContent('Rejected (3)'),
    );
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 selected');
  });
});
