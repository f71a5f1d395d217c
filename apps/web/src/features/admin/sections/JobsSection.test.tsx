import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AdminSetJobOpenDocument, DeleteJobDocument } from '../../../gql/graphql';
import { stubWindowWidth } from '../../../test/matchMedia';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { adminPage, jobRow, jobsAnswer } from '../test/fixtures';
import { JobsSection } from './JobsSection';

const FIRST = { sortBy: 'posted', sortDir: 'DESC' } as const;

/** Ten rows of a page of `total` jobs. */
function pageOf(page: number) {
  return Array.from({ length: 10 }, (_, i) => jobRow((page - 1) * 10 + i + 1));
}

beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('JobsSection', () => {
  it("shows the spec's four cards and eight columns, 'Active' or 'Paused', and en-US dates", async () => {
    stubWindowWidth(1600);
    renderWithProviders(<JobsSection />, {
      ...adminPage,
      route: '/admin/jobs',
      mocks: [
        jobsAnswer(FIRST, [jobRow(1, { title: 'Software Engineer' }), jobRow(2, { status: 'CLOSED' })], 2, {
          totalJobs: 7,
          activeJobs: 5,
          jobsFilled: 2,
          avgApplications: 4,
        }),
      ],
    });
    const table = await screen.findByTestId('jobs-table');
    await within(table).findByText('Software Engineer');
    const value = (id: string) => within(screen.getByTestId(`stat-${id}`)).getByTestId('stat-tile-value');
    expect(screen.getByTestId('stat-total-jobs')).toHaveTextContent('Total Jobs');
    expect(value('total-jobs')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-active-jobs')).toHaveTextContent('Active Jobs');
    expect(value('active-jobs')).toHaveTextContent('5');
    expect(screen.getByTestId('stat-jobs-filled')).toHaveTextContent('Jobs Filled');
    expect(value('jobs-filled')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-avg-applications')).toHaveTextContent('Avg. Applications');
    expect(value('avg-applications')).toHaveTextContent('4');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Job Title',
      'Company',
      'Location',
      'Type',
      'Salary',
      'Applications',
      'Status',
      'Posted',
      'Actions',
    ]);
    expect(
      within(table)
        .getAllByTestId('job-status')
        .map((pill) => pill.textContent),
    ).toEqual(['Active', 'Paused']);
    expect(within(table).getAllByText('Nov 5, 2026')).toHaveLength(2);
    // Everything fits on one page: no 'Showing ...' line and no page buttons.
    expect(within(table).queryByTestId('table-showing')).not.toBeInTheDocument();
  });

  it("pages by ten with 'Showing x to y of z results' and an ellipsis past five pages", async () => {
    renderWithProviders(<JobsSection />, {
      ...adminPage,
      route: '/admin/jobs',
      mocks: [
        jobsAnswer(FIRST, pageOf(1), 95),
        jobsAnswer({ ...FIRST, page: 10 }, pageOf(10).slice(0, 5), 95),
      ],
    });
    const table = await screen.findByTestId('jobs-table');
    await within(table).findByText('Job 1');
    expect(within(table).getAllByTestId('table-row')).toHaveLength(10);
    expect(within(table).getByTestId('table-showing')).toHaveTextContent('Showing 1 to 10 of 95 results');
    const pager = within(table).getByRole('navigation', { name: 'All Jobs pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '10']);
    expect(within(pager).getAllByTestId('pager-ellipsis')).toHaveLength(1);

    fireEvent.click(within(pager).getByRole('button', { name: 'Page 10' }));
    await within(table).findByText('Job 95');
    expect(within(table).getByTestId('table-showing')).toHaveTextContent('Showing 91 to 95 of 95 results');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/jobs?page=10');
  });

  it('deletes a job after the confirmation question, with a toast naming it', async () => {
    const deleted = vi.fn(() => ({ data: { deleteJob: true } }));
    renderWithProviders(<JobsSection />, {
      ...adminPage,
      route: '/admin/jobs',
      mocks: [
        jobsAnswer(FIRST, [jobRow(1, { title: 'Software Engineer' }), jobRow(2)]),
        { request: { query: DeleteJobDocument, variables: { id: 'job-1' } }, result: deleted },
        jobsAnswer(FIRST, [jobRow(2)]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Software Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete job' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Software Engineer?');
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Software Engineer has been removed')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Software Engineer')).not.toBeInTheDocument());
  });

  it("toasts the server's message, else 'Failed to fetch job listings', and offers Retry", async () => {
    renderWithProviders(<JobsSection />, {
      ...adminPage,
      route: '/admin/jobs',
      mocks: [
        {
          request: { query: jobsAnswer(FIRST, []).request.query, variables: () => true },
          result: graphqlError('Boom', 'INTERNAL_SERVER_ERROR'),
        },
      ],
    });
    const table = await screen.findByTestId('jobs-table');
    expect(await within(table).findByText('Failed to fetch job listings')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // ... and the same as a toast (top right, dismissible).
    const toasts = await screen.findByTestId('toasts');
    const toast = await within(toasts).findByRole('alert');
    expect(toast).toHaveTextContent('Failed to fetch job listings');
    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(toasts).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('at 1280 px leaves type and salary to the details, keeping the status; at 1600 px shows every column', async () => {
    stubWindowWidth(1280);
    renderWithProviders(<JobsSection />, {
      ...adminPage,
      route: '/admin/jobs',
      mocks: [jobsAnswer(FIRST, [jobRow(1, { title: 'Software Engineer' })])],
    });
    const table = await screen.findByTestId('jobs-table');
    await within(table).findByText('Software Engineer');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Job Title', 'Company', 'Location', 'Applications', 'Status', 'Posted', 'Actions']);
    expect(within(table).queryByText('Full-time')).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'View Software Engineer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Software Engineer' });
    expect(drawer).toHaveTextContent('Job typeFull-time');
    expect(drawer).toHaveTextContent('Salary₹6,00,000 - ₹13,00,000 per annum');
  });

  it('closes an active job and reopens a paused one through the edit icon, after confirming', async () => {
    const closed = vi.fn(() => ({ data: { adminSetJobOpen: true } }));
    const reopened = vi.fn(() => ({ data: { adminSetJobOpen: true } }));
    renderWithProviders(<JobsSection />, {
      ...adminPage,
      route: '/admin/jobs',
      mocks: [
        jobsAnswer(FIRST, [
          jobRow(1, { title: 'Software Engineer' }),
          jobRow(2, { title: 'Mason', status: 'CLOSED' }),
        ]),
        {
          request: { query: AdminSetJobOpenDocument, variables: { id: 'job-1', open: false } },
          result: closed,
        },
        jobsAnswer(FIRST, [
          jobRow(1, { title: 'Software Engineer', status: 'CLOSED' }),
          jobRow(2, { title: 'Mason', status: 'CLOSED' }),
        ]),
        {
          request: { query: AdminSetJobOpenDocument, variables: { id: 'job-2', open: true } },
          result: reopened,
        },
        jobsAnswer(FIRST, [
          jobRow(1, { title: 'Software Engineer', status: 'CLOSED' }),
          jobRow(2, { title: 'Mason' }),
        ]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close job Software Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close job' });
    expect(dialog).toHaveTextContent('Are you sure you want to close Software Engineer?');
    expect(closed).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Software Engineer is now closed')).toBeInTheDocument();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Reopen job Software Engineer' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reopen job Mason' }));
    const again = await screen.findByRole('dialog', { name: 'Reopen job' });
    expect(again).toHaveTextContent('Are you sure you want to reopen Mason?');
    fireEvent.click(within(again).getByRole('button', { name: 'Reopen job' }));
    expect(await screen.findByText('Mason is open again')).toBeInTheDocument();
    expect(reopened).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's refusal of a close and changes nothing on screen", async () => {
    renderWithProviders(<JobsSection />, {
      ...adminPage,
      route: '/admin/jobs',
      mocks: [
        jobsAnswer(FIRST, [jobRow(1, { title: 'Software Engineer' })]),
        {
          request: { query: AdminSetJobOpenDocument, variables: { id: 'job-1', open: false } },
          result: graphqlError('Job not found', 'NOT_FOUND'),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close job Software Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close job' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    // The dialog has closed: the row offers the same action again.
    expect(await screen.findByRole('button', { name: 'Close job Software Engineer' })).toBeInTheDocument();
  });
});
