import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AdminSetApplicationStatusDocument } from '../../../gql/graphql';
import { applicationRow, applicationsAnswer } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';
import { ApplicationsSection } from './ApplicationsSection';

const FIRST = { sortBy: 'applied', sortDir: 'DESC' } as const;
const kavya = applicationRow(1, { applicant: 'Kavya Kumar' });

beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('ApplicationsSection', () => {
  it('shows the five cards with their share of all applications and the pipeline with one decimal', async () => {
    renderAdmin(<ApplicationsSection />, {
      route: '/admin/applications',
      mocks: [applicationsAnswer(FIRST, [kavya], { pending: 2, seen: 1 })],
    });
    const steps = await screen.findAllByTestId('pipeline-step');
    expect(screen.getByTestId('stat-total-applicants')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-in-review')).toHaveTextContent('67% of total');
    expect(screen.getByTestId('stat-seen')).toHaveTextContent('33% of total');
    expect(steps).toHaveLength(7);
    expect(steps[0]).toHaveTextContent('Pending2 · 66.7%');
    expect(steps[3]).toHaveTextContent('Seen1 · 33.3%');
    expect(screen.getAllByTestId('recent-application')).toHaveLength(1);
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
    renderAdmin(<ApplicationsSection />, {
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
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Accepted' }));
    expect(within(dialog).getByTestId('status-question')).toHaveTextContent(
      "Are you sure you want to change Kavya Kumar's application status to Accepted?",
    );
    fireEvent.click(update);
    expect(
      await screen.findByText("Kavya Kumar's application is now Accepted", {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    const table = screen.getByTestId('applications-table');
    await waitFor(() =>
      expect(within(table).getByTestId('application-status')).toHaveTextContent('Accepted'),
    );
  }, 15_000);
});
