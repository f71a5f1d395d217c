import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PLATFORM_LOGO_MAX_BYTES, SETTINGS_MESSAGES } from '@hireloop/schema';

import { renderWithProviders } from '../../../test/render';
import { PlatformLogoField, type PlatformLogoFieldProps } from './PlatformLogoField';

function renderField(props: Partial<PlatformLogoFieldProps> = {}) {
  const all: PlatformLogoFieldProps = {
    logoUrl: null,
    platformName: 'Acme Jobs',
    busy: false,
    upload: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
    onResult: vi.fn(),
    ...props,
  };
  renderWithProviders(<PlatformLogoField {...all} />);
  return all;
}

function pick(file: File) {
  fireEvent.change(screen.getByTestId('platform-logo-input'), { target: { files: [file] } });
}

describe('PlatformLogoField', () => {
  it('offers Upload logo without a logo, and shows the logo with Change logo and Remove with one', () => {
    renderField();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeEnabled();
    expect(screen.getByText('No logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByTestId('platform-logo-input')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp',
    );
  });

  it('removes the logo and says so', async () => {
    const props = renderField({ logoUrl: '/api/v1/platform/logo/f-1' });
    expect(screen.getByRole('img', { name: 'Acme Jobs logo' })).toHaveAttribute(
      'src',
      '/api/v1/platform/logo/f-1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(props.onResult).toHaveBeenCalledWith(SETTINGS_MESSAGES.logoRemoved, 'success'),
    );
    expect(props.remove).toHaveBeenCalledTimes(1);
  });

  it('uploads a PNG and says so', async () => {
    const props = renderField();
    const png = new File(['png'], 'logo.png', { type: 'image/png' });
    pick(png);
    await waitFor(() =>
      expect(props.onResult).toHaveBeenCalledWith(SETTINGS_MESSAGES.logoUploaded, 'success'),
    );
    expect(props.upload).toHaveBeenCalledWith(png);
  });

  it("shows the server's refusal", async () => {
    const props = renderField({
      upload: vi.fn(() => Promise.reject(new Error(SETTINGS_MESSAGES.logoNotImage))),
    });
    pick(new File(['not really'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith(SETTINGS_MESSAGES.logoNotImage, 'error'));
  });

  it.each([
    ['an SVG', new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), SETTINGS_MESSAGES.logoNotImage],
    ['a PDF', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }), SETTINGS_MESSAGES.logoNotImage],
    [
      'a PNG of 1 MB and one byte',
      new File([new Uint8Array(PLATFORM_LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
      SETTINGS_MESSAGES.logoTooLarge,
    ],
  ])('refuses %s before sending it, with the message', async (_what, file, message) => {
    const props = renderField();
    pick(file);
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith(message, 'error'));
    expect(props.upload).not.toHaveBeenCalled();
  });
});
