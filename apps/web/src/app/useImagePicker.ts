import { useRef, type ChangeEvent } from 'react';

import { IMAGE_TYPES, validateImage } from '@hireloop/schema';

import { UploadCancelledError } from './multipart';

export interface ImagePickerOptions {
  /** The largest file accepted, in bytes (the server checks it again, with the type by the bytes). */
  maxBytes: number;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  messages: {
    notImage: string;
    tooLarge: string;
    uploaded: string;
    removed: string;
    /** Said when a call fails without a message of its own. */
    failed: string;
    /** Said when the user cancels the upload (nothing changed). */
    cancelled?: string;
  };
  /** Tells the user what happened: success, the refusal's message, or a cancelled upload (info). */
  onResult: (message: string, severity: 'success' | 'error' | 'info') => void;
}

/**
 * Picking, checking, uploading and removing one image (a PNG, JPEG or WebP of at most `maxBytes`): the
 * hidden file input's props, `pick` to open it and `removeImage`. A refused file is said and not sent.
 */
export function useImagePicker({ maxBytes, upload, remove, messages, onResult }: ImagePickerOptions) {
  const input = useRef<HTMLInputElement>(null);
  const fail = (error: unknown) =>
    error instanceof UploadCancelledError
      ? onResult(messages.cancelled ?? error.message, 'info')
      : onResult(error instanceof Error && error.message ? error.message : messages.failed, 'error');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file may be picked again later.
    event.target.value = '';
    if (!picked) return;
    const problem = validateImage(picked, maxBytes, messages);
    if (problem) return onResult(problem, 'error');
    upload(picked).then(() => onResult(messages.uploaded, 'success'), fail);
  };

  return {
    inputProps: { ref: input, type: 'file', accept: IMAGE_TYPES.join(','), hidden: true, onChange },
    pick: () => input.current?.click(),
    removeImage: () => void remove().then(() => onResult(messages.removed, 'success'), fail),
  };
}
