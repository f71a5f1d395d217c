import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';

export interface DocumentButtonProps {
  /** 'Resume' or 'Cover Letter'. */
  label: 'Resume' | 'Cover Letter';
  /** The document's address; null when there is none or it may not be opened. */
  url: string | null;
  opening: boolean;
  onOpen: (url: string) => void;
  /** Whose document, for the accessible name. */
  owner: string;
}

/** Opens a resume or cover letter; says '{Resume|Cover Letter} not available' when there is none. */
export function DocumentButton({ label, url, opening, onOpen, owner }: DocumentButtonProps) {
  if (!url) {
    return (
      <Button size="small" variant="outlined" disabled data-testid="document-missing">
        {label} not available
      </Button>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={opening ? <CircularProgress size={14} color="inherit" /> : <PictureAsPdfIcon />}
      disabled={opening}
      onClick={() => onOpen(url)}
      aria-label={`Open ${label.toLowerCase()} of ${owner}`}
      data-testid={label === 'Resume' ? 'open-resume' : 'open-cover-letter'}
    >
      {label}
    </Button>
  );
}
