import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ALERT_MESSAGES } from '@hireloop/schema';

import { ConfirmJobAlertDocument, UnsubscribeJobAlertDocument } from '../../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { ConfirmAlertPage, UnsubscribeAlertPage } from './AlertLinkPage';

describe('alert mail links', () => {
  it('unsubscribe without signing in and say so', async () => {
    renderWithProviders(<UnsubscribeAlertPage />, {
      route: '/alerts/unsubscribe?token=abc.def',
      mocks: [
        {
          request: { query: UnsubscribeJobAlertDocument, variables: { token: 'abc.def' } },
          result: { data: { unsubscribeJobAlert: true } },
        },
      ],
    });
    expect(await screen.findByTestId('alert-link-outcome')).toHaveTextContent(ALERT_MESSAGES.unsubscribed);
    expect(screen.getByRole('heading', { name: 'Unsubscribed' })).toBeInTheDocument();
  });

  it("start a visitor's alert", async () => {
    renderWithProviders(<ConfirmAlertPage />, {
      route: '/alerts/confirm?token=abc.def',
      mocks: [
        {
          request: { query: ConfirmJobAlertDocument, variables: { token: 'abc.def' } },
          result: {
            data: {
              confirmJobAlert: {
                __typename: 'JobAlert',
                keyword: 'react',
                jobTypes: [],
                locations: [],
                categories: [],
                frequency: 'WEEKLY',
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByTestId('alert-link-outcome')).toHaveTextContent(ALERT_MESSAGES.confirmed);
  });

  it("show the server's refusal of a bad link", async () => {
    renderWithProviders(<UnsubscribeAlertPage />, {
      route: '/alerts/unsubscribe?token=forged',
      mocks: [
        {
          request: { query: UnsubscribeJobAlertDocument, variables: { token: 'forged' } },
          result: graphqlError(ALERT_MESSAGES.linkInvalid, 'BAD_USER_INPUT'),
        },
      ],
    });
    expect(await screen.findByTestId('alert-link-outcome')).toHaveTextContent(ALERT_MESSAGES.linkInvalid);
  });
});
