import { useState } from 'react';

import { useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { DocumentOpenError, openDocument } from '../../profile/openDocument';

/**
 * Opens documents with the session's token in the browser's PDF viewer; says '{label} not available'
 * when the server has none. `opening` is the address being fetched.
 */
export function useOpenDocument(): {
  open: (url: string, label: 'Resume' | 'Cover Letter') => Promise<boolean>;
  opening: string | null;
} {
  const { token } = useSession();
  const toast = useToast();
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (url: string, label: 'Resume' | 'Cover Letter') => {
    setOpening(url);
    try {
      await openDocument({ url, token });
      return true;
    } catch (error) {
      const missing = error instanceof DocumentOpenError && (error.status === 404 || error.status === 403);
      toast.error(
        missing ? `${label} not available` : `Failed to open the ${label.toLowerCase()}. Please try again.`,
      );
      return false;
    } finally {
      setOpening(null);
    }
  };

  return { open, opening };
}
