import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';

import { AdminSetRecruiterPlanDocument, DeleteRecruiterDocument } from '../../../gql/graphql';
import { stubWindowWidth } from '../../../test/matchMedia';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { adminPage, companiesAnswer, companyRow } from '../test/fixtures';
import { RecruitersSection } from './RecruitersSection';

const FIRST = { sortBy: 'joined', sortDir: 'DESC' } as const;
const pinnacle = companyRow(1, 'Pinnacle Foods', {
  contact: 'Pooja Chatterjee',
  email: 'thomas@pinnaclefoods.in',
});
const sarang = companyRow(2, 'Sarang Labs');

type Row = ReturnType<typeof companyRow>;

/** The section at /admin/recruiters: its first page lists `rows`, then `mocks` answer in order. */
function renderSection(rows: Row[], ...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<RecruitersSection />, {
    ...adminPage,
    route: '/admin/recruiters',
    mocks: [companiesAnswer(FIRST, rows), ...mocks],
  });
}

/** The answer to deleting Pinnacle Foods' recruiter. */
function deleteAnswer(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: DeleteRecruiterDocument, variables: { id: 'company-1' } }, result };
}

/** The answer to moving Pinnacle Foods' recruiter to `plan`. */
function planAnswer(plan: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: AdminSetRecruiterPlanDocument, variables: { id: 'company-1', plan } }, result };
}

// The toasts' code loads with the first toast: load it once up front, so no test waits for it.
beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('RecruitersSection', () => {
  it("shows the spec's four cards (active rate in percent) and ten columns", async () => {
    stubWindowWidth(1600);
    renderSection([pinnacle, sarang]);
    const table = await screen.findByTestId('companies-table');
    await within(table).findByText('Pinnacle Foods');
    expect(screen.getByTestId('stat-total-companies')).toHaveTextContent('Total Companies2');
    expect(screen.getByTestId('stat-active-companies')).toHaveTextContent(
      'Active Companies2100% active rate',
    );
    expect(screen.getByTestId('stat-premium')).toHaveTextContent('Premium Subscribers1');
    expect(screen.getByTestId('stat-avg-jobs')).toHaveTextContent('Avg. Jobs per Company4');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Company Name',
      'Contact Person',
      'Email',
      'Phone',
      'Industry',
      'Company Size',
      'Location',
      'Subscription',
      'Website',
      'Joined',
      'Actions',
    ]);
    expect(within(table).getAllByText('Oct 1, 2026')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('deletes a recruiter after confirming: the mutation runs, a toast says so and the list reloads', async () => {
    const deleted = vi.fn(() => ({ data: { deleteRecruiter: true } }));
    renderSection(
      [pinnacle, sarang],
      deleteAnswer(deleted),
      // The reload after the delete.
      companiesAnswer(FIRST, [sarang]),
    );
    const table = await screen.findByTestId('companies-table');
    await within(table).findByText('Pinnacle Foods');
    expect(screen.getByTestId('stat-total-companies')).toHaveTextContent('2');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Pinnacle Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete recruiter' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Pinnacle Foods?');
    expect(dialog).toHaveTextContent('Pooja Chatterjee (thomas@pinnaclefoods.in)');
    expect(deleted).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Pinnacle Foods has been removed')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(table).queryByText('Pinnacle Foods')).not.toBeInTheDocument());
    expect(within(table).getByText('Sarang Labs')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total-companies')).toHaveTextContent('1');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const deleted = vi.fn(() => ({ data: { deleteRecruiter: true } }));
    renderSection([pinnacle, sarang], deleteAnswer(deleted));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pinnacle Foods' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByText('Pinnacle Foods')).toBeInTheDocument();
  });

  it("shows the server's message when the delete is refused", async () => {
    renderSection([pinnacle, sarang], deleteAnswer(graphqlError('Recruiter not found', 'NOT_FOUND')));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pinnacle Foods' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Recruiter not found');
  });

  it('opens the details of a row', async () => {
    renderSection([pinnacle, sarang]);
    fireEvent.click(await screen.findByRole('button', { name: 'View Pinnacle Foods' }));
    const drawer = await screen.findByTestId('details-drawer');
    expect(drawer).toHaveTextContent('Pinnacle Foods');
    const details = screen.getByRole('dialog', { name: 'Pinnacle Foods' });
    expect(details).toHaveTextContent('51-100 employees');
    expect(details).toHaveTextContent('Oct 1, 2026');
    expect(within(details).getByRole('link', { name: 'example.in' })).toHaveAttribute(
      'href',
      'https://example.in',
    );
  });

  it('at 1280 px shows company, contact, email, subscription and joined; the rest is in the details', async () => {
    stubWindowWidth(1280);
    renderSection([pinnacle]);
    const table = await screen.findByTestId('companies-table');
    await within(table).findByText('Pinnacle Foods');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company Name', 'Contact Person', 'Email', 'Subscription', 'Joined', 'Actions']);
    fireEvent.click(within(table).getByRole('button', { name: 'View Pinnacle Foods' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pinnacle Foods' });
    expect(drawer).toHaveTextContent('IndustryInformation Technology');
    expect(drawer).toHaveTextContent('Company size51-100 employees');
  });

  it("changes the recruiter's plan through the edit icon: the mutation runs, a toast says so, the list reloads", async () => {
    const changed = vi.fn(() => ({ data: { adminSetRecruiterPlan: true } }));
    renderSection(
      [pinnacle, sarang],
      planAnswer('STANDARD', changed),
      companiesAnswer(FIRST, [{ ...pinnacle, subscription: 'STANDARD' }, sarang]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan of Pinnacle Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(dialog).toHaveTextContent('Pooja Chatterjee · Pinnacle Foods');
    const confirm = within(dialog).getByRole('button', { name: 'Change plan' });
    // The plan they are on is no change.
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Standard · Up to 10 postings' }));
    fireEvent.click(confirm);
    expect(await screen.findByText('Pooja Chatterjee is now on the Standard plan')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(screen.getByTestId('companies-table')).getAllByTestId('plan')[0]).toHaveTextContent(
        'Standard',
      ),
    );
  });

  it("toasts the server's refusal of a plan change", async () => {
    renderSection([pinnacle], planAnswer('BASIC', graphqlError('Recruiter not found', 'NOT_FOUND')));
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan of Pinnacle Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Basic · Up to 3 postings' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Recruiter not found')).toBeInTheDocument();
  });
});
