import { useState } from 'react';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';

import { DocumentOpenError, downloadDocument } from '../../features/profile/openDocument';
import { useSession } from '../session';
import { useToast } from '../toast';

export const CSV_DOWNLOAD_FAILED = 'The CSV file could not be downloaded. Please try again.';

export interface CsvDownloadButtonProps {
  /** The API address of the CSV export, with the filters shown. */
  url: string;
  /** The file name when the server gives none. */
  fallbackName: string;
  /** The button's text. */
  label?: string;
  /** What is downloaded, for the accessible name ('Download {what} as CSV'). */
  what: string;
}

/**
 * Downloads a CSV export with the session's token (a link cannot carry it) under the name the server
 * gives; says why when it cannot (e.g. too many exports at once).
 */
export function CsvDownloadButton({
  url,
  fallbackName,
  label = 'Download CSV',
  what,
}: CsvDownloadButtonProps) {
  const { token } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadDocument({ url, token, fallbackName })
      .catch((error: unknown) => {
        toast.error(
          error instanceof DocumentOpenError &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 404
            ? error.message
            : CSV_DOWNLOAD_FAILED,
        );
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant="outlined"
      onClick={download}
      disabled={busy}
      aria-label={`Download ${what} as CSV`}
      data-testid="csv-download"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    >
      {label}
    </Button>
  );
}
