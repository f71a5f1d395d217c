import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminAnalyticsDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { adminPage } from '../test/fixtures';
import { AnalyticsSection } from './AnalyticsSection';

const SERIES = [
  { day: '2026-11-20', jobs: 2, applications: 5, signups: 1 },
  { day: '2026-11-21', jobs: 0, applications: 3, signups: 0 },
  { day: '2026-11-22', jobs: 4, applications: 7, signups: 2 },
].map((point) => ({ __typename: 'DailyPoint', ...point }));

function analyticsAnswer(byCategory: { category: string; count: number }[]) {
  return {
    request: { query: AdminAnalyticsDocument },
    result: {
      data: {
        adminAnalytics: {
          __typename: 'AdminAnalytics',
          series: SERIES,
          byCategory: byCategory.map((item) => ({ __typename: 'CategoryCount', ...item })),
        },
      },
    },
  };
}

describe('AnalyticsSection', () => {
  it('draws the charts from the series and sums the 30-day figures', async () => {
    renderWithProviders(<AnalyticsSection />, {
      ...adminPage,
      route: '/admin/analytics',
      mocks: [
        analyticsAnswer([
          { category: 'Technology', count: 9 },
          { category: 'Marketing', count: 6 },
        ]),
      ],
    });
    const activity = await screen.findByTestId('activity-chart');
    // A point per day for each of the three series.
    expect(within(activity).getAllByTestId('chart-point')).toHaveLength(9);
    expect(screen.getByTestId('stat-jobs-30')).toHaveTextContent('Jobs posted6');
    expect(screen.getByTestId('stat-applications-30')).toHaveTextContent('Applications15');
    expect(screen.getByTestId('stat-signups-30')).toHaveTextContent('Sign-ups3');
    expect(screen.getByTestId('stat-top-category')).toHaveTextContent('Technology9 applications');
    expect(within(screen.getByTestId('signups-chart')).getAllByTestId('chart-bar')).toHaveLength(3);
    expect(within(screen.getByTestId('category-chart')).getAllByTestId('chart-bar')).toHaveLength(2);
    expect(
      screen.getByText('Jobs posted, applications and sign-ups per day · Nov 20 – Nov 22'),
    ).toBeInTheDocument();
  });

  it('says so when there are no applications by category yet', async () => {
    renderWithProviders(<AnalyticsSection />, {
      ...adminPage,
      route: '/admin/analytics',
      mocks: [analyticsAnswer([])],
    });
    await screen.findByTestId('activity-chart');
    expect(screen.queryByTestId('category-chart')).not.toBeInTheDocument();
    expect(screen.getByTestId('stat-top-category')).toHaveTextContent('No applications yet');
  });
});
