import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { MyCompaniesDocument, PostJobDocument, PostingLimitDocument } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { defaultValidThrough } from '@hireloop/schema';

import { closingMoment, dayOf } from '../jobForm';
import { makeCompany, makeRecruiterJob } from '../test/fixtures';
import { PostJobPage } from './PostJobPage';

const PATH = '/recruiter/job/post/new';

const companies: MockLink.MockedResponse = {
  request: { query: MyCompaniesDocument },
  result: { data: { myCompanies: [makeCompany(1), makeCompany(2)] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function limit(used: number): MockLink.MockedResponse {
  return {
    request: { query: PostingLimitDocument },
    result: {
      data: {
        postingLimit: { __typename: 'PostingLimit', plan: 'BASIC', used, limit: 3, canPost: used < 3 },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const expectedInput = {
  title: 'Frontend Engineer',
  description: 'Build the recruiter screens.',
  requirements: ['3+ years of React'],
  skills: ['React', 'TypeScript'],
  salary: '₹12,00,000 per annum',
  location: 'Pune',
  jobType: 'Full-time',
  shift: 'Day',
  category: 'Other',
  positions: 2,
  // The default closing date: the end of the day 30 days from now.
  validThrough: closingMoment(dayOf(defaultValidThrough(new Date())))!.toISOString(),
};

// Label queries: role queries over this large form are slow in jsdom.
function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function problem() {
  return screen.getByTestId('job-form-error').textContent;
}

function submit() {
  fireEvent.click(screen.getByText('Post Job', { selector: 'button' }));
}

describe('PostJobPage', () => {
  it("checks the form in the spec's order before any call, then posts and returns to My Jobs", async () => {
    const posted: MockLink.MockedResponse = {
      request: { query: PostJobDocument, variables: { companyId: 'company-2', input: expectedInput } },
      result: { data: { postJob: makeRecruiterJob(9) } },
    };
    renderWithProviders(<PostJobPage />, {
      session: recruiter,
      path: PATH,
      mocks: [companies, limit(1), posted],
    });
    await screen.findByLabelText('Job Title *');
    expect(screen.getByLabelText('Salary *')).toHaveValue('₹');

    submit();
    expect(problem()).toBe('Job title is required');
    type('Job Title *', 'Frontend Engineer');
    submit();
    expect(problem()).toBe('Job description is required');
    type('Job Description *', 'Build the recruiter screens.');
    submit();
    // The rupee sign alone is no salary.
    expect(problem()).toBe('Salary is required');
    type('Salary *', '₹12,00,000 per annum');
    submit();
    expect(problem()).toBe('Location is required');
    type('Location *', 'Pune');
    submit();
    expect(problem()).toBe('Company is required');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company *' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TechNova 2' }));
    submit();
    expect(problem()).toBe('At least one requirement is needed');
    type('Requirement 1', '3+ years of React');
    fireEvent.change(screen.getByLabelText('Positions *'), { target: { value: '0' } });
    submit();
    expect(problem()).toBe('Positions must be at least 1');
    fireEvent.change(screen.getByLabelText('Positions *'), { target: { value: '2' } });
    type('Skills', 'React, TypeScript');
    // Nothing was sent while a check failed.
    expect(screen.queryByText('Failed to post job')).not.toBeInTheDocument();
    submit();

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recruiter/jobs'));
  });

  it("shows the server's message when the plan's limit refuses the post", async () => {
    const refused: MockLink.MockedResponse = {
      request: {
        query: PostJobDocument,
        variables: { companyId: 'company-1', input: { ...expectedInput, skills: [] } },
      },
      result: graphqlError(
        'You have reached your job posting limit of 3. Upgrade your plan to post more jobs.',
        'FORBIDDEN',
      ),
    };
    renderWithProviders(<PostJobPage />, {
      session: recruiter,
      path: PATH,
      route: `${PATH}?company=company-1`,
      mocks: [companies, limit(2), refused],
    });
    await screen.findByLabelText('Job Title *');
    type('Job Title *', 'Frontend Engineer');
    type('Job Description *', 'Build the recruiter screens.');
    type('Salary *', '₹12,00,000 per annum');
    type('Location *', 'Pune');
    type('Requirement 1', '3+ years of React');
    fireEvent.change(screen.getByLabelText('Positions *'), { target: { value: '2' } });
    submit();
    expect(
      await screen.findByText(
        'You have reached your job posting limit of 3. Upgrade your plan to post more jobs.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
  });

  it('disables Post Job with the red notice at the limit', async () => {
    renderWithProviders(<PostJobPage />, { session: recruiter, path: PATH, mocks: [companies, limit(3)] });
    expect(await screen.findByTestId('posting-limit-notice')).toBeInTheDocument();
    expect(screen.getByText('Post Job', { selector: 'button' })).toBeDisabled();
  });
});
