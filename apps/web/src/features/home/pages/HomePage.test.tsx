import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { RECOMMENDED_JOBS_COUNT } from '@hireloop/schema';

import { HomeJobsDocument, RecommendedJobsDocument } from '../../../gql/graphql';
import { makeJob, seeker, type JobFixture } from '../../../test/fixtures';
import { makeMatch } from '../../jobs/testFixtures';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './HomePage';

const request = { query: HomeJobsDocument };

interface SectionFixture {
  __typename: 'CategorySection';
  name: string;
  count: number;
  jobs: JobFixture[];
}

function answer(featured: JobFixture[], categories: SectionFixture[] = []): MockLink.MockedResponse {
  return { request, result: { data: { homeJobs: { __typename: 'HomeJobs', featured, categories } } } };
}

const sixJobs = Array.from({ length: 6 }, (_, i) => makeJob(i + 1));

function renderHome(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<HomePage />, { mocks });
}

function featured() {
  return within(screen.getByTestId('featured-jobs'));
}

describe('HomePage', () => {
  it('shows the loading text while the featured jobs load', () => {
    renderHome([{ ...answer(sixJobs), delay: 10_000 }]);
    expect(featured().getByText('Loading featured jobs...')).toBeInTheDocument();
  });

  it('shows the first six jobs as cards that open the job', async () => {
    renderHome([answer(sixJobs)]);
    const cards = await featured().findAllByTestId('job-card');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]).getByTestId('job-card-title')).toHaveTextContent('Software Engineer 1');
    expect(within(cards[5]).getByRole('link')).toHaveAttribute('href', '/job/job-6');
    expect(featured().queryByText('Loading featured jobs...')).not.toBeInTheDocument();
  });

  it('links to all jobs', async () => {
    renderHome([answer(sixJobs)]);
    expect(featured().getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/jobs');
    await featured().findAllByTestId('job-card');
  });

  it('shows the empty state when there are no jobs', async () => {
    renderHome([answer([])]);
    expect(await featured().findByText('No featured jobs available')).toBeInTheDocument();
    expect(featured().getByText('Check back later for new opportunities')).toBeInTheDocument();
    expect(featured().queryByTestId('job-card')).not.toBeInTheDocument();
  });

  it('shows an error with Try again, which fetches again', async () => {
    renderHome([{ request, error: new Error('Network down') }, answer(sixJobs.slice(0, 2))]);
    const retry = await featured().findByRole('button', { name: 'Try again' });
    expect(featured().getByTestId('error-block')).toBeInTheDocument();

    fireEvent.click(retry);
    expect(await featured().findAllByTestId('job-card')).toHaveLength(2);
    expect(featured().queryByTestId('error-block')).not.toBeInTheDocument();
  });

  it('shows the category sections the server ranks, with their counts and View All', async () => {
    const sections: SectionFixture[] = [
      {
        __typename: 'CategorySection',
        name: 'Technology',
        count: 79,
        jobs: [makeJob(2, { category: 'Technology' }), makeJob(3, { category: 'Technology' })],
      },
      {
        __typename: 'CategorySection',
        name: 'Design & Creative',
        count: 1,
        jobs: [makeJob(1, { category: 'Design & Creative' })],
      },
    ];
    renderHome([answer(sixJobs, sections)]);
    const found = await screen.findAllByTestId('category-section');
    expect(found.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Technology',
      'Design & Creative',
    ]);
    expect(within(found[0]).getByText('79 available positions')).toBeInTheDocument();
    expect(within(found[0]).getAllByRole('link', { name: /Software Engineer/ })).toHaveLength(2);
    expect(within(found[0]).getByRole('link', { name: 'View all Technology jobs' })).toHaveAttribute(
      'href',
      '/jobs?search=Technology',
    );
    expect(within(found[1]).getByRole('link', { name: 'View all Design & Creative jobs' })).toHaveAttribute(
      'href',
      '/jobs?search=Design%20%26%20Creative',
    );
  });

  it('shows no category sections when the server has none', async () => {
    renderHome([answer(sixJobs)]);
    await featured().findAllByTestId('job-card');
    expect(screen.queryByTestId('category-sections')).not.toBeInTheDocument();
  });

  it('searches from the hero: Enter goes to /jobs?search={text}', async () => {
    renderHome([answer(sixJobs)]);
    const box = screen.getByRole('textbox', { name: 'Search jobs' });
    fireEvent.change(box, { target: { value: 'react developer' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs?search=react%20developer');
    await featured().findAllByTestId('job-card');
  });

  it('goes to /jobs when Search Jobs is pressed with an empty box', async () => {
    renderHome([answer(sixJobs)]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search jobs' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs$/);
    await featured().findAllByTestId('job-card');
  });

  it('shows the statistics and why-us blocks', async () => {
    renderHome([answer(sixJobs)]);
    expect(screen.getByTestId('stat-current')).toHaveTextContent('10,000+');
    expect(screen.getByRole('heading', { name: 'Why Choose Our Platform' })).toBeInTheDocument();
    // Both layouts are in the markup (CSS shows the grid or, on phones, one card with its dots).
    for (const title of ['Quality Jobs', 'Expert Support', 'Fast Hiring']) {
      expect(screen.getAllByRole('heading', { name: title }).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: `Show ${title}` })).toBeInTheDocument();
    }
    await featured().findAllByTestId('job-card');
  });

  describe('Recommended for you', () => {
    const recommended = (jobs: JobFixture[]): MockLink.MockedResponse => ({
      request: { query: RecommendedJobsDocument, variables: { limit: RECOMMENDED_JOBS_COUNT } },
      result: {
        data: { recommendedJobs: jobs.map((j, i) => ({ ...j, match: makeMatch(90 - i * 10) })) },
      },
    });

    it("shows a seeker's recommended jobs with their score and top reasons", async () => {
      renderWithProviders(<HomePage />, {
        session: seeker,
        mocks: [answer(sixJobs), recommended([makeJob(21, { title: 'Frontend Developer' }), makeJob(22)])],
      });
      const section = within(await screen.findByTestId('recommended-jobs'));
      expect(section.getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeInTheDocument();
      const cards = section.getAllByTestId('job-card');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getByTestId('job-card-title')).toHaveTextContent('Frontend Developer');
      expect(await within(cards[0]).findByTestId('job-card-match')).toHaveTextContent('90% match');
      expect(within(cards[0]).getByTestId('job-card-reasons')).toHaveTextContent(
        '3 of 4 skills · in Pune · Technology',
      );
      // Featured jobs carry no match.
      expect(featured().queryByTestId('job-card-match')).toBeNull();
    });

    it('shows nothing when nothing matches the seeker, and nothing to visitors', async () => {
      renderWithProviders(<HomePage />, { session: seeker, mocks: [answer(sixJobs), recommended([])] });
      await screen.findAllByTestId('job-card');
      expect(screen.queryByTestId('recommended-jobs')).toBeNull();
      renderHome([answer(sixJobs)]);
      expect(screen.queryByText('Recommended for you')).toBeNull();
    });
  });
});
