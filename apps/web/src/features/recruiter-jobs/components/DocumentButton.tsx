import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
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
  /** The document exists but is shared only with the recruiters of jobs its owner applied to. */
  withheld?: boolean;
}

/**
 * Opens a resume or cover letter; says '{Resume|Cover Letter} not available' when there is none, and when
 * it is withheld, that it is shared once its owner applies to one of the recruiter's jobs.
 */
export function DocumentButton({ label, url, opening, onOpen, owner, withheld }: DocumentButtonProps) {
  if (!url && withheld) {
    return (
      <Tooltip title={`${owner} shares documents and contacts with the recruiters of jobs they apply to`}>
        <span>
          <Button size="small" variant="outlined" disabled data-testid="document-withheld">
            {label} shared on application
          </Button>
        </span>
      </Tooltip>
    );
  }
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

export interface DocumentButtonsProps {
  resumeUrl: string | null;
  coverLetterUrl: string | null;
  /** Whose documents, for the accessible names. */
  owner: string;
  /** The document address being fetched, if any. */
  opening: string | null;
  onOpen: (url: string, label: DocumentButtonProps['label']) => void;
  /** The resume exists but is shared only with the recruiters of jobs its owner applied to. */
  resumeWithheld?: boolean;
}

/** The person's resume and cover letter buttons. */
export function DocumentButtons({
  resumeUrl,
  coverLetterUrl,
  owner,
  opening,
  onOpen,
  resumeWithheld,
}: DocumentButtonsProps) {
  return (
    <>
      <DocumentButton
        label="Resume"
        url={resumeUrl}
        withheld={resumeWithheld}
        owner={owner}
        opening={opening === resumeUrl}
        onOpen={(url) => onOpen(url, 'Resume')}
      />
      <DocumentButton
        label="Cover Letter"
        url={coverLetterUrl}
        owner={owner}
        opening={opening === coverLetterUrl}
        onOpen={(url) => onOpen(url, 'Cover Letter')}
      />
    </>
  );
}
