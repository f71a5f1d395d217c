import { useEffect } from 'react';

import { useToast } from '../../../app/toast';
import { adminErrorMessage } from '../adminErrors';
import { ADMIN_TOAST_MS } from '../adminText';

/** Toasts a failed load once per error (spec 8: the server's message, else `failed`, else `offline`). */
export function useLoadErrorToast(error: unknown, failed: string, offline: string = failed): void {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(adminErrorMessage(error, failed, offline), ADMIN_TOAST_MS);
  }, [error, failed, offline, toast]);
}
