import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AdminLoginDocument } from '../../gql/graphql';
import { graphqlError, renderWithProviders } from '../../test/render';
import { adminLoginPayload } from '../accounts/test/fixtures';
import { ADMIN_TOAST_MS } from './adminText';
import { useLoadErrorToast } from './hooks/useLoadErrorToast';
import { useRowAction } from './hooks/useRowAction';
import { AdminLoginPage } from './pages/AdminLoginPage';

const toast = vi.hoisted(() => ({ show: vi.fn(), success: vi.fn(), error: vi.fn() }));

// The real provider, with the admin screens' calls recorded (their texts and how long each stays).
vi.mock('../../app/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/toast')>()),
  useToast: () => toast,
}));

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe('admin toasts', () => {
  it('stay 5 s in the console (spec 9: admin toast default 5000 ms)', async () => {
    expect(ADMIN_TOAST_MS).toBe(5000);
    const { result } = renderHook(() =>
      useRowAction((name: string) => (name === 'bad' ? Promise.reject(new Error('x')) : Promise.resolve()), {
        success: (name) => `${name} has been removed`,
        failed: 'Failed to delete recruiter',
        offline: 'An error occurred while deleting',
      }),
    );
    act(() => result.current.ask('Pinnacle Foods'));
    await act(() => result.current.confirm());
    expect(toast.success).toHaveBeenCalledWith('Pinnacle Foods has been removed', 5000);
    act(() => result.current.ask('bad'));
    await act(() => result.current.confirm());
    expect(toast.error).toHaveBeenCalledWith('An error occurred while deleting', 5000);

    renderHook(() =>
      useLoadErrorToast(
        new GraphQLError('x', { extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
        'Failed to load job seekers data',
      ),
    );
    expect(toast.error).toHaveBeenLastCalledWith('Failed to load job seekers data', 5000);
  });

  it('stay 3 s on the sign-in page, for the welcome and for a refusal', async () => {
    renderWithProviders(<AdminLoginPage />, {
      path: '/admin/secure/auth',
      mocks: [
        {
          request: {
            query: AdminLoginDocument,
            variables: { email: 'admin@hireloop.in', password: 'Wrong@123' },
          },
          result: graphqlError('Invalid email or password', 'UNAUTHENTICATED'),
        },
        {
          request: {
            query: AdminLoginDocument,
            variables: { email: 'admin@hireloop.in', password: 'Admin@123' },
          },
          result: { data: { adminLogin: adminLoginPayload('admin@hireloop.in', 'Asha') } },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@hireloop.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password', 3000));
    expect(screen.getByTestId('admin-login-error')).toHaveTextContent('Invalid email or password');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome back admin@hireloop.in!', 3000));
  });
});
