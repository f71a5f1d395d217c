import { useState } from 'react';

import { useToast } from '../../../app/toast';
import { adminErrorMessage } from '../adminErrors';
import { ADMIN_TOAST_MS } from '../adminText';

export interface RowActionMessages<T> {
  success: (row: T) => string;
  /** When the server answered with an error of its own but no message for the user. */
  failed: string;
  /** When the server did not answer. */
  offline?: string;
}

export interface RowAction<T> {
  /** Whether the confirmation is open. */
  open: boolean;
  /** The row asked about last (kept while the confirmation fades out). */
  subject: T | null;
  /** Opens the confirmation for a row. */
  ask: (row: T) => void;
  cancel: () => void;
  /** Runs the action on the target, then toasts the outcome (5 s) and closes the confirmation. */
  confirm: () => Promise<void>;
  busy: boolean;
}

/** An action on a table row that is confirmed first: delete, status change, decline. */
export function useRowAction<T>(
  run: (row: T) => Promise<void>,
  messages: RowActionMessages<T>,
): RowAction<T> {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const [subject, setSubject] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (row: T) => {
    setSubject(row);
    setTarget(row);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await run(target);
      toast.success(messages.success(target), ADMIN_TOAST_MS);
    } catch (error) {
      toast.error(adminErrorMessage(error, messages.failed, messages.offline), ADMIN_TOAST_MS);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return { open: target !== null, subject, ask, cancel: () => setTarget(null), confirm, busy };
}
