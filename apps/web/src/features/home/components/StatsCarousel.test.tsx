import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../test/render';
import { expectNoTimersLeft } from '../../../test/timers';
import { StatsCarousel } from './StatsCarousel';

describe('StatsCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates through the four figures every 3 seconds', () => {
    renderWithProviders(<StatsCarousel />);
    const current = () => screen.getByTestId('stat-current').textContent;
    expect(current()).toBe('10,000+Companies');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(current()).toBe('10,000+Companies');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(current()).toBe('50,000+Active Job Seekers');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(current()).toBe('25,000+Placements');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(current()).toBe('95%Success Rate');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(current()).toBe('10,000+Companies');
  });

  it('stops rotating when it unmounts: no timer is left behind', () => {
    const { unmount } = renderWithProviders(<StatsCarousel />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expectNoTimersLeft();
  });

  it('shows a figure on request', () => {
    renderWithProviders(<StatsCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Success Rate' }));
    expect(screen.getByTestId('stat-current')).toHaveTextContent('95%');
  });
});
