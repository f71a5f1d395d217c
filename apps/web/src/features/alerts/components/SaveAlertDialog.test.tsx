import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ALERT_MESSAGES } from '@hireloop/schema';

import { CreateJobAlertDocument } from '../../../gql/graphql';
import { seeker } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { SaveAlertDialog } from './SaveAlertDialog';

const SEARCH = {
  keyword: 'react',
  jobTypes: ['Full-time'],
  locations: ['Pune, Maharashtra'],
  categories: [],
  salaryMin: null,
  remote: false,
};

function created(confirmationSent: boolean) {
  return {
    data: {
      createJobAlert: {
        __typename: 'JobAlertCreation',
        confirmationSent,
        alert: confirmationSent
          ? null
          : {
              __typename: 'JobAlert',
              id: 'alert-1',
              keyword: SEARCH.keyword,
              jobTypes: SEARCH.jobTypes,
              locations: SEARCH.locations,
              categories: SEARCH.categories,
              salaryMinInr: null,
              remote: false,
              frequency: 'WEEKLY',
              paused: false,
              createdAt: '2026-11-26T06:00:00.000Z',
            },
      },
    },
  };
}

describe('SaveAlertDialog', () => {
  it("saves a seeker's search with the chosen frequency and says it is saved", async () => {
    renderWithProviders(<SaveAlertDialog open onClose={vi.fn()} search={SEARCH} visitor={false} />, {
      session: seeker,
      mocks: [
        {
          request: {
            query: CreateJobAlertDocument,
            variables: { input: { ...SEARCH, frequency: 'WEEKLY' } },
          },
          result: created(false),
        },
      ],
    });
    expect(screen.getByTestId('alert-search')).toHaveTextContent('react · Full-time · Pune, Maharashtra');
    expect(screen.queryByLabelText('Your e-mail')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Weekly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByTestId('alert-saved')).toHaveTextContent(ALERT_MESSAGES.created);
    expect(screen.getByRole('link', { name: 'Manage alerts' })).toHaveAttribute('href', '/alerts');
  });

  it('asks a visitor for an e-mail, then says to confirm it by the mailed link', async () => {
    renderWithProviders(<SaveAlertDialog open onClose={vi.fn()} search={SEARCH} visitor />, {
      mocks: [
        {
          request: {
            query: CreateJobAlertDocument,
            variables: { input: { ...SEARCH, frequency: 'DAILY', email: 'priya@example.com' } },
          },
          result: created(true),
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByTestId('alert-error')).toHaveTextContent(ALERT_MESSAGES.emailRequired);
    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: ' priya@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByTestId('alert-saved')).toHaveTextContent(ALERT_MESSAGES.confirmationSent);
  });

  it("shows the server's refusal and keeps the form", async () => {
    renderWithProviders(<SaveAlertDialog open onClose={vi.fn()} search={SEARCH} visitor={false} />, {
      session: seeker,
      mocks: [
        {
          request: { query: CreateJobAlertDocument, variables: { input: { ...SEARCH, frequency: 'DAILY' } } },
          result: graphqlError(ALERT_MESSAGES.tooManyForUser, 'CONFLICT'),
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByTestId('alert-error')).toHaveTextContent(ALERT_MESSAGES.tooManyForUser);
    expect(screen.getByRole('button', { name: 'Save alert' })).toBeInTheDocument();
  });
});
