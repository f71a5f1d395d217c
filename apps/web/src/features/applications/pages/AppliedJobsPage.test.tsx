import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { MyApplicationsDocument, type ApplicationStatus } from '../../../gql/graphql';
import { makeJob, seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SENT_AND_SEEN, step, timelineFields, withdrawAnswer } from '../testFixtures';
import { AppliedJobsPage } from './AppliedJobsPage';

function application(n: number, status: ApplicationStatus) {
  const job = makeJob(n);
  return {
    ...timelineFields(`application-${n}`, status),
    createdAt: '2026-11-20T10:00:00.000Z',
    job: {
      __typename: 'Job',
      id: job.id,
      title: job.title,
      description: job.description,
      location: job.location,
      salary: job.salary,
      jobType: job.jobType,
      logoColor: job.logoColor,
      logoText: job.logoText,
      company: job.company,
    },
  };
}

function answer(
  keyword: string | null,
  page: number,
  items: ReturnType<typeof application>[],
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: MyApplicationsDocument, variables: { page, pageSize: 6, keyword } },
    result: {
      data: {
        myApplications: {
          __typename: 'ApplicationPage',
          total,
          page,
          pageSize: 6,
          pageCount: Math.ceil(total / 6),
          items,
        },
      },
    },
  };
}

const statuses: ApplicationStatus[] = ['PENDING', 'REVIEWED', 'SHORTLISTED', 'SEEN', 'ACCEPT', 'REJECT'];

function renderApplied(mocks: MockLink.MockedResponse[], route = '/seeker-1/jobs/applied') {
  return renderWithProviders(<AppliedJobsPage />, { route, session: seeker, mocks });
}

describe('AppliedJobsPage', () => {
  it("shows 'Loading applied jobs...' and then the applications with their status", async () => {
    renderApplied([
      answer(
        null,
        1,
        statuses.map((status, i) => {
          const item = application(i + 1, status);
          // A salary typed without the rupee sign gets it; one without a figure says so.
          if (i === 1) item.job.salary = '6,00,000 - 9,00,000 per annum';
          if (i === 2) item.job.salary = '';
          return item;
        }),
        8,
      ),
    ]);
    expect(screen.getByText('Loading applied jobs...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('application-card');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => within(card).getByTestId('application-status').textContent)).toEqual([
      'Sent',
      'Reviewed',
      'Shortlisted',
      'Seen',
      'Accept',
      'Rejected',
    ]);
    expect(within(cards[0]).getByTestId('application-status')).toHaveAttribute('data-tone', 'amber');
    expect(within(cards[0]).getByTestId('application-card-date')).toHaveTextContent('Applied: 20 Nov 2026');
    expect(
      cards.slice(0, 3).map((card) => within(card).getByTestId('application-card-salary').textContent),
    ).toEqual(['₹12,00,000 - ₹18,00,000', '₹6,00,000 - 9,00,000 per annum', 'Not disclosed']);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/job/job-1');
    expect(screen.getByTestId('applied-showing')).toHaveTextContent('Showing 1 to 6 of 8 applications');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('folds each timeline behind a toggle that opens it', async () => {
    renderApplied([answer(null, 1, [application(1, 'SEEN'), application(2, 'PENDING')])]);
    const [card] = await screen.findAllByTestId('application-card');
    const toggle = within(card).getByRole('button', { name: 'Show timeline (2 steps)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByTestId('application-timeline')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide timeline');
    const timeline = within(card).getByRole('list', { name: `Timeline of ${makeJob(1).title}` });
    expect(toggle).toHaveAttribute('aria-controls', timeline.id);
    expect(
      within(timeline)
        .getAllByTestId('timeline-step')
        .map((li) => li.dataset.status),
    ).toEqual(['pending', 'seen']);
    // The other card's timeline stays folded.
    expect(screen.getAllByTestId('application-timeline')).toHaveLength(1);
  });

  it('withdraws an application from its card: Withdrawn, with the step in its timeline', async () => {
    renderApplied([
      answer(null, 1, [application(1, 'SEEN')]),
      withdrawAnswer('application-1', 'job-1', SENT_AND_SEEN, null),
      answer(null, 1, [
        { ...application(1, 'WITHDRAWN'), timeline: [...SENT_AND_SEEN, step(2, 'SEEN', 'WITHDRAWN')] },
      ]),
    ]);
    const card = within((await screen.findAllByTestId('application-card'))[0]);
    fireEvent.click(card.getByRole('button', { name: /^Withdraw application for/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw application' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Application withdrawn');
    await waitFor(() => expect(screen.getByTestId('application-status')).toHaveTextContent('Withdrawn'));
    expect(screen.queryByTestId('withdraw-button')).toBeNull();
    fireEvent.click(screen.getByTestId('timeline-toggle'));
    expect(screen.getAllByTestId('timeline-step').at(-1)).toHaveTextContent('You withdrew your application');
  });

  it('searches the applications after a pause', async () => {
    renderApplied([
      answer(null, 1, [application(1, 'PENDING')]),
      answer('acme', 1, [application(2, 'SEEN')]),
    ]);
    await screen.findAllByTestId('application-card');
    const box = screen.getByRole('textbox', { name: 'Search applied jobs' });
    expect(box).toHaveAttribute('placeholder', 'Search jobs...');
    fireEvent.change(box, { target: { value: 'acme' } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/seeker-1/jobs/applied?search=acme'),
    );
    await waitFor(() => expect(screen.getByTestId('application-status')).toHaveTextContent('Seen'));
  });

  it("shows 'No applied jobs found' when there are none", async () => {
    renderApplied([answer(null, 1, [])]);
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No applied jobs found')).toBeInTheDocument();
    expect(empty.getByText('Start applying to jobs to see them here')).toBeInTheDocument();
  });

  it("shows 'No jobs match your search' when a search finds none", async () => {
    renderApplied([answer('zzz', 1, [])], '/seeker-1/jobs/applied?search=zzz');
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No jobs match your search')).toBeInTheDocument();
    expect(empty.getByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it("shows 'Failed to load applied jobs' with Try again", async () => {
    renderApplied([
      {
        request: { query: MyApplicationsDocument, variables: { page: 1, pageSize: 6, keyword: null } },
        error: new Error('x'),
      },
      answer(null, 1, [application(1, 'PENDING')]),
    ]);
    expect(await screen.findByText('Failed to load applied jobs')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('application-card')).toHaveLength(1);
  });
});
