import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Link } from 'react-router-dom';

import { renderRoutes } from '../../test/render';
import { expectNoTimersLeft } from '../../test/timers';
import { useToast } from './toastContext';
import { ToastsFollowPages } from './ToastsFollowPages';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved!')}>success</button>
      <button onClick={() => toast.error('Failed to send OTP')}>error</button>
      <button onClick={() => toast.show('Welcome back', 'info', 5000)}>long</button>
    </>
  );
}

function setup() {
  return renderRoutes([{ path: '*', element: <Buttons /> }]);
}

describe('ToastProvider', () => {
  afterEach(() => vi.useRealTimers());

  it('shows toasts and removes each after 3 s by default', async () => {
    setup();
    fireEvent.click(screen.getByText('success'));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved!');
    vi.useFakeTimers();
    fireEvent.click(screen.getByText('error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(screen.getByText('Failed to send OTP')).toBeInTheDocument();
    // Gone once its exit animation has run.
    for (let i = 0; i < 5; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
    }
    expect(screen.queryByText('Failed to send OTP')).not.toBeInTheDocument();
  });

  it('honours a longer time, and can be dismissed', async () => {
    setup();
    fireEvent.click(screen.getByText('long'));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(screen.queryByText('Welcome back')).not.toBeInTheDocument());
  });

  it('shows a repeated message once', async () => {
    setup();
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByText('error'));
    await screen.findByText('Failed to send OTP');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getAllByText('Failed to send OTP')).toHaveLength(1);
  });

  it("drops the last page's errors on a page change and keeps its successes", async () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <ToastsFollowPages />
              <Buttons />
              <Link to="/next">next page</Link>
            </>
          ),
        },
      ],
      { route: '/signup' },
    );
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByText('success'));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    fireEvent.click(screen.getByText('next page'));
    await vi.waitFor(() => expect(screen.queryByText('Failed to send OTP')).not.toBeInTheDocument());
    expect(screen.getByText('Saved!')).toBeInTheDocument();
  });

  it('leaves no timer behind when it unmounts with toasts on screen', async () => {
    vi.useFakeTimers();
    const { unmount } = setup();
    fireEvent.click(screen.getByText('long'));
    // The stack's code loads with the first toast.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expectNoTimersLeft();
  });

  it('must be used inside the provider', () => {
    expect(() => render(<Buttons />)).toThrow(/inside <ToastProvider>/);
  });
});
