import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { DecideUpgradeRequestDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { adminPage, paymentsAnswer } from '../test/fixtures';
import { PaymentsSection } from './PaymentsSection';

function request(status: 'open' | 'granted' | 'declined', grantedPlan: string | null = null) {
  return {
    __typename: 'PlanHistoryEntry',
    id: 'request-1',
    recruiter: 'Rohan Iyer',
    email: 'rohan@cobalt.in',
    requestedPlan: 'PREMIUM',
    grantedPlan,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: status === 'open' ? null : '2026-11-22T10:00:00.000Z',
  };
}

beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('PaymentsSection', () => {
  it('shows the plans with their recruiters, and grants the requested plan on an open request', async () => {
    const decided = vi.fn(() => ({ data: { decideUpgradeRequest: true } }));
    renderWithProviders(<PaymentsSection />, {
      ...adminPage,
      route: '/admin/payments',
      mocks: [
        paymentsAnswer([request('open')]),
        {
          request: { query: DecideUpgradeRequestDocument, variables: { id: 'request-1', plan: 'PREMIUM' } },
          result: decided,
        },
        paymentsAnswer([request('granted', 'PREMIUM')]),
      ],
    });
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Basic\$49\/moUp to 3 postings3 recruiters75%/),
      expect.stringMatching(/^Standard\$149\/moUp to 10 postings1 recruiter25%/),
      expect.stringMatching(/^Premium\$299\/moUnlimited postings0 recruiters0%/),
    ]);
    expect(screen.getByText('1 request waiting for a decision')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a plan' });
    expect(within(dialog).getByRole('radio', { name: /Premium/ })).toBeChecked();
    expect(decided).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant Premium' }));
    expect(await screen.findByText('Rohan Iyer is now on the Premium plan')).toBeInTheDocument();
    expect(decided).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent('Granted'));
    expect(screen.queryByRole('button', { name: 'Grant' })).not.toBeInTheDocument();
  });

  it('declines a request only after the confirmation', async () => {
    const decided = vi.fn(() => ({ data: { decideUpgradeRequest: true } }));
    renderWithProviders(<PaymentsSection />, {
      ...adminPage,
      route: '/admin/payments',
      mocks: [
        paymentsAnswer([request('open')]),
        {
          request: { query: DecideUpgradeRequestDocument, variables: { id: 'request-1', plan: null } },
          result: decided,
        },
        paymentsAnswer([request('declined')]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline upgrade request' });
    expect(dialog).toHaveTextContent("Are you sure you want to decline Rohan Iyer's upgrade request?");
    expect(decided).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText("Rohan Iyer's upgrade request has been declined")).toBeInTheDocument();
    expect(decided).toHaveBeenCalledTimes(1);
  });
});
