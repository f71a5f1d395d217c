import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { GraphQLError } from 'graphql';

import type { MockLink } from '@apollo/client/testing';

import { JobDetailsDocument } from '../../../gql/graphql';
import { makeJob } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { JobDetailsPage } from './JobDetailsPage';

const base = makeJob(7, { title: 'Platform Engineer', salary: '18,00,000 per annum', jobType: 'Contract' });
const job = {
  ...base,
  requirements: ['5 years of Go', 'Kubernetes in production'],
  skills: ['Go', 'Kubernetes'],
  status: 'ACTIVE',
  applicationCount: 12,
  company: {
    ...base.company,
    description: 'Payments for India.',
    location: 'Bengaluru',
    website: 'acme.in',
    industry: 'Fintech',
    size: '51-100',
    contactNo: '+91-80-0000-0000',
    recruiterPortalLink: null,
  },
};

const request = { query: JobDetailsDocument, variables: { id: 'job-7' } };

function renderDetails(mock: MockLink.MockedResponse) {
  renderRoutes([{ path: '/job/:id', element: <JobDetailsPage /> }], { route: '/job/job-7', mocks: [mock] });
}

describe('JobDetailsPage', () => {
  it('shows the job', async () => {
    renderDetails({ request, result: { data: { job } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
    expect(screen.getAllByText('₹18,00,000 per annum').length).toBeGreaterThan(0);
    expect(screen.getByText('5 years of Go')).toBeInTheDocument();
    expect(screen.getByText('Kubernetes')).toBeInTheDocument();
    expect(screen.getByText('2 Positions')).toBeInTheDocument();
    expect(screen.getByText('Payments for India.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'acme.in' })).toHaveAttribute('href', 'https://acme.in');
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('offers Go Back to / when the job does not exist', async () => {
    renderDetails({
      request,
      result: { errors: [new GraphQLError('Job not found', { extensions: { code: 'NOT_FOUND' } })] },
    });
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });

  it('offers Try again when the server cannot be reached', async () => {
    renderDetails({ request, error: new Error('Network down') });
    expect(await screen.findByText('Failed to fetch job details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
