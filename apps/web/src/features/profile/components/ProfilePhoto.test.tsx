import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PHOTO_MAX_BYTES, SEEKER_MESSAGES } from '@hireloop/schema';

import { seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProfilePhoto } from './ProfilePhoto';

function pick(file: File) {
  fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [file] } });
}

describe('ProfilePhoto', () => {
  it('offers Add photo without a photo, and Change photo and Remove with one', () => {
    const { unmount } = renderWithProviders(
      <ProfilePhoto photoUrl={null} name="Priya Sharma" initials="PS" onResult={vi.fn()} />,
      { session: seeker },
    );
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-photo')).toHaveTextContent('PS');
    unmount();

    renderWithProviders(
      <ProfilePhoto photoUrl="/api/v1/photos/p-1" name="Priya Sharma" initials="PS" onResult={vi.fn()} />,
      { session: seeker },
    );
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Priya Sharma' })).toHaveAttribute('src', '/api/v1/photos/p-1');
  });

  it('accepts only PNG, JPEG and WebP in the picker', () => {
    renderWithProviders(<ProfilePhoto photoUrl={null} name="P" initials="P" onResult={vi.fn()} />, {
      session: seeker,
    });
    expect(screen.getByTestId('profile-photo-input')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp',
    );
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), SEEKER_MESSAGES.photoNotImage],
    [
      'a PNG over 2 MB',
      new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
      SEEKER_MESSAGES.photoTooLarge,
    ],
  ])('refuses %s before sending it, with the message', async (_what, file, message) => {
    const onResult = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<ProfilePhoto photoUrl={null} name="P" initials="P" onResult={onResult} />, {
      session: seeker,
    });
    pick(file);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(message, 'error'));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
