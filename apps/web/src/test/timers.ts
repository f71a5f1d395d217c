import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Under fake timers, after an unmount: runs what is due at once (the zero-delay clean-ups that Apollo
 * Client and jsdom schedule themselves) and expects nothing else to be left: no timeout, interval or
 * animation frame of the component outlives it.
 */
export function expectNoTimersLeft(): void {
  act(() => {
    vi.advanceTimersByTime(0);
  });
  expect(vi.getTimerCount()).toBe(0);
}
