import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppTheme } from '@hireloop/ui';
import { BarChart } from './BarChart';
import { labelIndexes, niceTicks } from './chartScale';
import { LineChart } from './LineChart';

const DAYS = Array.from({ length: 30 }, (_, i) => `Nov ${i + 1}`);

describe('niceTicks', () => {
  it.each([
    [0, [0, 1]],
    [3, [0, 1, 2, 3]],
    [13, [0, 5, 10, 15]],
    [40, [0, 10, 20, 30, 40]],
    [170, [0, 50, 100, 150, 200]],
  ])('splits 0..%i into nice ticks', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });
});

describe('labelIndexes', () => {
  it('keeps every label when there is room, else thins them and keeps the last', () => {
    expect(labelIndexes(5, 600)).toEqual([0, 1, 2, 3, 4]);
    const thinned = labelIndexes(30, 560);
    expect(thinned[0]).toBe(0);
    expect(thinned[thinned.length - 1]).toBe(29);
    expect(thinned.length).toBeLessThanOrEqual(11);
  });
});

describe('LineChart', () => {
  it('draws a point per day for each series, named and described for screen readers', () => {
    render(
      <AppTheme>
        <LineChart
          title="Daily activity"
          labels={DAYS}
          series={[
            { name: 'Applications', values: DAYS.map((_, i) => i % 7) },
            { name: 'Jobs', values: DAYS.map(() => 1) },
          ]}
          xLabel="Day"
          yLabel="Count"
        />
      </AppTheme>,
    );
    const chart = screen.getByRole('img', { name: /Daily activity/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('Applications: 85 in total, Jobs: 30 in total'),
    );
    expect(within(screen.getByTestId('line-chart')).getAllByTestId('chart-point')).toHaveLength(60);
    const applications = chart.querySelector('[data-series="Applications"]') as SVGElement;
    expect(applications.querySelectorAll('circle')).toHaveLength(30);
    expect(applications.querySelector('circle title')?.textContent).toBe('Nov 1: 0 applications');
    // Axis titles.
    expect(within(screen.getByTestId('line-chart')).getByText('Day')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-chart')).getByText('Count')).toBeInTheDocument();
  });
});

describe('BarChart', () => {
  it('draws a bar per value, vertically or horizontally', () => {
    render(
      <AppTheme>
        <BarChart
          title="Sign-ups per day"
          bars={DAYS.map((label, i) => ({ label, value: i }))}
          categoryLabel="Day"
          valueLabel="Sign-ups"
          testId="days"
        />
        <BarChart
          title="Applications by category"
          bars={[
            { label: 'Technology', value: 12 },
            { label: 'Finance', value: 4 },
          ]}
          categoryLabel="Category"
          valueLabel="Applications"
          orientation="horizontal"
          testId="categories"
        />
      </AppTheme>,
    );
    expect(within(screen.getByTestId('days')).getAllByTestId('chart-bar')).toHaveLength(30);
    const categories = screen.getByTestId('categories');
    expect(within(categories).getAllByTestId('chart-bar')).toHaveLength(2);
    expect(within(categories).getByText('Technology')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Applications by category/ })).toHaveAccessibleName(
      expect.stringContaining('Technology 12, Finance 4'),
    );
  });
});
