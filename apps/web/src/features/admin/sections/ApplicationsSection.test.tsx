import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AdminSetApplicationStatusDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { adminPage, applicationRow, applicationsAnswer } from '../test/fixtures';
import { ApplicationsSection } from './ApplicationsSection';

const FIRST = { sortBy: 'applied', sortDir: 'DESC' } as const;
const kavya = applicationRow(1, { applicant: 'Kavya Kumar' });

beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('ApplicationsSection', () => {
  it('shows the five cards with their share of all applications and the pipeline with one decimal', async () => {
    renderWithProviders(<ApplicationsSection />, {
      ...adminPage,
      route: '/admin/applications',
      mocks: [applicationsAnswer(FIRST, [kavya], { pending: 2, seen: 1 })],
    });
    const steps = await screen.findAllByTestId('pipeline-step');
    expect(screen.getByTestId('stat-total-applicants')).toHaveTextContent('3');
    // Spec 9: application shares have one decimal (the cards as well as the pipeline).
    expect(screen.getByTestId('stat-total-applicants')).toHaveTextContent('100.0% of total');
    expect(screen.getByTestId('stat-in-review')).toHaveTextContent('66.7% of total');
    expect(screen.getByTestId('stat-seen')).toHaveTextContent('33.3% of total');
    expect(screen.getByTestId('stat-recruited')).toHaveTextContent('0.0% of total');
    expect(steps).toHaveLength(7);
    expect(steps[0]).toHaveTextContent('Sent2 · 66.7%');
    expect(steps[3]).toHaveTextContent('Seen1 · 33.3%');
    expect(screen.getAllByTestId('recent-application')).toHaveLength(1);
    expect(
      within(screen.getByTestId('applications-table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Applicant', 'Job Title', 'Status', 'Salary', 'Applied Date', 'Actions']);
    expect(
      within(screen.getByTestId('applications-table')).getByTestId('application-status'),
    ).toHaveTextContent('Sent');
  });

  it('lists only the five newest in Recent Applications', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => applicationRow(i + 1));
    const answer = applicationsAnswer(FIRST, rows);
    const data = (answer.result as { data: { adminApplications: { summary: { recent: unknown[] } } } }).data;
    // The server may send more than five: the screen still shows five.
    data.adminApplications.summary.recent = rows.map((row) => ({
      __typename: 'RecentApplication',
      id: row.id,
      applicant: row.applicant,
      job: row.job,
      status: row.status,
      createdAt: row.createdAt,
    }));
    renderWithProviders(<ApplicationsSection />, {
      ...adminPage,
      route: '/admin/applications',
      mocks: [answer],
    });
    expect(await screen.findAllByTestId('recent-application')).toHaveLength(5);
  });

  it('changes a status after the confirmation question, then toasts and reloads', async () => {
    const changed = vi.fn(() => ({
      data: {
        adminSetApplicationStatus: {
          __typename: 'ApplicationModel',
          id: 'application-1',
          status: 'ACCEPT',
          updatedAt: '2026-11-22T10:00:00.000Z',
        },
      },
    }));
    renderWithProviders(<ApplicationsSection />, {
      ...adminPage,
      route: '/admin/applications',
      mocks: [
        applicationsAnswer(FIRST, [kavya]),
        {
          request: {
            query: AdminSetApplicationStatusDocument,
            variables: { id: 'application-1', status: 'ACCEPT' },
          },
          result: changed,
        },
        applicationsAnswer(FIRST, [{ ...kavya, status: 'ACCEPT' }]),
      ],
    });
    fireEvent.click(
      await screen.findByRole('button', { name: "Change status of Kavya Kumar's application" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change application status' });
    const update = within(dialog).getByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Accept' }));
    expect(within(dialog).getByTestId('status-question')).toHaveTextContent(
      "Are you sure you want to change Kavya Kumar's application status to Accept?",
    );
    fireEvent.click(update);
    expect(await screen.findByText("Kavya Kumar's application status changed to Accept")).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    const table = screen.getByTestId('applications-table');
    await waitFor(() => expect(within(table).getByTestId('application-status')).toHaveTextContent('Accept'));
  });
});
