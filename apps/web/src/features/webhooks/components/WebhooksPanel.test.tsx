import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { WEBHOOK_MESSAGES } from '@hireloop/schema';

import {
  CreateWebhookSubscriptionDocument,
  RedeliverWebhookDocument,
  WebhookDeliveriesDocument,
  WebhookSubscriptionsDocument,
} from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { WebhooksPanel } from './WebhooksPanel';

const SUBSCRIPTION = {
  __typename: 'WebhookSubscription' as const,
  id: 'sub-1',
  url: 'https://hooks.example.com/hireloop',
  events: ['JOB_PUBLISHED'],
  status: 'ACTIVE',
  allCompanies: false,
  failingSince: null as string | null,
  createdAt: '2026-11-26T06:00:00.000Z',
};

const DELIVERY = {
  __typename: 'WebhookDelivery' as const,
  id: 'd-1',
  eventId: 'e-1',
  eventType: 'JOB_PUBLISHED',
  status: 'FAILED',
  attempts: 13,
  lastStatusCode: 500,
  lastError: 'HTTP 500',
  nextAttemptAt: null as string | null,
  createdAt: '2026-11-26T06:00:00.000Z',
};

const list = (subscriptions: (typeof SUBSCRIPTION)[]) => ({
  request: { query: WebhookSubscriptionsDocument },
  result: { data: { webhookSubscriptions: subscriptions } },
});

describe('WebhooksPanel', () => {
  it('adds a webhook with its events and shows the secret once', async () => {
    renderWithProviders(<WebhooksPanel />, {
      route: '/recruiter/webhooks',
      session: recruiter,
      mocks: [
        list([]),
        {
          request: {
            query: CreateWebhookSubscriptionDocument,
            variables: { input: { url: SUBSCRIPTION.url, events: ['JOB_PUBLISHED'] } },
          },
          result: {
            data: {
              createWebhookSubscription: {
                __typename: 'WebhookSubscriptionCreation',
                secret: 'whsec_shown-once',
                subscription: SUBSCRIPTION,
              },
            },
          },
        },
        list([SUBSCRIPTION]),
      ],
    });
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /URL/ }), { target: { value: SUBSCRIPTION.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    // No event chosen: refused before asking the server.
    expect(await screen.findByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /job\.published/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your signing secret' }));
    expect(dialog.getByTestId('webhook-secret')).toHaveValue('whsec_shown-once');
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('webhook-subscription')).toHaveTextContent(SUBSCRIPTION.url);
    expect(screen.queryByText('whsec_shown-once')).not.toBeInTheDocument();
  });

  it("shows a subscription's deliveries and redelivers one", async () => {
    renderWithProviders(<WebhooksPanel />, {
      route: '/recruiter/webhooks',
      session: recruiter,
      mocks: [
        list([SUBSCRIPTION]),
        {
          request: { query: WebhookDeliveriesDocument, variables: { subscriptionId: 'sub-1' } },
          result: { data: { webhookDeliveries: [DELIVERY] } },
        },
        {
          request: { query: RedeliverWebhookDocument, variables: { deliveryId: 'd-1' } },
          result: { data: { redeliverWebhook: { ...DELIVERY, status: 'PENDING' } } },
        },
      ],
    });
    const card = within(await screen.findByTestId('webhook-subscription'));
    fireEvent.click(card.getByRole('button', { name: 'Deliveries' }));
    const row = within(await card.findByTestId('webhook-delivery'));
    expect(row.getByText('job.published')).toBeInTheDocument();
    expect(row.getByText('Failed')).toBeInTheDocument();
    expect(row.getByText('HTTP 500')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Redeliver job.published e-1' }));
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
    await waitFor(() => expect(row.getByText('Retrying')).toBeInTheDocument());
  });
});
