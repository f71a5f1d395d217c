import { useRef, useState } from 'react';

import type { UploadProgress } from './multipart';

export interface UploadTracking {
  /** Percent of the body sent while an upload runs; null when none runs. */
  percent: number | null;
  /** The postMultipart options that drive `percent` and let `cancel` stop the request. */
  track: () => { signal: AbortSignal; onProgress: (progress: UploadProgress) => void };
  /** The upload ended (saved, failed or cancelled). */
  done: () => void;
  /** Stops the running upload: its request rejects with an UploadCancelledError. */
  cancel: () => void;
}

/** Progress and cancel of one upload at a time, for a progress bar with a Cancel button. */
export function useUploadProgress(): UploadTracking {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  return {
    percent,
    track: () => {
      const next = new AbortController();
      controller.current = next;
      setPercent(0);
      return {
        signal: next.signal,
        onProgress: ({ loaded, total }) => setPercent(total > 0 ? Math.floor((loaded * 100) / total) : 0),
      };
    },
    done: () => {
      controller.current = null;
      setPercent(null);
    },
    cancel: () => controller.current?.abort(),
  };
}
