import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { PlatformSettingsDocument, UpdatePlatformSettingsDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { adminPage } from '../test/fixtures';
import { SettingsSection } from './SettingsSection';

const SETTINGS = {
  __typename: 'PlatformSettingsModel',
  platformName: 'Hireloop',
  contactEmail: 'support@hireloop.in',
  supportPhone: '+91-80-4000-1234',
  logoUrl: null,
  sessionTimeoutMinutes: 60,
  loginAttemptLimit: 5,
  twoFactorRequired: false,
  notifyNewUsers: true,
  notifyNewJobs: true,
  notifyApplications: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeAll(async () => {
  await import('../../../app/toast/ToastViewport');
});

describe('SettingsSection', () => {
  it('shows the platform logo with Change logo and Remove, and no longer says a logo cannot be uploaded', async () => {
    renderWithProviders(<SettingsSection />, {
      ...adminPage,
      route: '/admin/settings',
      mocks: [
        {
          request: { query: PlatformSettingsDocument },
          result: { data: { platformSettings: { ...SETTINGS, logoUrl: '/api/v1/platform/logo/f-1' } } },
        },
      ],
    });
    const logo = await screen.findByRole('img', { name: 'Hireloop logo' });
    expect(logo).toHaveAttribute('src', '/api/v1/platform/logo/f-1');
    const field = within(screen.getByRole('region', { name: 'Platform Logo' }));
    expect(field.getByRole('button', { name: 'Change logo' })).toBeEnabled();
    expect(field.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(screen.queryByText(/cannot be uploaded/)).not.toBeInTheDocument();
  });

  it('saves the form for real and says so', async () => {
    const input = {
      platformName: 'Hireloop India',
      contactEmail: 'support@hireloop.in',
      supportPhone: '+91-80-4000-1234',
      twoFactorRequired: false,
      sessionTimeoutMinutes: null,
      loginAttemptLimit: 5,
      notifyNewUsers: true,
      notifyNewJobs: true,
      notifyApplications: true,
    };
    const saved = vi.fn(() => ({
      data: { updatePlatformSettings: { ...SETTINGS, ...input, updatedAt: '2026-11-22T10:00:00.000Z' } },
    }));
    renderWithProviders(<SettingsSection />, {
      ...adminPage,
      route: '/admin/settings',
      mocks: [
        { request: { query: PlatformSettingsDocument }, result: { data: { platformSettings: SETTINGS } } },
        { request: { query: UpdatePlatformSettingsDocument, variables: { input } }, result: saved },
      ],
    });
    const name = await screen.findByRole('textbox', { name: 'Platform Name' });
    const save = screen.getByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Session Timeout' })).toHaveTextContent('1 hour');

    fireEvent.change(name, { target: { value: 'Hireloop India' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Applications' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Session Timeout' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['30 minutes', '1 hour', '2 hours', 'Never']);
    fireEvent.click(options[3]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Login Attempt Limit' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3 attempts', '5 attempts', '10 attempts']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(save);
    expect(await screen.findByText('Settings have been saved successfully')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('settings-saved-at')).toHaveTextContent('Last saved Nov 22, 2026');
  });

  it('checks the platform name and the e-mail before saving', async () => {
    renderWithProviders(<SettingsSection />, {
      ...adminPage,
      route: '/admin/settings',
      mocks: [
        { request: { query: PlatformSettingsDocument }, result: { data: { platformSettings: SETTINGS } } },
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Platform Name' }), {
      target: { value: ' ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact Email' }), {
      target: { value: 'support' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('Platform name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  });
});
